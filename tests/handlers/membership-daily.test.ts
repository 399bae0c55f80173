import { plusDays } from '@edma/contract/dates';
import { MEMBERSHIP_API, type MembershipSettings } from '@edma/contract/membership';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockFor } from '../../functions/src/store/clock.ts';
import { DAILY_STEPS, runDailyJob } from '../../functions/src/daily/daily-job.ts';
import { queueServiceEmailsOnce } from '../../functions/src/email/queue-email.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { committeeMember } from '../support/committee.ts';
import { writtenFamilies } from '../support/membership.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The membership's daily job over a simulated 400-day year, its clock injected: the year's dues
 * opened on its first day, reminders exactly on the configured days and only to families still
 * due, nothing sent twice when a run is repeated or dies midway, lapsed exactly the day after the
 * grace period with one notice; and the committee's weekly summary.
 */

const SETTINGS: MembershipSettings = {
  yearStart: '04-01',
  payWithinDays: 45,
  fees: { Gold: 3000, Silver: 2000, Other: 1000 },
  bankDetails: 'EDMA, sort code 12-34-56, account 12345678',
  reminderDays: [30, 7, 1],
  graceDays: 30,
  lapsedInDirectory: true,
};
const YEAR = 2031;
const SITE = 'https://edma.example';
const STEPS = DAILY_STEPS.filter((step) => step.name === 'membershipDues');

/** A small seeded generator: the same "random" year on every run. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Change = 'claimed' | 'paid' | 'waived';
interface Simulated {
  familyId: string;
  openedOn: string;
  /** What happens to the family's dues, and on which day (before that day's run). */
  changes: { day: string; to: Change }[];
}

async function emailsOfYear(year: number) {
  const [reminders, lapsed] = await Promise.all(
    ['dues-reminder', 'dues-lapsed'].map((kind) =>
      adminDb().collection('contactMessages').where('key', '>=', `${kind}.${year}.`).where('key', '<', `${kind}.${year}/`).get(),
    ),
  );
  return [...reminders!.docs, ...lapsed!.docs];
}

beforeAll(async () => {
  await adminDb().collection('membershipSettings').doc('current').set({ settings: SETTINGS });
});

const LATE_OPENING = `${YEAR}-05-10`;

/**
 * The days the job runs on: every day on which something is due for some family (an opening, a
 * reminder, a lapse, a change of its dues, the checks below), the eve of each (nothing may go a day
 * early), and every fortnight between. Which day each reminder falls on is duesReminderDue's, tested
 * day by day in the contract; here the job's reads, writes and emails are, so the quiet days in
 * between (each a full run against the emulator) add only time.
 */
function simulatedDays(families: Simulated[]): string[] {
  const first = `${YEAR}-03-25`;
  const last = plusDays(first, 399);
  const due = new Set<string>([first, last, `${YEAR}-03-31`, `${YEAR}-04-01`, LATE_OPENING, `${YEAR}-05-08`, `${YEAR}-05-14`]);
  due.add(`${YEAR + 1}-03-31`).add(`${YEAR + 1}-04-01`);
  for (const openedOn of [`${YEAR}-04-01`, LATE_OPENING]) {
    const dueDate = plusDays(openedOn, SETTINGS.payWithinDays - 1);
    for (const days of SETTINGS.reminderDays) due.add(plusDays(dueDate, -days));
    due.add(plusDays(dueDate, SETTINGS.graceDays + 1));
  }
  for (const f of families) for (const change of f.changes) due.add(change.day);
  const chosen = new Set<string>();
  for (const day of due) chosen.add(day).add(plusDays(day, -1));
  for (let day = first; day <= last; day = plusDays(day, 14)) chosen.add(day);
  return [...chosen].filter((day) => day >= first && day <= last).sort();
}

describe('a simulated 400-day year', () => {
  it(
    'opens, reminds exactly on the configured days (never the claimed, paid or waived), sends each once, lapses after the grace',
    { timeout: 900_000 },
    async () => {
      const random = prng(23);
      const dayIn = (from: string, days: number) => plusDays(from, Math.floor(random() * days));
      const early = await writtenFamilies('sim', 45);
      const families: Simulated[] = early.map(({ familyId }) => {
        const r = random();
        const changes: Simulated['changes'] = [];
        if (r < 0.3) {
          const claimed = dayIn(`${YEAR}-04-01`, 80);
          changes.push({ day: claimed, to: 'claimed' });
          if (random() < 0.7) changes.push({ day: plusDays(claimed, 1 + Math.floor(random() * 20)), to: 'paid' });
        } else if (r < 0.5) changes.push({ day: dayIn(`${YEAR}-04-01`, 80), to: 'paid' });
        else if (r < 0.6) changes.push({ day: dayIn(`${YEAR}-04-01`, 60), to: 'waived' });
        return { familyId, openedOn: `${YEAR}-04-01`, changes };
      });
      // The simulation's emails are counted by key: on this file's own project no trigger delivers them.
      const byId = new Map(families.map((f) => [f.familyId, f]));
      const sentOn = new Map<string, string>();
      const opened2032: string[] = [];
      const days = simulatedDays(families);
      for (const day of days) {
        // Five families approved in May: their dues open with the next run.
        if (day === LATE_OPENING) {
          const late = await writtenFamilies('sim-late', 5);
          for (const { familyId } of late) {
            const f = { familyId, openedOn: day, changes: [] };
            families.push(f);
            byId.set(familyId, f);
          }
        }
        // The family's and the committee's changes of the day, as their routes write them.
        for (const f of families) {
          for (const change of f.changes.filter((c) => c.day === day)) {
            await adminDb()
              .collection('dues')
              .doc(`${YEAR}~${f.familyId}`)
              .update({ status: change.to, ...(change.to === 'paid' ? { paidOn: day } : {}) });
          }
        }
        // A run that died midway through the 7-day reminders had queued three of them.
        if (day === `${YEAR}-05-08`) {
          for (const f of families.slice(0, 3)) {
            const dues = (await adminDb().collection('dues').doc(`${YEAR}~${f.familyId}`).get()).data()!;
            if (dues.status !== 'due') continue;
            const family = (await adminDb().collection('families').doc(f.familyId).get()).data()!;
            await queueServiceEmailsOnce(`dues-reminder.${YEAR}.${f.familyId}.7d`, family.member_emails, {
              subject: 'Reminder',
              text: 'Reminder',
              html: '<p>Reminder</p>',
              name: 'Membership reminder',
              familyId: f.familyId,
            });
          }
        }
        const clock = { ...clockFor(day), siteUrl: SITE };
        // Every configured day runs twice (the second at once with the first on the 1-day reminder), a repeat sends nothing.
        const runs = [`${YEAR}-04-15`, `${YEAR}-05-08`].includes(day)
          ? [await runDailyJob(clock, STEPS), await runDailyJob(clock, STEPS)]
          : day === `${YEAR}-05-14`
            ? await Promise.all([runDailyJob(clock, STEPS), runDailyJob(clock, STEPS)])
            : [await runDailyJob(clock, STEPS)];
        for (const report of runs) expect(report.steps.membershipDues, day).not.toHaveProperty('error');

        for (const doc of await emailsOfYear(YEAR)) {
          const key = doc.get('key') as string;
          if (!byId.has(doc.get('familyId') as string)) continue;
          if (!sentOn.has(key)) sentOn.set(key, day);
        }
        if (day === `${YEAR + 1}-03-31` || day === `${YEAR + 1}-04-01`) {
          const next = await Promise.all(
            families.map((f) =>
              adminDb()
                .collection('dues')
                .doc(`${YEAR + 1}~${f.familyId}`)
                .get(),
            ),
          );
          if (day === `${YEAR + 1}-03-31`) expect(next.filter((d) => d.exists)).toHaveLength(0);
          else opened2032.push(...next.filter((d) => d.get('openedOn') === day).map((d) => d.id));
        }
      }

      // What each family should have been sent: worked out from its own story.
      const statusOn = (f: Simulated, d: string) => f.changes.filter((c) => c.day <= d).at(-1)?.to ?? 'due';
      const expected = new Map<string, string>();
      const expectedLapse = new Map<string, string>();
      for (const f of families) {
        const dueDate = plusDays(f.openedOn, SETTINGS.payWithinDays - 1);
        for (const days of SETTINGS.reminderDays) {
          const on = plusDays(dueDate, -days);
          // A reminder whose day came before the family joined is made up on the day its dues open.
          const sendDay = on < f.openedOn ? f.openedOn : on;
          const shadowed = on < f.openedOn && SETTINGS.reminderDays.some((d) => d < days && plusDays(dueDate, -d) <= f.openedOn);
          if (!shadowed && statusOn(f, sendDay) === 'due') expected.set(`dues-reminder.${YEAR}.${f.familyId}.${days}d`, sendDay);
        }
        const lapseDay = plusDays(dueDate, SETTINGS.graceDays + 1);
        if (statusOn(f, lapseDay) === 'due') {
          expectedLapse.set(f.familyId, lapseDay);
          expected.set(`dues-lapsed.${YEAR}.${f.familyId}`, lapseDay);
        }
      }
      expect(Object.fromEntries([...sentOn].sort())).toEqual(Object.fromEntries([...expected].sort()));
      // The early families: exactly 30, 7 and 1 days before 15 May; lapsed on 15 June, the day after 30 days' grace.
      const earlyDays = new Set(
        [...sentOn].filter(([key]) => key.startsWith('dues-reminder') && early.some((f) => key.includes(f.familyId))).map(([, d]) => d),
      );
      expect([...earlyDays].sort()).toEqual([`${YEAR}-04-15`, `${YEAR}-05-08`, `${YEAR}-05-14`]);
      expect([...new Set([...expectedLapse].filter(([id]) => early.some((f) => f.familyId === id)).map(([, d]) => d))]).toEqual([
        `${YEAR}-06-15`,
      ]);
      // The day each was marked lapsed, from its history (the job writes its injected time).
      const lapsedOn = new Map<string, string>();
      for (const f of families) {
        const history = ((await adminDb().collection('dues').doc(`${YEAR}~${f.familyId}`).get()).get('history') ?? []) as {
          at: string;
          what: string;
        }[];
        const entry = history.find((h) => h.what.startsWith('Lapsed'));
        if (entry) lapsedOn.set(f.familyId, entry.at.slice(0, 10));
      }
      expect(Object.fromEntries([...lapsedOn].sort())).toEqual(Object.fromEntries([...expectedLapse].sort()));
      // Some of each story, so every rule above was exercised.
      expect(expectedLapse.size).toBeGreaterThan(10);
      expect(families.filter((f) => f.changes.some((c) => c.to === 'claimed')).length).toBeGreaterThan(10);
      // Each email once: the key names it, one document per family member with an email (one here).
      const all = (await emailsOfYear(YEAR)).filter((doc) => byId.has(doc.get('familyId') as string));
      expect(all).toHaveLength(expected.size);
      // The next year opened on its first day for every family.
      expect(opened2032.sort()).toEqual(families.map((f) => `${YEAR + 1}~${f.familyId}`).sort());
    },
  );
});

describe('the weekly summary', () => {
  it('goes on Mondays, once, to committee members who asked and still hold the role', { timeout: 120_000 }, async () => {
    const [asked, notAsked, former] = await Promise.all([
      committeeMember('summary'),
      committeeMember('nosummary'),
      committeeMember('former'),
    ]);
    for (const member of [asked, former]) {
      const wish = await callEndpoint(MEMBERSHIP_API.summary, { weekly: true }, { token: member.token });
      expect(wish.status).toBe(200);
    }
    await adminAuth().setCustomUserClaims(former.uid, { committee: false });
    const steps = DAILY_STEPS.filter((step) => step.name === 'membershipSummary');
    // 7 April 2031 is a Monday.
    const monday = { ...clockFor(`${YEAR}-04-07`), siteUrl: SITE };
    await runDailyJob({ ...clockFor(`${YEAR}-04-08`), siteUrl: SITE }, steps);
    await runDailyJob(monday, steps);
    await runDailyJob(monday, steps);
    const summaries = await adminDb().collection('contactMessages').where('key', '==', `dues-summary.${YEAR}-04-07`).get();
    expect(summaries.docs.map((doc) => doc.get('email'))).toEqual([asked.email]);
    expect(summaries.docs[0]!.get('message')).toContain('To confirm:');
    expect(notAsked.email).not.toBe(asked.email);
  });
});
