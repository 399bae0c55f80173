import { EMAIL_PREFERENCES_API } from '@edma/contract/email-preferences';
import { MEMBERSHIP_API } from '@edma/contract/membership';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockFor } from '../../functions/src/store/clock.ts';
import { DAILY_STEPS, runDailyJob } from '../../functions/src/daily/daily-job.ts';
import { auth } from '../../functions/src/store/admin.ts';
import { adminDb } from '../support/admin.ts';
import { committeeMember } from '../support/committee.ts';
import { saveSettings } from '../support/membership.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The daily job's committee emails look their recipients up in Auth. An account that is gone means
 * "not a recipient"; any other failure (Auth down, no Auth emulator) is in the run's report, never
 * read as "nobody asked" (issue 32, item 8).
 */

const SITE = 'https://edma.example';
const stepsNamed = (name: string) => DAILY_STEPS.filter((step) => step.name === name);
const failing = (code: string) => Object.assign(new Error(`lookup failed (${code})`), { code });

afterEach(() => vi.restoreAllMocks());

describe('a committee recipient lookup that fails', () => {
  it('is reported by the weekly digest, and an account that is gone is not', async () => {
    const member = await committeeMember('digestlookup');
    const asked = await callEndpoint(EMAIL_PREFERENCES_API.save, { news: false, committeeDigest: true }, { token: member.token });
    expect(asked.status).toBe(200);
    const day = { ...clockFor('2036-04-07'), siteUrl: SITE };

    vi.spyOn(auth(), 'getUserByEmail').mockRejectedValue(failing('auth/internal-error'));
    const report = (await runDailyJob(day, stepsNamed('committeeDigest'))).steps.committeeDigest!;
    expect(report.sent).toBe(0);
    expect(report.lookupsFailed).toBeGreaterThanOrEqual(1);
    expect(String(report.error)).toMatch(/could not be looked up: auth\/internal-error: lookup failed/);
    // The day's record keeps it for the committee.
    const stored = (await adminDb().collection('dailyRuns').doc('2036-04-07').get()).get('steps.committeeDigest') as Record<
      string,
      unknown
    >;
    expect(stored.error).toBe(report.error);

    vi.spyOn(auth(), 'getUserByEmail').mockRejectedValue(failing('auth/user-not-found'));
    const gone = (await runDailyJob(day, stepsNamed('committeeDigest'))).steps.committeeDigest!;
    expect(gone).toEqual({ sent: 0 });
  });

  it("is reported by Monday's membership summary", async () => {
    const member = await committeeMember('summarylookup');
    await saveSettings(member.token);
    expect((await callEndpoint(MEMBERSHIP_API.summary, { weekly: true }, { token: member.token })).status).toBe(200);
    // 7 April 2036 is a Monday.
    const monday = { ...clockFor('2036-04-07'), siteUrl: SITE };

    vi.spyOn(auth(), 'getUser').mockRejectedValue(failing('auth/internal-error'));
    const report = (await runDailyJob(monday, stepsNamed('membershipSummary'))).steps.membershipSummary!;
    expect(report.sent).toBe(0);
    expect(report.lookupsFailed).toBeGreaterThanOrEqual(1);
    expect(String(report.error)).toMatch(/could not be looked up: auth\/internal-error/);
    const sent = await adminDb().collection('contactMessages').where('key', '==', 'dues-summary.2036-04-07').get();
    expect(sent.size).toBe(0);
  });
});
