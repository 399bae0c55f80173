#!/usr/bin/env node
// `npm run directory:rebuild`: recreates the public directory snapshot from the families and their
// members (after a migration, an import, or to repair it), the same code the functions run.
//
// Against the emulators, run it inside the suite (scripts/with-emulators.mjs) or with
// FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT set. Against a real project, set
// GOOGLE_APPLICATION_CREDENTIALS (a service account allowed to use Firestore) and GCLOUD_PROJECT.
// Runs the functions' TypeScript directly, so it needs the project's Node 24 (npm run puts it first).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildDirectory } from '../functions/src/directory/snapshot-store.ts';

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
if (!projectId) {
  console.error('Set GCLOUD_PROJECT to the project to rebuild (and FIRESTORE_EMULATOR_HOST for the emulators).');
  process.exit(2);
}

// The emulators need no cloud metadata server; do not wait for one.
if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= 'none';
const app = getApps()[0] ?? initializeApp({ projectId });
try {
  const started = performance.now();
  const built = await rebuildDirectory(getFirestore(app));
  const families = JSON.parse(built.body).length;
  console.log(
    `Rebuilt the directory of ${projectId}${process.env.FIRESTORE_EMULATOR_HOST ? ' (emulator)' : ''}: ${families} families listed, ` +
      `ages on ${built.date}, ${Buffer.byteLength(built.body)} bytes, ETag "${built.tag}", ` +
      `${built.reads} documents read in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
