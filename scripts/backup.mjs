#!/usr/bin/env node
// `npm run backup -- --out <folder> [--slot N]`: copies everything the emulators of a slot hold into a
// new folder: every Firestore document (subcollections included, with exact types), every Auth
// account (custom claims included) and every file of the default Storage bucket with its metadata,
// plus manifest.json (counts and a sha-256 per file). Slot 0 (`npm start`) unless --slot or EDMA_SLOT
// says otherwise. `npm run restore` puts it back. The format: docs/deploying.md#backups.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { backUpAuth } from './lib/backup-auth.mjs';
import { backUpFirestore } from './lib/backup-firestore.mjs';
import { writeManifest } from './lib/backup-manifest.mjs';
import { backUpStorage } from './lib/backup-storage.mjs';
import { adminFor, assertEmulatorsRunning, emulatorTarget, optionValue, slotFrom } from './lib/emulator-target.mjs';

const args = process.argv.slice(2);
const out = optionValue(args, '--out');
if (!out) {
  console.error('Usage: npm run backup -- --out <folder> [--slot N]');
  process.exit(2);
}
const dir = resolve(out);
if (existsSync(dir) && readdirSync(dir).length > 0) {
  console.error(`${dir} is not empty: give a new folder, so one backup never mixes with another.`);
  process.exit(2);
}

let admin;
try {
  const target = emulatorTarget(slotFrom(args));
  await assertEmulatorsRunning(target);
  admin = adminFor(target);
  const firestore = await backUpFirestore(admin.db, dir);
  const auth = await backUpAuth(target, dir);
  const storage = await backUpStorage(admin.bucket, dir);
  await writeManifest(
    dir,
    {
      source: { slot: target.slot, projectId: target.projectId, bucket: target.bucket },
      firestore,
      auth: { users: auth.users },
      storage: { files: storage.files, bytes: storage.bytes },
    },
    [...firestore.files.map((f) => f.file), ...auth.files, ...storage.written],
  );
  console.log(
    `Backed up slot ${target.slot} (${target.projectId}) into ${dir}: ${firestore.documents} documents in ` +
      `${firestore.files.length} collections, ${auth.users} users, ${storage.files} files (${storage.bytes} bytes).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await admin?.db.terminate();
}
