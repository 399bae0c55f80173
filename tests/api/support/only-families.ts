import { rebuildDirectory } from '../../../functions/src/directory/snapshot-store.ts';
import { withTriggersDisabled } from '../../../scripts/lib/emulator-reset.mjs';
import { emulatorTarget } from '../../../scripts/lib/emulator-target.mjs';
import { adminDb } from '../../support/admin.ts';

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
  await withTriggersDisabled(emulatorTarget(Number(process.env.EDMA_SLOT)), async () => {
    const writer = adminDb().bulkWriter();
    for (const doc of others) await adminDb().recursiveDelete(doc.ref, writer);
    await writer.close();
  });
  await rebuildDirectory(adminDb());
  return others.length;
}
