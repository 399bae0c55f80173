import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreError,
  type Query,
  type Unsubscribe,
} from 'firebase/firestore';
import { use, useCallback, useEffect, useState } from 'react';
import { emulatorHost, firebaseApp } from './firebase-app.ts';
import { emulatorPorts } from './firebase-config.ts';

const connected = new WeakSet<Firestore>();

/** The app's Firestore, wired to the emulator in emulator builds (once: a second connect throws). */
export function firestoreOf(app: FirebaseApp): Firestore {
  const firestore = getFirestore(app);
  if (__EMULATOR_BUILD__ && !connected.has(firestore)) {
    connectFirestoreEmulator(firestore, emulatorHost(), emulatorPorts.firestore);
    connected.add(firestore);
  }
  return firestore;
}

let firestorePromise: Promise<Firestore> | undefined;

/**
 * Firestore for the live pages (the draws), the only ones that read it directly: suspends under the
 * page's Suspense until the config is loaded; a failure reaches the page's error boundary.
 */
export function useFirestore(): Firestore {
  firestorePromise ??= firebaseApp().then(firestoreOf, (error: unknown) => {
    firestorePromise = undefined;
    throw error;
  });
  return use(firestorePromise);
}

/** A live listener's latest state: 'loading' until its first snapshot. */
export type LiveData<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: FirestoreError };

type Listen<T> = (next: (data: T) => void, fail: (error: FirestoreError) => void) => Unsubscribe;

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function useLive<T>(listen: Listen<T>): LiveData<T> {
  // Remembers which listener the state came from, so a new target reads 'loading', not the old data.
  const [state, setState] = useState<{ listen: Listen<T>; live: LiveData<T> }>();
  useEffect(
    () =>
      listen(
        (data) => setState({ listen, live: { status: 'success', data, error: undefined } }),
        (error) => setState({ listen, live: { status: 'error', data: undefined, error } }),
      ),
    [listen],
  );
  return state?.listen === listen ? state.live : LOADING;
}

/** Follows a query's documents, each with its id. Pass a memoised query. */
export function useLiveQuery(query: Query): LiveData<(DocumentData & { id: string })[]> {
  const listen = useCallback<Listen<(DocumentData & { id: string })[]>>(
    (next, fail) => onSnapshot(query, (snapshot) => next(snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }))), fail),
    [query],
  );
  return useLive(listen);
}

/**
 * Follows one document: its data, or undefined while it does not exist. A refusal (a members-only
 * draw the rules keep from this visitor) is the state's error, for the page to say so.
 */
export function useLiveDoc(ref: DocumentReference): LiveData<DocumentData | undefined> {
  const listen = useCallback<Listen<DocumentData | undefined>>(
    (next, fail) => onSnapshot(ref, (snapshot) => next(snapshot.data()), fail),
    [ref],
  );
  return useLive(listen);
}
