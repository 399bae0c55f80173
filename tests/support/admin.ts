import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { emulatorEnv } from './emulator-env.ts';

/** Admin access to the emulators, for setting up and reading back what the API did. */
function app(): App {
  return (
    getApps().find((a) => a.name === 'api-tests') ??
    initializeApp({ projectId: emulatorEnv.projectId, storageBucket: emulatorEnv.bucketName }, 'api-tests')
  );
}

export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());
export const adminBucket = () => getStorage(app()).bucket();

/** Names of every stored object under a prefix. */
export async function storedFiles(prefix: string): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix });
  return files.map((f) => f.name).sort();
}
