import type { FirebaseApp } from 'firebase/app';
import { getIdToken, signOut, type Auth } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { connectStorageEmulator, getStorage, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { signInAsDemoMember } from './demo-sign-in.ts';
import { emulatorHost } from './firebase-app.ts';
import { emulatorPorts } from './firebase-config.ts';
import { firestoreOf } from './firestore.ts';

/** Outcome of a Firebase call as plain data, so a browser test can read it through page.evaluate. */
export type TestOutcome<T> = { ok: true; value: T } | { ok: false; code: string };

export interface EdmaTestApi {
  signInAsDemoMember(email: string): Promise<TestOutcome<{ uid: string; email: string | null }>>;
  signOut(): Promise<void>;
  idToken(): Promise<string | null>;
  /** Reads one Firestore document as the signed-in user (rules apply). */
  readDoc(path: string): Promise<TestOutcome<{ exists: boolean; data: Record<string, unknown> | null }>>;
  /** Uploads `size` bytes to Storage as the signed-in user (rules apply). */
  upload(path: string, size: number, contentType: string): Promise<TestOutcome<{ fullPath: string }>>;
}

declare global {
  interface Window {
    __edmaTestApi?: EdmaTestApi;
  }
}

async function outcome<T>(run: () => Promise<T>): Promise<TestOutcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, code: String((error as { code?: unknown }).code ?? (error as Error).message) };
  }
}

let storage: FirebaseStorage | undefined;
/** Storage is only for the tests (the app itself never talks to Storage): connected on first use. */
function storageOf(app: FirebaseApp): FirebaseStorage {
  if (!storage) {
    storage = getStorage(app);
    connectStorageEmulator(storage, emulatorHost(), emulatorPorts.storage);
  }
  return storage;
}

/**
 * Emulator builds only (loaded dynamically behind __EMULATOR_BUILD__ by the Auth service): lets
 * browser tests drive the app's own Firebase instances against the emulators, rules included, on
 * any page under AuthRoot. Firestore and Storage are the same instances the draw pages would use.
 */
export function attachEmulatorTestApi(app: FirebaseApp, auth: Auth) {
  window.__edmaTestApi = {
    signInAsDemoMember: (email) =>
      outcome(async () => {
        const user = await signInAsDemoMember(auth, email);
        return { uid: user.uid, email: user.email };
      }),
    signOut: () => signOut(auth),
    idToken: async () => (auth.currentUser ? getIdToken(auth.currentUser) : null),
    readDoc: (path) =>
      outcome(async () => {
        const snapshot = await getDoc(doc(firestoreOf(app), path));
        return { exists: snapshot.exists(), data: snapshot.exists() ? snapshot.data() : null };
      }),
    upload: (path, size, contentType) =>
      outcome(async () => {
        const bytes = new Uint8Array(size);
        // A real PNG signature, in case rules or the server sniff the content.
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
        const result = await uploadBytes(ref(storageOf(app), path), bytes, { contentType });
        return { fullPath: result.ref.fullPath };
      }),
  };
}
