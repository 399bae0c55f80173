import { associationToday, ASSOCIATION_TIME_ZONE } from '@edma/contract/dates';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { rebuildDirectory } from '../directory/snapshot-store.ts';
import { db } from '../store/admin.ts';
import { DAILY_RUNS } from '../store/daily-docs.ts';
import { deleteExpiredHealthData, sendBookingReminders } from './booking-reminders.ts';
import { clockFor, type DailyContext } from '../store/clock.ts';
import { queueWaitingAnnouncements } from '../announcements/send-announcement.ts';
import { sendCommitteeDigest } from './committee-digest.ts';
import { EMAIL_LINK_SECRET, REGION, siteUrl } from '../config/params.ts';
import { runDuesDay, sendWeeklySummary } from '../membership/dues-daily.ts';
import { runFamilyErasures, runMessageRetention } from '../privacy/privacy-daily.ts';
import { runLapsedRetention } from '../privacy/lapsed-retention.ts';
import { sendHelperReminders } from '../rota/rota-reminders.ts';

export interface DailyStep {
  name: string;
  /** Counts; a step that partly failed also names the failure as `error` (the run then exits 1 locally). */
  run(ctx: DailyContext): Promise<Record<string, number | string>>;
}

/** The daily job's work, in order. Each step is safe to run again for the same day. */
export const DAILY_STEPS: readonly DailyStep[] = [
  { name: 'bookingReminders', run: sendBookingReminders },
  // The day before an event, each helper of its rota.
  { name: 'helperReminders', run: sendHelperReminders },
  // Announcements larger than a day's share of the sending limit: the next share.
  {
    name: 'announcements',
    run: (ctx) => queueWaitingAnnouncements({ today: ctx.today, siteUrl: ctx.siteUrl, secret: () => EMAIL_LINK_SECRET.value() }),
  },
  // The committee's weekly digest (the first run of each week), to those who asked for it.
  { name: 'committeeDigest', run: sendCommitteeDigest },
  { name: 'bookingHealthRetention', run: async (ctx) => ({ deleted: await deleteExpiredHealthData(ctx) }) },
  { name: 'membershipDues', run: runDuesDay },
  { name: 'membershipSummary', run: sendWeeklySummary },
  // Families whose 7 days to change their mind have passed; then messages past the retention period.
  { name: 'familyErasures', run: runFamilyErasures },
  { name: 'messageRetention', run: runMessageRetention },
  // Lapsed families archived, then erased, after the committee's periods.
  { name: 'lapsedRetention', run: runLapsedRetention },
  {
    name: 'directory',
    run: async () => {
      const built = await rebuildDirectory(db());
      return { reads: built.reads };
    },
  },
];

export interface DailyReport {
  date: string;
  steps: Record<string, Record<string, number | string>>;
}

/** The one scheduled job: every day at 09:00 UK time (reminders reach families in the morning). */
export const dailyJob = onSchedule(
  {
    region: REGION,
    schedule: '0 9 * * *',
    timeZone: ASSOCIATION_TIME_ZONE,
    retryCount: 3,
    memory: '512MiB',
    timeoutSeconds: 540,
    secrets: [EMAIL_LINK_SECRET],
  },
  async () => {
    const report = await runDailyJob({ ...clockFor(associationToday()), siteUrl: siteUrl() });
    logger.info('Daily job ran', report);
  },
);

/**
 * The daily job for one UK date: every step, each on its own (one failing does not stop the rest),
 * then the run recorded. Plain code with the clock given: the scheduled function, the emulators'
 * `npm run daily -- --date` and the tests all call this.
 */
export async function runDailyJob(ctx: DailyContext, steps: readonly DailyStep[] = DAILY_STEPS): Promise<DailyReport> {
  const report: DailyReport = { date: ctx.today, steps: {} };
  for (const step of steps) {
    try {
      report.steps[step.name] = await step.run(ctx);
    } catch (error) {
      report.steps[step.name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  await db()
    .collection(DAILY_RUNS)
    .doc(ctx.today)
    .set({ ...report, runs: FieldValue.increment(1), lastRunAt: FieldValue.serverTimestamp() }, { merge: true });
  return report;
}
