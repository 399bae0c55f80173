import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { RunningSuite } from './emulators.ts';

export interface Admin {
  db: Firestore;
  auth: Auth;
  bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>;
  close(): Promise<void>;
}

/** firebase-admin against the suite's emulators (startSuite set the *_EMULATOR_HOST variables). */
export function connectAdmin(suite: RunningSuite): Admin {
  const app: App = initializeApp({ projectId: suite.projectId, storageBucket: suite.storageBucket }, `bench-${Date.now()}`);
  return {
    db: getFirestore(app),
    auth: getAuth(app),
    bucket: getStorage(app).bucket(),
    close: () => deleteApp(app),
  };
}
