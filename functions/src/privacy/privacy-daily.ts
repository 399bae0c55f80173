import { Timestamp } from 'firebase-admin/firestore';
import { CONTACT_MESSAGES } from '../store/contact-docs.ts';
import type { DailyContext } from '../store/clock.ts';
import { FAMILIES } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { eraseFamilyData } from './erase-family-data.ts';
import { auditRun, DAILY_JOB_ACTOR } from '../store/audit-log.ts';
import { monthsBefore } from '../store/clock.ts';
import { readPrivacySettings } from '../store/privacy-settings.ts';

/** Families whose cooling-off after asking to be deleted has ended: erased completely, as the console's erase. */
export async function runFamilyErasures(ctx: DailyContext): Promise<Record<string, number>> {
  const due = await db().collection(FAMILIES).where('erasure_request.due', '<=', ctx.today).get();
  let erased = 0;
  for (const family of due.docs) {
    await eraseFamilyData(db(), family.id, DAILY_JOB_ACTOR, 'family request');
    erased += 1;
  }
  await auditRun('retention.family-erasures', ctx, { erased });
  return { erased };
}

/** Contact messages and sent emails older than the committee's retention period are deleted. */
export async function runMessageRetention(ctx: DailyContext): Promise<Record<string, number>> {
  const { retention } = await readPrivacySettings(db());
  const cutoff = Timestamp.fromMillis(monthsBefore(ctx.nowMs, retention.contactMessageMonths));
  let deleted = 0;
  for (;;) {
    const old = await db().collection(CONTACT_MESSAGES).where('createdAt', '<', cutoff).limit(400).get();
    if (old.empty) break;
    const batch = db().batch();
    for (const doc of old.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += old.size;
  }
  await auditRun('retention.contact-messages', ctx, { deleted, months: retention.contactMessageMonths });
  return { deleted };
}
