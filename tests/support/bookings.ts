import { BOOKINGS_API, type BookingSettings, type SaveBooking } from '@edma/contract/bookings';
import { CALENDAR_API } from '@edma/contract/calendar';
import { msToUkWallTime } from '@edma/contract/london-time';
import { FieldValue } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { adminDb } from './admin.ts';
import { googleSignIn } from './auth-tokens.ts';
import { uniqueGmail } from './test-data.ts';
import { callEndpoint } from './call-endpoint.ts';

/**
 * An approved family written straight into Firestore (registration has its own tests; these are
 * about what a family does once approved), with its head signed in with Google.
 */
export async function approvedFamily(prefix: string, people: { name: string; dob?: string }[] = [{ name: 'Head Person' }]) {
  const email = uniqueGmail(prefix);
  const db = adminDb();
  const family = db.collection('families').doc();
  const batch = db.batch();
  batch.set(family, {
    house_no: '1',
    address_line: 'Harbour Road',
    location: 'Seaton',
    postal_code: 'EX12 2AA',
    membership_type: 'Gold',
    member_emails: [email],
    approval: 'approved',
    created_at: FieldValue.serverTimestamp(),
  });
  const memberIds: string[] = [];
  people.forEach((person, order) => {
    const member = family.collection('members').doc();
    memberIds.push(member.id);
    batch.set(member, {
      name: person.name,
      email: order === 0 ? email : '',
      phone: '',
      dob: person.dob ?? null,
      photo_path: null,
      photo_public: false,
      order,
    });
  });
  batch.set(db.collection('memberEmails').doc(createHash('sha256').update(email).digest('hex')), { email, familyId: family.id });
  await batch.commit();
  const { token, uid } = await googleSignIn(email);
  return { familyId: family.id, email, token, uid, memberIds };
}

const ukNow = (offsetMs: number) => msToUkWallTime(Date.now() + offsetMs);
const DAY = 86_400_000;

/** Booking settings open now (for a day), with two meals and prices. */
export function openSettings(overrides: Partial<BookingSettings> = {}): BookingSettings {
  return {
    enabled: true,
    opens: ukNow(-DAY),
    closes: ukNow(DAY),
    capacity: 100,
    meals: ['Veg sadhya', 'Non-veg'],
    prices: { under5: 0, child: 500, adult: 1200 },
    guestsPerFamily: 2,
    payment: 'bank-transfer',
    reminderDays: [7, 2],
    ...overrides,
  };
}

/** A calendar event (added by the committee) with bookings on. Answers its id. */
export async function eventWithBookings(committeeToken: string, settings: BookingSettings = openSettings(), date = '2027-09-11') {
  const added = await callEndpoint(
    CALENDAR_API.add,
    { date, title: 'Onam Celebration', location: 'Seaton Town Hall', startTime: '12:00' },
    { token: committeeToken },
  );
  if (added.status !== 200) throw new Error(`Adding an event: HTTP ${added.status} ${JSON.stringify(added.body)}`);
  const eventId = added.body.id!;
  const set = await callEndpoint(BOOKINGS_API.settings, { eventId, settings }, { token: committeeToken });
  if (set.status !== 200) throw new Error(`Booking settings: HTTP ${set.status} ${JSON.stringify(set.body)}`);
  return eventId;
}

/** A family's answer: everyone listed going, with the first meal. */
export function goingAnswer(eventId: string, memberIds: string[], extra: Partial<SaveBooking> = {}): SaveBooking {
  return {
    eventId,
    answer: 'going',
    members: memberIds.map((memberId) => ({ memberId, meal: 'Veg sadhya' })),
    guests: [],
    note: '',
    version: 0,
    ...extra,
  };
}

export const saveBooking = (answer: SaveBooking, token: string) => callEndpoint(BOOKINGS_API.save, answer, { token });

export const committeeBookings = (eventId: string, token: string) => callEndpoint(BOOKINGS_API.committeeList, { eventId }, { token });
