import { rebuildDirectory } from '../../../functions/src/directory/snapshot-store.ts';
import { adminDb } from '../../support/admin.ts';

/** The Emulator Hub (set by `firebase emulators:exec`), which switches the functions' triggers. */
async function triggers(on: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run these tests through scripts/with-emulators.mjs');
  const response = await fetch(`http://${hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The Emulator Hub answered HTTP ${response.status}`);
}

/**
 * Makes the association exactly `keep`'s families, for a test that runs the daily job over every
 * family (a simulated year of dues): the families other test files left behind would each get their
 * own dues and reminders, hundreds of emails nobody checks. Removed with the triggers off (nothing
 * to react to), then the directory rebuilt once for what is left.
 */
export async function onlyFamilies(keep: readonly string[]): Promise<number> {
  const wanted = new Set(keep);
  const families = await adminDb().collection('families').select().get();
  const others = families.docs.filter((doc) => !wanted.has(doc.id));
  await triggers(false);
  try {
    const writer = adminDb().bulkWriter();
    for (const doc of others) await adminDb().recursiveDelete(doc.ref, writer);
    await writer.close();
  } finally {
    await triggers(true);
  }
  await rebuildDirectory(adminDb());
  return others.length;
}
