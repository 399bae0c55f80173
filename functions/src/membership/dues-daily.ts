import { COMMITTEE_CLAIM } from '@edma/contract/committee';
import {
  DUES_STATUSES,
  duesReminderDue,
  lapseDate,
  membershipYearOf,
  yearLabel,
  type DuesStatus,
  type MembershipSettings,
} from '@edma/contract/membership';
import { FieldValue, Timestamp, type QuerySnapshot } from 'firebase-admin/firestore';
import { queueServiceEmails, queueServiceEmailsOnce } from '../email/queue-email.ts';
import { lookUp, lookupReport } from '../email/recipient-lookups.ts';
import { FAMILIES, type FamilyDoc } from '../store/family-docs.ts';
import { auth, db } from '../store/admin.ts';
import { BANK_IMPORTS, DUES, MEMBERSHIP_SUMMARIES, readMembershipSettings, type DuesDoc, type SummaryWishDoc } from '../store/dues-docs.ts';
import { lapsedEmail, reminderEmail, summaryEmail } from './dues-emails.ts';
import { duesView, historyEntry, isApproved, openYearDues, type DuesClock } from './open-dues.ts';

/** What the daily job gives each step. */
export interface DuesDailyContext extends DuesClock {
  siteUrl: string;
}

/**
 * Reminders on the configured days before the due date, to families whose dues are still due
 * (never claimed, paid or waived). Each email's id names the year, family and reminder, so a run
 * repeated or killed midway sends nobody anything twice.
 */
async function sendReminders(
  settings: MembershipSettings,
  ctx: DuesDailyContext,
  families: Map<string, FamilyDoc>,
  due: QuerySnapshot,
): Promise<number> {
  let sent = 0;
  for (const snapshot of due.docs) {
    const doc = snapshot.data() as DuesDoc;
    const family = families.get(doc.familyId);
    const days = duesReminderDue(settings.reminderDays, doc.dueDate, ctx.today);
    if (!family || days === null) continue;
    sent += await queueServiceEmailsOnce(`dues-reminder.${doc.year}.${doc.familyId}.${days}d`, family.member_emails, {
      ...reminderEmail(duesView(doc, settings.yearStart), days, settings.bankDetails, doc.familyId, ctx.siteUrl),
      name: 'Membership reminder',
      familyId: doc.familyId,
    });
  }
  return sent;
}

/** Families still due the day after the grace period: lapsed, with one notice (in the same transaction). */
async function lapseOverdue(
  settings: MembershipSettings,
  ctx: DuesDailyContext,
  families: Map<string, FamilyDoc>,
  due: QuerySnapshot,
): Promise<number> {
  let lapsed = 0;
  for (const candidate of due.docs) {
    const { dueDate } = candidate.data() as DuesDoc;
    if (ctx.today < lapseDate(dueDate, settings.graceDays)) continue;
    const done = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(candidate.ref);
      const doc = snapshot.data() as DuesDoc | undefined;
      if (doc?.status !== 'due') return false;
      tx.update(snapshot.ref, {
        status: 'lapsed',
        history: FieldValue.arrayUnion(
          historyEntry(ctx, 'daily job', `Lapsed: not paid by ${doc.dueDate} and ${settings.graceDays} days’ grace`),
        ),
        updatedAt: FieldValue.serverTimestamp(),
      });
      const family = families.get(doc.familyId);
      if (family) {
        queueServiceEmails(tx, `dues-lapsed.${doc.year}.${doc.familyId}`, family.member_emails, {
          ...lapsedEmail(duesView({ ...doc, status: 'lapsed' }, settings.yearStart), settings.bankDetails, doc.familyId, ctx.siteUrl),
          name: 'Membership lapsed',
          familyId: doc.familyId,
        });
      }
      return true;
    });
    if (done) lapsed += 1;
  }
  return lapsed;
}

/** The membership's day: this year's dues opened (at the year's start, and for families approved since), reminders, lapses. */
export async function runDuesDay(ctx: DuesDailyContext): Promise<Record<string, number>> {
  const config = await readMembershipSettings();
  if (!config) return { notSetUp: 1 };
  const { settings } = config;
  const all = await db().collection(FAMILIES).get();
  const opened = await openYearDues(settings, ctx, 'daily job', all);
  const families = new Map(all.docs.filter((doc) => isApproved(doc.data() as FamilyDoc)).map((doc) => [doc.id, doc.data() as FamilyDoc]));
  // One read of the dues still due serves both: each lapse re-reads its record in its transaction.
  const due = await db().collection(DUES).where('status', '==', 'due').get();
  const reminders = await sendReminders(settings, ctx, families, due);
  const lapsed = await lapseOverdue(settings, ctx, families, due);
  return { opened, reminders, lapsed };
}

/** Mondays: the summary to each committee member who asked for it (and still holds the role); failed lookups reported. */
export async function sendWeeklySummary(ctx: DuesDailyContext): Promise<Record<string, number | string>> {
  if (new Date(`${ctx.today}T12:00:00Z`).getUTCDay() !== 1) return { sent: 0 };
  const config = await readMembershipSettings();
  const wishes = await db().collection(MEMBERSHIP_SUMMARIES).where('weekly', '==', true).get();
  if (!config || wishes.empty) return { sent: 0 };
  const year = membershipYearOf(ctx.today, config.settings.yearStart);
  const [dues, imports] = await Promise.all([
    db().collection(DUES).where('year', '==', year).select('status').get(),
    db()
      .collection(BANK_IMPORTS)
      .where('at', '>=', Timestamp.fromMillis(ctx.nowMs - 7 * 86_400_000))
      .select('unmatched')
      .get(),
  ]);
  const counts = Object.fromEntries(DUES_STATUSES.map((s) => [s, 0])) as Record<DuesStatus, number>;
  for (const doc of dues.docs) counts[doc.get('status') as DuesStatus] += 1;
  const unmatched = imports.docs.reduce((sum, doc) => sum + Number(doc.get('unmatched') ?? 0), 0);
  const email = summaryEmail(yearLabel(year, config.settings.yearStart), counts, unmatched, ctx.siteUrl);
  let sent = 0;
  const failures: string[] = [];
  for (const wish of wishes.docs) {
    const user = await lookUp(() => auth().getUser(wish.id), failures);
    if (user?.customClaims?.[COMMITTEE_CLAIM] !== true) continue;
    sent += await queueServiceEmailsOnce(`dues-summary.${ctx.today}`, [(wish.data() as SummaryWishDoc).email], {
      ...email,
      name: 'Membership summary',
    });
  }
  return { sent, ...lookupReport(failures) };
}
