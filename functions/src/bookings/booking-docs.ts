import type { AgeBand, BookingSettings, BookingStatus, Diet } from '@edma/contract/bookings';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase/admin.ts';

/** `bookingEvents/{eventId}`: an event's booking settings and its place count (every booking change locks it). */
export interface BookingEventDoc {
  settings: BookingSettings;
  /** People holding places (bookings going). Never above settings.capacity. */
  placesTaken: number;
  /** The last waiting-list number given: a family that starts waiting gets the next one. */
  waitSeq: number;
  updatedAt?: Timestamp;
  updatedBy?: string;
}

/**
 * `bookings/{eventId}~{familyId}`: a family's answer for an event. People are member ids and age
 * bands, never names (read from the family at display time, so an erased family leaves no name
 * here); dietary needs are apart, in `bookingHealth`.
 */
export interface BookingDoc {
  eventId: string;
  familyId: string;
  status: BookingStatus;
  members: { memberId: string; band: AgeBand; meal: string }[];
  guests: { band: AgeBand; meal: string }[];
  note: string;
  /** People counted against capacity (or waiting for places). */
  people: number;
  amountPence: number;
  reference: string | null;
  paid: boolean;
  arrived: boolean;
  /** Place in the waiting list while waiting (lower: earlier). */
  waitSeq: number | null;
  /** Goes up by one with every change: a form filled from an older version is refused. */
  version: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** `bookingHealth/{bookingId}`: dietary needs (health data), deleted DIET_RETENTION_DAYS after the event; `deleteAt` is the TTL backstop. */
export interface BookingHealthDoc {
  eventId: string;
  familyId: string;
  members: Record<string, { diets: Diet[]; otherDiet: string }>;
  guests: { diets: Diet[]; otherDiet: string }[];
  deleteAt: Timestamp;
}

/** `bankReferences/{reference}`: each reference given once, whatever it pays for. */
export interface BankReferenceDoc {
  kind: 'booking' | 'dues';
  target: string;
}

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
