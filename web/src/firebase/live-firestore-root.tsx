import type { ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { useFirestore } from './firestore.ts';

/**
 * Around the live pages (the draws): once the config is loaded (suspending under the page's
 * Suspense meanwhile), gives reactfire the app and its Firestore, so the page follows documents
 * with reactfire's hooks (`useFirestoreDocData`).
 */
export function LiveFirestoreRoot({ children }: { children: ReactNode }) {
  const firestore = useFirestore();
  return (
    <FirebaseAppProvider firebaseApp={firestore.app}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
