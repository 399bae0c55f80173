import { BOOKINGS_API } from '@edma/contract/bookings';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { healthDeleteAtMs } from '../../functions/src/bookings/booking-rules.ts';
import { closingReminderEmail } from '../../functions/src/bookings/booking-emails.ts';
import { addDays, clockFor } from '../../functions/src/store/clock.ts';
import { DAILY_STEPS, runDailyJob } from '../../functions/src/daily/daily-job.ts';
import { queueServiceEmailsOnce } from '../../functions/src/email/queue-email.ts';
import { adminDb } from '../support/admin.ts';
import { approvedFamily, eventWithBookings, openSettings } from '../support/bookings.ts';
import { committeeMember } from '../support/committee.ts';

/*
 * The daily job over simulated months, with its clock injected: booking reminders exactly on the
 * configured days and only to families that have not answered, the day-before reminder with the
 * .ics, dietary details deleted 30 days after the event, and nothing ever sent twice.
 */

const EVENT_DATE = '2027-09-11';
const SETTINGS = openSettings({
  opens: { date: '2027-07-15', time: '09:00' },
  closes: { date: '2027-09-01', time: '18:00' },
  reminderDays: [7, 2],
});
// The bookings' steps only: the other steps (directory, membership, email, privacy) have their own
// simulations, and here would only add work to every simulated day.
const STEPS = DAILY_STEPS.filter((step) => ['bookingReminders', 'bookingHealthRetention'].includes(step.name));
const SITE = 'https://edma.example';

let eventId: string;
let families: Record<'early' | 'silent' | 'late' | 'going' | 'waiting', Awaited<ReturnType<typeof approvedFamily>>>;

async function emailsOf(familyId: string) {
  const all = await adminDb().collection('contactMessages').where('familyId', '==', familyId).get();
  return all.docs.map((doc) => doc.data()).filter((d) => String(d.key).includes(`.${eventId}.`));
}

/** A family's answer, written as the booking route writes it (the route has its own tests). */
async function answer(familyId: string, status: 'going' | 'not-coming' | 'waiting', memberIds: string[]) {
  const now = Timestamp.now();
  await adminDb()
    .collection('bookings')
    .doc(`${eventId}~${familyId}`)
    .set({
      eventId,
      familyId,
      status,
      members: status === 'not-coming' ? [] : memberIds.map((memberId) => ({ memberId, band: 'adult', meal: 'Veg sadhya' })),
      guests: [],
      note: '',
      people: status === 'not-coming' ? 0 : memberIds.length,
      amountPence: 0,
      reference: null,
      paid: false,
      arrived: false,
      waitSeq: status === 'waiting' ? 1 : null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
}

beforeAll(async () => {
  const committee = await committeeMember('daily');
  eventId = await eventWithBookings(committee.token, SETTINGS, EVENT_DATE);
  const [early, silent, late, going, waiting] = await Promise.all(
    ['early', 'silent', 'late', 'going', 'waiting'].map((name) => approvedFamily(`daily-${name}`, [{ name: `Daily ${name}` }])),
  );
  families = { early: early!, silent: silent!, late: late!, going: going!, waiting: waiting! };
  await adminDb()
    .collection('bookingHealth')
    .doc(`${eventId}~${families.going.familyId}`)
    .set({
      eventId,
      familyId: families.going.familyId,
      members: { [families.going.memberIds[0]!]: { diets: ['nut-allergy'], otherDiet: '' } },
      guests: [],
      deleteAt: Timestamp.fromMillis(healthDeleteAtMs(EVENT_DATE)),
    });
});

describe('the daily job over 73 days', () => {
  it(
    'reminds each family that has not answered once per configured day, the going the day before, and deletes diets on time',
    { timeout: 300_000 },
    async () => {
      // The reminders are counted here: on this file's own project no trigger delivers them.
      const sentOn: Record<string, string[]> = {};
      const healthDeletedOn: string[] = [];
      let day = '2027-08-01';
      while (day <= '2027-10-12') {
        if (day === '2027-08-10') {
          await answer(families.early.familyId, 'going', families.early.memberIds);
          await answer(families.going.familyId, 'going', families.going.memberIds);
          await answer(families.waiting.familyId, 'waiting', families.waiting.memberIds);
        }
        // Answers after the first reminder (7 days before 1 September is 25 August).
        if (day === '2027-08-27') await answer(families.late.familyId, 'not-coming', []);
        const report = await runDailyJob({ ...clockFor(day), siteUrl: SITE }, STEPS);
        expect(report.steps.bookingReminders, day).not.toHaveProperty('error');
        const deleted = (report.steps.bookingHealthRetention as { deleted: number }).deleted;
        if (deleted > 0) healthDeletedOn.push(day);
        for (const [name, family] of Object.entries(families)) {
          const count = (await emailsOf(family.familyId)).length;
          const before = (sentOn[name] ?? []).length;
          for (let i = before; i < count; i += 1) (sentOn[name] ??= []).push(day);
        }
        day = addDays(day, 1);
      }
      // 7 and 2 days before bookings close on 1 September; nothing after answering; the day before the event to the going.
      expect(sentOn).toEqual({
        silent: ['2027-08-25', '2027-08-30'],
        late: ['2027-08-25'],
        // The day before the event: every family going; nothing to the waiting.
        early: ['2027-09-10'],
        going: ['2027-09-10'],
      });
      const [eve] = await emailsOf(families.going.familyId);
      expect(eve).toMatchObject({
        subject: 'Tomorrow: Onam Celebration',
        // The event for the calendar, and the household pass for the door.
        attachments: [
          { contentType: 'text/calendar; charset=utf-8' },
          { contentType: 'image/png', encoding: 'base64', cid: 'household-pass@edma' },
        ],
      });
      expect(eve!.attachments[0].content).toContain('BEGIN:VEVENT');
      expect(eve!.message).toContain(`${SITE}/calendar/${eventId}`);
      // Dietary details go on the run of 11 October (30 days after the event), and only then.
      expect(healthDeletedOn).toContain('2027-10-11');
      expect((await adminDb().collection('bookingHealth').doc(`${eventId}~${families.going.familyId}`).get()).exists).toBe(false);
      expect(BOOKINGS_API.save.path).toBe('/api/bookings/save');
    },
  );

  it('sends nothing twice when a run dies midway and runs again, or two runs overlap', { timeout: 120_000 }, async () => {
    const committee = await committeeMember('daily2');
    const id = await eventWithBookings(committee.token, SETTINGS, EVENT_DATE);
    const quiet = await Promise.all([1, 2, 3, 4].map((i) => approvedFamily(`rerun${i}`, [{ name: `Rerun ${i}` }])));
    // The first run died after queueing the reminders of two of the four families.
    const event = { id, date: EVENT_DATE, title: 'Onam Celebration', location: 'Seaton Town Hall', startTime: '12:00', description: '' };
    for (const family of quiet.slice(0, 2)) {
      await queueServiceEmailsOnce(`booking-reminder.${id}.${family.familyId}.7d`, [family.email], {
        ...closingReminderEmail(event, SETTINGS.closes, SITE),
        name: 'Booking reminder',
        familyId: family.familyId,
      });
    }
    const clock = { ...clockFor('2027-08-25'), siteUrl: SITE };
    await Promise.all([runDailyJob(clock, STEPS), runDailyJob(clock, STEPS)]);
    await runDailyJob(clock, STEPS);
    for (const family of quiet) {
      const emails = (await adminDb().collection('contactMessages').where('familyId', '==', family.familyId).get()).docs;
      // Other tests' events may remind the same families: only this event's reminders count here.
      const forThisEvent = emails.map((doc) => doc.get('key') as string).filter((key) => key.includes(`.${id}.`));
      expect(forThisEvent, family.email).toEqual([`booking-reminder.${id}.${family.familyId}.7d`]);
    }
  });
});
