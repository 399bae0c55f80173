#!/usr/bin/env node
// `npm run restore -- --from <folder> --yes [--slot N]`: puts a backup made by `npm run backup` back
// into the emulators of a slot. It REPLACES what is there: it first wipes every Firestore document,
// every Auth account and every Storage file of the slot, then writes the backup. Without --yes it
// only says so and changes nothing. It checks every file of the backup against the manifest's
// sha-256 before wiping anything, and holds back the functions' Firestore triggers while it works, so
// restored data does not re-run directory refreshes or email deliveries.
import { resolve } from 'node:path';
import { restoreAuth } from './lib/backup-auth.mjs';
import { restoreFirestore } from './lib/backup-firestore.mjs';
import { readVerifiedManifest } from './lib/backup-manifest.mjs';
import { restoreStorage } from './lib/backup-storage.mjs';
import { adminFor, assertEmulatorsRunning, emulatorTarget, optionValue, slotFrom } from './lib/emulator-target.mjs';
import { wipeAuth, wipeFirestore, wipeStorage, withTriggersDisabled } from './lib/emulator-reset.mjs';

const args = process.argv.slice(2);
const from = optionValue(args, '--from');
if (!from) {
  console.error('Usage: npm run restore -- --from <folder> --yes [--slot N]');
  process.exit(2);
}

let admin;
try {
  const dir = resolve(from);
  const manifest = await readVerifiedManifest(dir);
  const target = emulatorTarget(slotFrom(args));
  const what =
    `the backup of ${manifest.createdAt} from ${manifest.source.projectId} (${manifest.firestore.documents} documents, ` +
    `${manifest.auth.users} users, ${manifest.storage.files} files)`;
  if (!args.includes('--yes')) {
    console.error(
      `Not restored: a restore first WIPES every Firestore document, every Auth account and every Storage file ` +
        `of slot ${target.slot} (${target.projectId}), then writes ${what}. Run again with --yes to do it. Nothing was changed.`,
    );
    process.exit(2);
  }
  await assertEmulatorsRunning(target);
  admin = adminFor(target);
  const { db, bucket } = admin;
  const restored = await withTriggersDisabled(target, async () => {
    await Promise.all([wipeFirestore(target), wipeAuth(target), wipeStorage(bucket)]);
    const files = manifest.firestore.files.map((/** @type {{ file: string }} */ f) => f.file);
    return {
      firestore: await restoreFirestore(db, dir, files),
      auth: await restoreAuth(target, dir),
      storage: await restoreStorage(bucket, dir),
    };
  });
  console.log(
    `Restored ${what} into slot ${target.slot} (${target.projectId}), after wiping it: ${restored.firestore.documents} documents, ` +
      `${restored.auth.users} users, ${restored.storage.files} files.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await admin?.db.terminate();
}
