import { associationToday, ASSOCIATION_TIME_ZONE } from '@edma/contract/dates';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { EMAIL_LINK_SECRET, REGION, siteUrl } from '../config/params.ts';
import { clockFor } from '../store/clock.ts';
import { runDailyJob } from './daily-job.ts';

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
