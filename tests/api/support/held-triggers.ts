import { Timestamp } from 'firebase-admin/firestore';
import { rebuildDirectory } from '../../../functions/src/directory/snapshot-store.ts';
import { setBackgroundTriggers } from '../../../scripts/lib/emulator-reset.mjs';
import { emulatorTarget } from '../../../scripts/lib/emulator-target.mjs';
import { adminDb } from '../../support/admin.ts';

/**
 * Runs `work` with the functions' background triggers held, for the daily job's simulations: their
 * emails are counted by key and never delivered (delivery has its own tests), where hundreds of
 * reminders to every family the earlier files left would each be sent as a trigger event of its
 * own, one at a time. Before the triggers return, every email the work queued is deleted, and the
 * directory is rebuilt from the families as they now are (as `npm run directory:rebuild` does),
 * since its triggers saw none of the changes.
 */
export async function withTriggersHeld<T>(work: () => Promise<T>): Promise<T> {
  const target = emulatorTarget(Number(process.env.EDMA_SLOT));
  const from = Timestamp.now();
  await setBackgroundTriggers(target, false);
  try {
    return await work();
  } finally {
    const queued = await adminDb().collection('contactMessages').where('createdAt', '>=', from).get();
    const writer = adminDb().bulkWriter();
    for (const doc of queued.docs) void writer.delete(doc.ref);
    await writer.close();
    await rebuildDirectory(adminDb());
    await setBackgroundTriggers(target, true);
  }
}
