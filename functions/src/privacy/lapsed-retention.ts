import { associationToday } from '@edma/contract/dates';
import type { DuesStatus } from '@edma/contract/membership';
import { FieldValue } from 'firebase-admin/firestore';
import type { DailyContext } from '../store/clock.ts';
import { FAMILIES, MEMBERS, type MemberDoc } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { DUES, type DuesHistoryEntry } from '../store/dues-docs.ts';
import { deletePhotos } from '../photos/photo-storage.ts';
import { eraseFamilyData } from './erase-family-data.ts';
import { auditRun, DAILY_JOB_ACTOR } from '../store/audit-log.ts';
import { monthsBefore } from '../store/clock.ts';
import { readPrivacySettings } from '../store/privacy-settings.ts';

/** A year's dues that show the family still with the association (paid, waived, or said to be paid). */
const IN_GOOD_STANDING: readonly DuesStatus[] = ['paid', 'waived', 'claimed'];

interface DuesRow {
  familyId: string;
  year: number;
  status: DuesStatus;
  history?: DuesHistoryEntry[];
}

/** The UK date a lapsed record lapsed on (its history says when), or null. */
function lapsedOn(row: DuesRow): string | null {
  const entry = row.history?.find((h) => h.what.startsWith('Lapsed'));
  return entry ? associationToday(new Date(entry.at)) : null;
}

/**
 * Each family's first lapse since its last year in good standing: how long it has been away. A year
 * opened since (still due, or lapsed again) does not reset it; a payment does.
 */
export function lapsedSince(rows: readonly DuesRow[]): Map<string, string> {
  const lastGood = new Map<string, number>();
  for (const row of rows)
    if (IN_GOOD_STANDING.includes(row.status)) lastGood.set(row.familyId, Math.max(lastGood.get(row.familyId) ?? -Infinity, row.year));
  const since = new Map<string, string>();
  for (const row of rows) {
    if (row.status !== 'lapsed' || row.year <= (lastGood.get(row.familyId) ?? -Infinity)) continue;
    const on = lapsedOn(row);
    if (on && (!since.has(row.familyId) || on < since.get(row.familyId)!)) since.set(row.familyId, on);
  }
  return since;
}

/**
 * Archived: out of every directory, and holding only what a return needs (names, emails, address):
 * phone numbers, dates of birth and photos are removed.
 */
async function archiveFamily(familyId: string, today: string): Promise<void> {
  const familyRef = db().collection(FAMILIES).doc(familyId);
  const members = await familyRef.collection(MEMBERS).get();
  const batch = db().batch();
  batch.update(familyRef, { archived_on: today, updated_at: FieldValue.serverTimestamp() });
  for (const member of members.docs)
    batch.update(member.ref, { phone: '', dob: null, photo_path: null, photo_public: false, public_consent: null });
  await batch.commit();
  await deletePhotos(members.docs.map((m) => (m.data() as MemberDoc).photo_path));
}

/**
 * Lapsed families, by the committee's retention periods: archived after `lapsedArchiveMonths`
 * without a year in good standing, erased (as the console's erase) after `lapsedEraseMonths`.
 */
export async function runLapsedRetention(ctx: DailyContext): Promise<Record<string, number>> {
  const { retention } = await readPrivacySettings(db());
  const dues = await db().collection(DUES).select('familyId', 'year', 'status', 'history').get();
  const since = lapsedSince(dues.docs.map((doc) => doc.data() as DuesRow));
  const archiveBy = associationToday(new Date(monthsBefore(ctx.nowMs, retention.lapsedArchiveMonths)));
  const eraseBy = associationToday(new Date(monthsBefore(ctx.nowMs, retention.lapsedEraseMonths)));
  let archived = 0;
  let erased = 0;
  for (const [familyId, on] of since) {
    if (on > archiveBy) continue;
    const family = await db().collection(FAMILIES).doc(familyId).get();
    if (!family.exists) continue;
    if (on <= eraseBy) {
      await eraseFamilyData(db(), familyId, DAILY_JOB_ACTOR, 'retention: lapsed');
      erased += 1;
    } else if (!family.get('archived_on')) {
      await archiveFamily(familyId, ctx.today);
      archived += 1;
    }
  }
  const details = { archived, erased, archiveMonths: retention.lapsedArchiveMonths, eraseMonths: retention.lapsedEraseMonths };
  await auditRun('retention.lapsed-families', ctx, details);
  return { archived, erased };
}
