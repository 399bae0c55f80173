import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { wipeAuth, wipeFirestore } from '../../../scripts/lib/emulator-reset.mjs';
import { emulatorTarget } from '../../../scripts/lib/emulator-target.mjs';
import { ROOT } from '../../../scripts/lib/test-steps.mjs';

/*
 * Each handler test file gets a project of its own on the running emulators (Firestore, Auth and
 * Storage keep projects apart), so it reads only what it wrote: no other file's families, emails
 * or directory, and no trigger of the Functions emulator (which serves the slot's project only)
 * reacts to its writes. Handlers and the router run in this process; the wire suite crosses HTTP.
 */

const slot = Number(process.env.EDMA_SLOT);
const slotProject = process.env.GCLOUD_PROJECT;
if (!Number.isInteger(slot) || !slotProject) throw new Error('Run the handler tests through scripts/with-emulators.mjs');

const file = relative(ROOT, String(expect.getState().testPath));
const projectId = `demo-edma-h-${createHash('sha256').update(file).digest('hex').slice(0, 10)}`;

// The functions' params and secrets as the slot's Functions emulator reads them (emulator-suite.mjs
// writes the files; later files win).
const functionsDir = process.env.EDMA_FUNCTIONS_DIR ?? join(ROOT, '.cache', 'slots', `s${slot}`, 'functions');
const params: Record<string, string> = {};
for (const name of ['.env', `.env.${slotProject}`, '.env.local', '.secret.local']) {
  const path = join(functionsDir, name);
  if (!existsSync(path)) continue;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) params[match[1]!] = match[2]!;
  }
}
for (const [name, value] of Object.entries(params)) process.env[name] ??= value;

/** The slot's project, whose functions env files emulatorParam reads. */
process.env.EDMA_SLOT_PROJECT = slotProject;
process.env.GCLOUD_PROJECT = projectId;
process.env.FIREBASE_CONFIG = JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
/** Read by tests/support: API calls go through the router in-process, sign-ins are made in this project. */
process.env.EDMA_OWN_PROJECT = projectId;

// A file run again on the same emulators starts from nothing too.
beforeAll(async () => {
  const target = { ...emulatorTarget(slot), projectId };
  await Promise.all([wipeFirestore(target), wipeAuth(target)]);
});
