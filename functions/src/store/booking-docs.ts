import { BOOKING_STATUSES, bookingSettingsSchema, DIETS, saveKeySchema } from '@edma/contract/bookings';
import { AGE_BANDS } from '@edma/contract/age-bands';
import { contentIdSchema, familyIdSchema } from '@edma/contract/ids';
import { REFERENCE_ALPHABET } from '@edma/contract/money';
import { penceSchema } from '@edma/contract/pence-schema';
import { z } from 'zod';
import { doorPersonSchema } from '@edma/contract/door';
import { db } from './admin.ts';
import { actorSchema, countSchema, docIdSchema, timestampSchema } from './stored-fields.ts';

/** `bookingEvents/{eventId}`: an event's booking settings and its place count (every booking change locks it). */
export const bookingEventDocSchema = z.object({
  settings: bookingSettingsSchema,
  /** People holding places (bookings going). Never above settings.capacity. */
  placesTaken: countSchema,
  /** The last waiting-list number given: a family that starts waiting gets the next one. */
  waitSeq: countSchema,
  /** When and by whom the settings were last saved. */
  updatedAt: timestampSchema,
  updatedBy: actorSchema,
});
export type BookingEventDoc = z.output<typeof bookingEventDocSchema>;

/** A booking's reference: `EDMA-B27-7KQ4` (the event's year), reserved in bankReferences. */
const BOOKING_REFERENCE = new RegExp(`^EDMA-B\\d{2}-[${REFERENCE_ALPHABET}]{4}$`);

/**
 * `bookings/{eventId}~{familyId}`: a family's answer for an event. People are member ids and age
 * bands, never names (read from the family at display time, so an erased family leaves no name
 * here); dietary needs are apart, in `bookingHealth`. A paid booking of an erased family is kept
 * for the accounts with `erased` set and its member ids and note emptied.
 */
export const bookingDocSchema = z.object({
  eventId: contentIdSchema,
  familyId: familyIdSchema,
  status: z.enum(BOOKING_STATUSES),
  members: z.array(z.object({ memberId: z.union([docIdSchema, z.literal('')]), band: z.enum(AGE_BANDS), meal: z.string() })),
  guests: z.array(z.object({ band: z.enum(AGE_BANDS), meal: z.string() })),
  note: z.string(),
  /** People counted against capacity (or waiting for places). */
  people: countSchema,
  amountPence: penceSchema,
  reference: z.string().regex(BOOKING_REFERENCE, { message: 'Not a booking reference.' }).nullable(),
  paid: z.boolean(),
  arrived: z.boolean(),
  /** Place in the waiting list while waiting (lower: earlier). */
  waitSeq: countSchema.nullable(),
  /** Goes up by one with every change: a form filled from an older version is refused. */
  version: z.number().int().min(1),
  /** The page's key of the save that made this version: the same save sent again is answered, not applied. */
  saveKey: saveKeySchema.nullable().optional(),
  /** What the family's last email about it said (bookingToldKey): a save that would say it again emails nobody. */
  emailed: z.string().nullable().optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  erased: z.literal(true).optional(),
  /** Its people's ticks at the door, from every phone (contract/src/door.ts), each id once; `by`: the volunteer's uid. */
  doorTicks: z
    .array(z.object({ id: z.string(), person: doorPersonSchema, in: z.boolean(), atMs: z.number().int(), by: z.string() }))
    .optional(),
});
export type BookingDoc = z.output<typeof bookingDocSchema>;

const healthNeedsSchema = z.object({ diets: z.array(z.enum(DIETS)), otherDiet: z.string() });

/** `bookingHealth/{bookingId}`: dietary needs (health data), deleted DIET_RETENTION_DAYS after the event; `deleteAt` is the TTL backstop. */
export const bookingHealthDocSchema = z.object({
  eventId: contentIdSchema,
  familyId: familyIdSchema,
  members: z.record(docIdSchema, healthNeedsSchema),
  guests: z.array(healthNeedsSchema),
  deleteAt: timestampSchema,
});
export type BookingHealthDoc = z.output<typeof bookingHealthDocSchema>;

/** `bankReferences/{reference}`: each reference given once, whatever it pays for (`target`: the booking's or the dues' id). */
export const bankReferenceDocSchema = z.object({
  kind: z.enum(['booking', 'dues']),
  target: z.string().regex(/^[^~/]+~[^~/]+$/, { message: 'Not a booking or dues id.' }),
});
export type BankReferenceDoc = z.output<typeof bankReferenceDocSchema>;

export const BOOKING_EVENTS = 'bookingEvents';
export const BOOKINGS = 'bookings';
export const BOOKING_HEALTH = 'bookingHealth';
export const BANK_REFERENCES = 'bankReferences';

export const bookingId = (eventId: string, familyId: string) => `${eventId}~${familyId}`;
export const bookingEventRef = (eventId: string) => db().collection(BOOKING_EVENTS).doc(eventId);
export const bookingRef = (eventId: string, familyId: string) => db().collection(BOOKINGS).doc(bookingId(eventId, familyId));
export const bookingHealthRef = (eventId: string, familyId: string) => db().collection(BOOKING_HEALTH).doc(bookingId(eventId, familyId));
export const bankReferenceRef = (reference: string) => db().collection(BANK_REFERENCES).doc(reference);

/** The families waiting for places at an event, first in line first. */
export const waitingList = (eventId: string) =>
  db().collection(BOOKINGS).where('eventId', '==', eventId).where('status', '==', 'waiting').orderBy('waitSeq');
