import { adminDb } from '../../support/admin.ts';
import { withTriggersHeld } from './held-triggers.ts';

/**
 * Makes the association exactly `keep`'s families, for a test that runs the daily job over every
 * family (a simulated year of dues): the families other test files left behind would each get their
 * own dues and reminders, hundreds of emails nobody checks. Removed with the triggers held (nothing
 * to react to), then the directory rebuilt once for what is left.
 */
export async function onlyFamilies(keep: readonly string[]): Promise<number> {
  const wanted = new Set(keep);
  const families = await adminDb().collection('families').select().get();
  const others = families.docs.filter((doc) => !wanted.has(doc.id));
  await withTriggersHeld(async () => {
    const writer = adminDb().bulkWriter();
    for (const doc of others) await adminDb().recursiveDelete(doc.ref, writer);
    await writer.close();
  });
  return others.length;
}
