import { z } from 'zod';
import { doorSummarySchema } from './door.ts';
import { resultSchema } from './api-result.ts';
import { AGE_BANDS } from './age-bands.ts';
import { isRealIsoDate } from './dates.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema, familyIdSchema } from './ids.ts';
import { MAX_MEMBERS_PER_FAMILY } from './limits.ts';
import { penceSchema } from './pence-schema.ts';

/*
 * Event bookings: the committee turns bookings on for a calendar event; each approved family answers
 * once for its household (going, with who and what they eat, or not coming); places are given in
 * order and never beyond capacity, the rest wait in line.
 */

/** Dietary needs (health data: kept apart, shown only to the family and the committee, deleted after the event). */
export const DIETS = ['vegetarian', 'vegan', 'gluten-free', 'nut-allergy'] as const;
export type Diet = (typeof DIETS)[number];
export const DIET_LABELS: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'nut-allergy': 'Nut allergy',
};
/** Health details are deleted this many days after their event (by the daily job; a TTL field as a backstop). */
export const DIET_RETENTION_DAYS = 30;

export const MAX_GUESTS = 20;
export const MAX_CAPACITY = 5000;
export const MAX_MEALS = 6;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters.` })
    // Control characters break emails and exports alike (a tab or line break is not part of one line either).
    .refine((v) => !/\p{Cc}/u.test(v), { message: `${label} cannot contain control characters.` });

/** A UK date and time (a booking window's ends). */
export const ukMomentSchema = z.object({
  date: z.string().refine(isRealIsoDate, { message: 'Enter a date.' }),
  time: z.string().regex(HH_MM, { message: 'Enter a time such as 18:00.' }),
});
export type UkMoment = z.output<typeof ukMomentSchema>;

export const pricesSchema = z.object({ under5: penceSchema, child: penceSchema, adult: penceSchema });
export type Prices = z.output<typeof pricesSchema>;

/** What the committee sets on an event to take bookings. */
export const bookingSettingsSchema = z
  .object({
    enabled: z.boolean(),
    opens: ukMomentSchema,
    closes: ukMomentSchema,
    capacity: z
      .number({ message: 'Enter the number of places.' })
      .int({ message: 'Places are a whole number.' })
      .min(1, { message: 'There must be at least 1 place.' })
      .max(MAX_CAPACITY, { message: `At most ${MAX_CAPACITY} places.` }),
    meals: z
      .array(line('A meal option', 40).pipe(z.string().min(1, { message: 'A meal option cannot be empty.' })))
      .min(1, { message: 'Give at least one meal option.' })
      .max(MAX_MEALS, { message: `At most ${MAX_MEALS} meal options.` })
      .refine((meals) => new Set(meals).size === meals.length, { message: 'Each meal option must be different.' }),
    prices: pricesSchema,
    guestsPerFamily: z
      .number({ message: 'Enter how many guests a family may bring.' })
      .int({ message: 'Guests are a whole number.' })
      .min(0, { message: 'Guests cannot be negative.' })
      .max(MAX_GUESTS, { message: `At most ${MAX_GUESTS} guests per family.` }),
    payment: z.enum(['none', 'bank-transfer'], { message: 'Choose how families pay.' }),
    /** Days before bookings close on which families that have not answered are reminded. */
    reminderDays: z
      .array(
        z
          .number()
          .int()
          .min(1, { message: 'A reminder is at least 1 day before.' })
          .max(60, { message: 'A reminder is at most 60 days before.' }),
      )
      .max(4, { message: 'At most 4 reminders.' })
      .default([7, 2]),
  })
  .refine((s) => `${s.opens.date} ${s.opens.time}` < `${s.closes.date} ${s.closes.time}`, {
    message: 'Bookings must close after they open.',
    path: ['closes'],
  });
export type BookingSettings = z.output<typeof bookingSettingsSchema>;

/** One person going: a member of the family, or a guest by age band. */
const dietFields = {
  diets: z
    .array(z.enum(DIETS, { message: 'Not a dietary need.' }))
    .max(DIETS.length)
    .default([]),
  otherDiet: line('Other dietary needs', 100).default(''),
};
export const bookedMemberSchema = z.object({ memberId: z.string().min(1).max(100), meal: z.string().max(40), ...dietFields });
export const bookedGuestSchema = z.object({
  band: z.enum(AGE_BANDS, { message: 'Not an age band.' }),
  meal: z.string().max(40),
  ...dietFields,
});
export type BookedMember = z.output<typeof bookedMemberSchema>;
export type BookedGuest = z.output<typeof bookedGuestSchema>;

/** POST save: the family's answer. `version` is the booking's version the form was filled from (0: none yet). */
/** A page's key for one save (see saveBookingSchema.saveKey). */
export const saveKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Not a valid save key.' });

export const saveBookingSchema = z
  .object({
    eventId: contentIdSchema,
    answer: z.enum(['going', 'not-coming'], { message: 'Say whether you are coming.' }),
    members: z.array(bookedMemberSchema).max(MAX_MEMBERS_PER_FAMILY).default([]),
    guests: z
      .array(bookedGuestSchema)
      .max(MAX_GUESTS, { message: `At most ${MAX_GUESTS} guests.` })
      .default([]),
    note: line('The note', 500).default(''),
    version: z.number().int().min(0).max(1_000_000),
    /**
     * Made by the page once per save and sent again with its retries: a save that arrived although
     * its answer was lost is answered again, not applied twice (nor refused as stale).
     */
    saveKey: saveKeySchema.optional(),
  })
  .refine((b) => b.answer === 'not-coming' || b.members.length + b.guests.length > 0, {
    message: 'Tick at least one person who is coming.',
    path: ['members'],
  })
  .refine((b) => new Set(b.members.map((m) => m.memberId)).size === b.members.length, {
    message: 'A person is ticked twice.',
    path: ['members'],
  });
export type SaveBooking = z.input<typeof saveBookingSchema>;

export const BOOKING_STATUSES = ['going', 'waiting', 'not-coming'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Whether bookings are taken now. */
export type BookingWindow = 'not-open' | 'open' | 'closed';

/** What anyone may know of an event's bookings (no names, no numbers of families). */
export const publicBookingSchema = z.object({
  eventId: z.string(),
  window: z.enum(['not-open', 'open', 'closed']),
  opens: ukMomentSchema,
  closes: ukMomentSchema,
  meals: z.array(z.string()),
  prices: pricesSchema,
  guestsPerFamily: z.number(),
  payment: z.enum(['none', 'bank-transfer']),
  /** Places not taken yet (0: new bookings wait in line). */
  placesLeft: z.number(),
});
export type PublicBooking = z.output<typeof publicBookingSchema>;

const personViewSchema = z.object({ meal: z.string(), diets: z.array(z.enum(DIETS)), otherDiet: z.string() });
export const bookingViewSchema = z.object({
  status: z.enum(['going', 'waiting', 'not-coming']),
  members: z.array(personViewSchema.extend({ memberId: z.string(), name: z.string(), band: z.enum(AGE_BANDS) })),
  guests: z.array(personViewSchema.extend({ band: z.enum(AGE_BANDS) })),
  note: z.string(),
  /** People counted against capacity (members and guests). */
  people: z.number(),
  /** 1 for the first in line; null unless waiting. */
  waitingPosition: z.number().nullable(),
  amountPence: z.number(),
  /** The bank reference to quote, when the event is paid by bank transfer and something is due. */
  reference: z.string().nullable(),
  paid: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
  /** The key of the save that made this version (null: none sent), so a page can tell its own save arrived. */
  saveKey: z.string().nullable().optional(),
});
export type BookingView = z.output<typeof bookingViewSchema>;

/** GET mine: the event's booking terms, the family's people with their band, and its answer (null: none yet). */
export const myBookingResponseSchema = z.object({
  success: z.literal(true),
  booking: publicBookingSchema,
  members: z.array(z.object({ memberId: z.string(), name: z.string(), band: z.enum(AGE_BANDS) })),
  answer: bookingViewSchema.nullable(),
  /** While the family is going: its household pass, the text of the QR code shown at the door (household-pass.ts). */
  pass: z.string().nullable().optional(),
});

export const saveBookingResponseSchema = resultSchema.extend({ answer: bookingViewSchema });

/** A family's booking as the committee sees it. */
export const committeeBookingSchema = bookingViewSchema.extend({
  familyId: z.string(),
  familyName: z.string(),
  town: z.string(),
  arrived: z.boolean(),
});
export type CommitteeBooking = z.output<typeof committeeBookingSchema>;

export const bookingTotalsSchema = z.object({
  people: z.record(z.enum(AGE_BANDS), z.number()),
  meals: z.record(z.string(), z.number()),
  diets: z.record(z.string(), z.number()),
  families: z.object({ going: z.number(), waiting: z.number(), notComing: z.number(), notAnswered: z.number() }),
  placesTaken: z.number(),
  capacity: z.number(),
  waitingPeople: z.number(),
});
export type BookingTotals = z.output<typeof bookingTotalsSchema>;

export const committeeBookingsResponseSchema = z.object({
  success: z.literal(true),
  eventId: z.string(),
  settings: bookingSettingsSchema.nullable(),
  window: z.enum(['not-open', 'open', 'closed']),
  totals: bookingTotalsSchema,
  bookings: z.array(committeeBookingSchema),
  notAnswered: z.array(z.object({ familyId: z.string(), familyName: z.string(), town: z.string() })),
  /** On the day: who the door phones have let in, and the cash taken for walk-ins. */
  door: doorSummarySchema,
});

export const bookingEventsResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(
    z.object({
      eventId: z.string(),
      title: z.string(),
      date: z.string(),
      enabled: z.boolean(),
      placesTaken: z.number(),
      capacity: z.number(),
    }),
  ),
});

export const BOOKING_PATHS = {
  event: '/api/bookings/event',
  mine: '/api/bookings/mine',
  upcoming: '/api/bookings/upcoming',
  save: '/api/bookings/save',
  committeeEvents: '/api/committee/bookings/events',
  committeeList: '/api/committee/bookings',
  settings: '/api/committee/bookings/settings',
  paid: '/api/committee/bookings/paid',
  arrived: '/api/committee/bookings/arrived',
} as const;

const eventOnly = z.object({ eventId: contentIdSchema });

export const BOOKINGS_API = {
  /** Public: the booking terms of an event, and whether it is open; `null` for an event without bookings. */
  event: endpoint({
    method: 'GET',
    path: BOOKING_PATHS.event,
    request: eventOnly,
    response: z.object({ success: z.literal(true), booking: publicBookingSchema.nullable() }),
  }),
  mine: endpoint({
    method: 'GET',
    path: BOOKING_PATHS.mine,
    request: eventOnly,
    response: myBookingResponseSchema,
  }),
  save: endpoint({ method: 'POST', path: BOOKING_PATHS.save, request: saveBookingSchema, response: saveBookingResponseSchema }),
  /** The caller's family's places at events to come, each with its household pass (the dashboard). */
  upcoming: endpoint({
    method: 'GET',
    path: BOOKING_PATHS.upcoming,
    request: z.object({}),
    response: z.object({
      success: z.literal(true),
      bookings: z.array(
        z.object({
          eventId: z.string(),
          title: z.string(),
          date: z.string(),
          people: z.number(),
          reference: z.string().nullable(),
          pass: z.string(),
        }),
      ),
    }),
  }),
  committeeEvents: endpoint({
    method: 'GET',
    path: BOOKING_PATHS.committeeEvents,
    request: z.object({}),
    response: bookingEventsResponseSchema,
  }),
  committeeList: endpoint({
    method: 'GET',
    path: BOOKING_PATHS.committeeList,
    request: eventOnly,
    response: committeeBookingsResponseSchema,
  }),
  settings: endpoint({
    method: 'POST',
    path: BOOKING_PATHS.settings,
    request: z.object({ eventId: contentIdSchema, settings: bookingSettingsSchema }),
    response: resultSchema,
  }),
  paid: endpoint({
    method: 'POST',
    path: BOOKING_PATHS.paid,
    request: z.object({ eventId: contentIdSchema, familyId: familyIdSchema, paid: z.boolean() }),
    response: resultSchema,
  }),
  arrived: endpoint({
    method: 'POST',
    path: BOOKING_PATHS.arrived,
    request: z.object({ eventId: contentIdSchema, familyId: familyIdSchema, arrived: z.boolean() }),
    response: resultSchema,
  }),
};

/** Texts both sides print. */
export const BOOKING_TEXTS = {
  notOpen: 'Bookings for this event are not open yet.',
  closed: 'Bookings for this event are closed.',
  noBookings: 'This event does not take bookings.',
  eventNotFound: 'This event no longer exists.',
  stale:
    'Your booking was changed meanwhile (perhaps by someone else in your family). It has been read again: check it and save once more.',
  tooManyGuests: (max: number) => (max === 0 ? 'This event does not take guests.' : `At most ${max} guests per family.`),
  notInFamily: 'A ticked person is not in your family.',
  unknownMeal: 'Choose a meal from the list for each person.',
  notApproved: 'Your family can book once the committee has approved its registration.',
  saved: {
    going: 'Your booking is saved.',
    waiting: 'The event is full: you are on the waiting list.',
    'not-coming': 'Thank you: we have noted that you are not coming.',
  },
} as const;
