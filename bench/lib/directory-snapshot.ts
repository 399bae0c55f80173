import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { rebuildDirectory } from '../../functions/src/directory/snapshot-store.ts';

/** firebase-admin on the bench's emulators (startSuite set the environment). */
export function benchDb(): Firestore {
  const app =
    getApps().find((a) => a.name === 'bench-directory') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'bench-directory');
  return getFirestore(app);
}

async function hub(path: string): Promise<void> {
  const host = process.env.FIREBASE_EMULATOR_HUB;
  if (!host) throw new Error('FIREBASE_EMULATOR_HUB is not set: start the suite with bench/lib/emulators.ts');
  const response = await fetch(`http://${host}${path}`, { method: 'PUT', signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`Emulator hub ${path}: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Runs a bulk write with the functions' Firestore triggers paused (thousands of documents would
 * otherwise queue thousands of directory refreshes behind the measurements), then rebuilds the
 * directory snapshot once from what was written, as `npm run directory:rebuild` does after a migration.
 */
export async function bulkWriteThenRebuild<T>(write: () => Promise<T>, log: (message: string) => void): Promise<T> {
  await hub('/functions/disableBackgroundTriggers');
  let result: T;
  try {
    result = await write();
  } finally {
    await hub('/functions/enableBackgroundTriggers');
  }
  const started = performance.now();
  const built = await rebuildDirectory(benchDb());
  log(
    `Directory snapshot rebuilt: ${(JSON.parse(built.body) as unknown[]).length} families, ${built.reads} documents read in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return result;
}
