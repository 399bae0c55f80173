import { associationToday } from '@edma/contract/dates';
import { BOOKING_TEXTS, BOOKINGS_API, type CommitteeBooking, type PublicBooking } from '@edma/contract/bookings';
import { ageBandOn } from '@edma/contract/age-bands';
import { bookingTotals } from '@edma/contract/booking-totals';
import { doorSummary } from '@edma/contract/door';
import { householdPassText } from '@edma/contract/household-pass';
import { ticksOf, walkInsOf } from '../door-records.ts';
import { readContent } from '../../content/content-doc.ts';
import { EVENTS_CONTENT } from '../../store/content-kinds.ts';
import { familyOfCaller } from '../../families/family-access.ts';
import { FAMILIES, familyRef, MEMBERS, membersOf, type FamilyDoc, type MemberDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import {
  BOOKINGS,
  bookingEventRef,
  bookingHealthRef,
  bookingRef,
  BOOKING_HEALTH,
  type BookingDoc,
  type BookingEventDoc,
  type BookingHealthDoc,
} from '../../store/booking-docs.ts';
import { bookingWindow } from '../booking-rules.ts';
import { calendarEvent, bookingView } from '../booking-views.ts';

async function bookingEvent(eventId: string): Promise<BookingEventDoc> {
  const snapshot = await bookingEventRef(eventId).get();
  const doc = snapshot.data() as BookingEventDoc | undefined;
  if (!doc?.settings.enabled) throw notFound(BOOKING_TEXTS.noBookings);
  return doc;
}

function publicBooking(eventId: string, doc: BookingEventDoc, nowMs: number): PublicBooking {
  const { settings } = doc;
  return {
    eventId,
    window: bookingWindow(settings, nowMs),
    opens: settings.opens,
    closes: settings.closes,
    meals: settings.meals,
    prices: settings.prices,
    guestsPerFamily: settings.guestsPerFamily,
    payment: settings.payment,
    placesLeft: Math.max(0, settings.capacity - doc.placesTaken),
  };
}

/** GET bookings/event?eventId=: an event's booking terms, for anyone. */
export const getEventBooking: EndpointHandler<typeof BOOKINGS_API.event, 'public'> = async ({ eventId }) => {
  await calendarEvent(eventId);
  // Most events take no bookings: that is an answer about the event, not a missing page (no 404 in every visitor's console).
  const doc = (await bookingEventRef(eventId).get()).data() as BookingEventDoc | undefined;
  return { success: true, booking: doc?.settings.enabled ? publicBooking(eventId, doc, Date.now()) : null };
};

/** GET bookings/mine?eventId=: the caller's family's people (with their band on the day) and its answer. */
export const getMyBooking: EndpointHandler<typeof BOOKINGS_API.mine, 'my-family'> = async ({ eventId }, { caller }) => {
  const { familyId } = caller;
  const event = await calendarEvent(eventId);
  const [terms, familySnap, membersSnap, bookingSnap, healthSnap] = await Promise.all([
    bookingEvent(eventId),
    familyRef(familyId).get(),
    membersOf(familyId).orderBy('order').get(),
    bookingRef(eventId, familyId).get(),
    bookingHealthRef(eventId, familyId).get(),
  ]);
  familyOfCaller(familySnap, caller);
  const members = new Map(membersSnap.docs.map((doc) => [doc.id, doc.data() as MemberDoc]));
  const booking = bookingSnap.data() as BookingDoc | undefined;
  return {
    success: true,
    booking: publicBooking(eventId, terms, Date.now()),
    members: membersSnap.docs.map((doc) => {
      const member = doc.data() as MemberDoc;
      return { memberId: doc.id, name: member.name, band: ageBandOn(member.dob, event.date) };
    }),
    answer: booking ? await bookingView(booking, healthSnap.data() as BookingHealthDoc | undefined, members) : null,
    pass: booking?.status === 'going' ? householdPassText(eventId, familyId) : null,
  };
};

/** GET bookings/upcoming: the caller's family's places at events from today on, soonest first, each with its household pass. */
export const getUpcomingBookings: EndpointHandler<typeof BOOKINGS_API.upcoming, 'my-family'> = async (_input, { caller }) => {
  const { familyId } = caller;
  const today = associationToday();
  const [going, events] = await Promise.all([
    db().collection(BOOKINGS).where('familyId', '==', familyId).where('status', '==', 'going').get(),
    readContent(db(), EVENTS_CONTENT),
  ]);
  const byId = new Map(events.data.events.map((event) => [event.id, event]));
  const bookings = going.docs.flatMap((doc) => {
    const booking = doc.data() as BookingDoc;
    const event = byId.get(booking.eventId);
    if (!event || event.date < today) return [];
    return [
      {
        eventId: event.id,
        title: event.title,
        date: event.date,
        people: booking.people,
        reference: booking.amountPence > 0 ? booking.reference : null,
        pass: householdPassText(event.id, familyId),
      },
    ];
  });
  return { success: true, bookings: bookings.sort((a, b) => a.date.localeCompare(b.date)) };
};

type FamilyNames = Map<string, { name: string; town: string; members: Map<string, MemberDoc> }>;

async function readApprovedFamilies(): Promise<FamilyNames> {
  const [families, members] = await Promise.all([db().collection(FAMILIES).get(), db().collectionGroup(MEMBERS).get()]);
  const byFamily = new Map<string, Map<string, MemberDoc>>();
  for (const doc of members.docs) {
    const familyId = doc.ref.parent.parent?.id;
    if (!familyId) continue;
    if (!byFamily.has(familyId)) byFamily.set(familyId, new Map());
    byFamily.get(familyId)!.set(doc.id, doc.data() as MemberDoc);
  }
  const result: FamilyNames = new Map();
  for (const doc of families.docs) {
    const family = doc.data() as FamilyDoc;
    if ((family.approval ?? 'approved') !== 'approved') continue;
    const people = byFamily.get(doc.id) ?? new Map<string, MemberDoc>();
    const head = [...people.values()].sort((a, b) => a.order - b.order)[0];
    // Older or partial records may lack a town: the console's answer must still hold one.
    result.set(doc.id, { name: head?.name ?? 'Family', town: family.location ?? '', members: people });
  }
  return result;
}

/**
 * How long an instance reuses its read of every family's names: the console's live totals poll
 * every second, and names change far less often than bookings (a family approved meanwhile joins
 * "not answered" within this time).
 */
export const FAMILY_NAMES_TTL_MS = 15_000;
let familyNames: { atMs: number; value: Promise<FamilyNames> } | null = null;

/** Every approved family with its head's name and town (the committee's lists), shared by concurrent polls. */
function approvedFamilies(nowMs = Date.now(), fresh = false): Promise<FamilyNames> {
  if (fresh || !familyNames || nowMs - familyNames.atMs > FAMILY_NAMES_TTL_MS) {
    const value = readApprovedFamilies();
    familyNames = { atMs: nowMs, value };
    // A failed read is not kept.
    value.catch(() => {
      if (familyNames?.value === value) familyNames = null;
    });
  }
  return familyNames.value;
}

/** GET committee/bookings?eventId=: totals, every answer and who has not answered, for the console. */
export const listEventBookings: EndpointHandler<typeof BOOKINGS_API.committeeList, 'committee'> = async ({ eventId }) => {
  await calendarEvent(eventId);
  const [eventSnap, bookings, health, cachedNames, walkIns] = await Promise.all([
    bookingEventRef(eventId).get(),
    db().collection(BOOKINGS).where('eventId', '==', eventId).get(),
    db().collection(BOOKING_HEALTH).where('eventId', '==', eventId).get(),
    approvedFamilies(),
    walkInsOf(eventId),
  ]);
  // A family that booked since the names were read: read them again now (an erased family's
  // anonymised booking would ask every time, hence at most once a second).
  const unknown = bookings.docs.some((doc) => !cachedNames.has((doc.data() as BookingDoc).familyId));
  const families = unknown && Date.now() - (familyNames?.atMs ?? 0) > 1000 ? await approvedFamilies(Date.now(), true) : cachedNames;
  const terms = eventSnap.data() as BookingEventDoc | undefined;
  const healthOf = new Map(health.docs.map((doc) => [doc.id, doc.data() as BookingHealthDoc]));
  const answered = new Set<string>();
  const list: CommitteeBooking[] = [];
  for (const doc of bookings.docs) {
    const booking = doc.data() as BookingDoc;
    answered.add(booking.familyId);
    const family = families.get(booking.familyId);
    const view = await bookingView(booking, healthOf.get(doc.id), family?.members ?? new Map());
    list.push({
      ...view,
      familyId: booking.familyId,
      familyName: family?.name ?? 'Former family',
      town: family?.town ?? '',
      arrived: booking.arrived,
    });
  }
  list.sort((a, b) => a.familyName.localeCompare(b.familyName));
  const notAnswered = [...families]
    .filter(([id]) => !answered.has(id))
    .map(([familyId, f]) => ({ familyId, familyName: f.name, town: f.town }))
    .sort((a, b) => a.familyName.localeCompare(b.familyName));
  const settings = terms?.settings ?? null;
  return {
    success: true,
    eventId,
    settings,
    window: settings ? bookingWindow(settings, Date.now()) : 'not-open',
    totals: bookingTotals(list, { meals: settings?.meals ?? [], capacity: settings?.capacity ?? 0, notAnswered: notAnswered.length }),
    bookings: list,
    notAnswered,
    door: doorSummary(
      bookings.docs.flatMap((doc) => ticksOf(doc.data() as BookingDoc)),
      walkIns,
    ),
  };
};

/** GET committee/bookings/events: every calendar event, with its bookings' state. */
export const listBookingEvents: EndpointHandler<typeof BOOKINGS_API.committeeEvents, 'committee'> = async () => {
  const [{ data }, terms] = await Promise.all([readContent(db(), EVENTS_CONTENT), db().collection('bookingEvents').get()]);
  const byEvent = new Map(terms.docs.map((doc) => [doc.id, doc.data() as BookingEventDoc]));
  return {
    success: true,
    events: data.events.map((event) => {
      const doc = byEvent.get(event.id);
      return {
        eventId: event.id,
        title: event.title,
        date: event.date,
        enabled: doc?.settings.enabled ?? false,
        placesTaken: doc?.placesTaken ?? 0,
        capacity: doc?.settings.capacity ?? 0,
      };
    }),
  };
};
