import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { AGE_BANDS } from './age-bands.ts';
import { contentIdSchema, familyIdSchema } from './ids.ts';
import { penceSchema } from './pence-schema.ts';

/*
 * The door on the day: each person of a booked household ticked in as they arrive, by one or more
 * phones that may be offline. A tick is an event with its own id, never a toggle that overwrites:
 * phones keep their ticks, send them when the connection returns, and everyone's ticks together
 * (the union, each id once) say who is in.
 */

/** Most ticks one sync carries: a phone offline for a whole evening at a village hall holds fewer. */
export const MAX_TICKS_PER_SYNC = 500;

/** A person of a booking: a member (`m:` and their member id) or its n-th guest (`g:` and the index). */
export const doorPersonSchema = z.string().regex(/^(m:[A-Za-z0-9_-]{1,128}|g:\d{1,2})$/, { message: 'Not a person of a booking.' });

/** Made on the phone once per tap or walk-in (random): the same one sent twice is kept once. */
const doorEventIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Not a tick id.' });

export const doorTickSchema = z.object({
  id: doorEventIdSchema,
  familyId: familyIdSchema,
  person: doorPersonSchema,
  /** true: came in; false: a tick undone. */
  in: z.boolean(),
  /** When it was tapped, by the phone's clock. */
  atMs: z.number().int().min(0).max(8_640_000_000_000_000),
});
export type DoorTick = z.infer<typeof doorTickSchema>;

/** Most walk-ins one sync carries. */
export const MAX_WALK_INS_PER_SYNC = 100;

/**
 * People let in at the door without a booking (a household not booked, or a booked household's
 * extra guests), with the cash taken for them: an event with its own id, as a tick is.
 */
export const doorWalkInSchema = z.object({
  id: doorEventIdSchema,
  /** Who came, as the volunteer wrote it ("Guests of the Nairs"). */
  name: z.string().trim().min(1, { message: 'Say who came in.' }).max(60, { message: 'At most 60 characters.' }),
  people: z
    .number({ message: 'Enter how many people.' })
    .int({ message: 'A whole number of people.' })
    .min(1, { message: 'At least one person.' })
    .max(30, { message: 'At most 30 people at once.' }),
  cashPence: penceSchema,
  atMs: z.number().int().min(0).max(8_640_000_000_000_000),
});
export type DoorWalkIn = z.infer<typeof doorWalkInSchema>;

/** Every walk-in of these lists once (by id), in time order. */
export function mergeWalkIns(...lists: readonly (readonly DoorWalkIn[])[]): DoorWalkIn[] {
  const seen = new Map<string, DoorWalkIn>();
  for (const list of lists) for (const walkIn of list) if (!seen.has(walkIn.id)) seen.set(walkIn.id, walkIn);
  return [...seen.values()].sort((a, b) => a.atMs - b.atMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The door's figures for the console: booked people in, walk-ins and the cash taken for them. */
export const doorSummarySchema = z.object({ bookedIn: z.number(), walkInPeople: z.number(), walkInCashPence: z.number() });
export type DoorSummary = z.infer<typeof doorSummarySchema>;

export function doorSummary(ticks: readonly DoorTick[], walkIns: readonly DoorWalkIn[]): DoorSummary {
  const once = mergeWalkIns(walkIns);
  return {
    bookedIn: [...doorStates(ticks).values()].filter(Boolean).length,
    walkInPeople: once.reduce((n, w) => n + w.people, 0),
    walkInCashPence: once.reduce((n, w) => n + w.cashPence, 0),
  };
}

/** Where a person's state is kept: their booking's family and who they are in it. */
export const doorPersonKey = (tick: Pick<DoorTick, 'familyId' | 'person'>) => `${tick.familyId}~${tick.person}`;

/** Earlier first; the same moment is ordered by id, so every phone agrees on the last word. */
const byTime = (a: DoorTick, b: DoorTick) => a.atMs - b.atMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every tick of these lists once (by id; the first seen kept), in time order. */
export function mergeTicks(...lists: readonly (readonly DoorTick[])[]): DoorTick[] {
  const seen = new Map<string, DoorTick>();
  for (const list of lists) for (const tick of list) if (!seen.has(tick.id)) seen.set(tick.id, tick);
  return [...seen.values()].sort(byTime);
}

/** Who is in: each person ticked at least once, with their latest tick's word (doorPersonKey → in). */
export function doorStates(ticks: readonly DoorTick[]): Map<string, boolean> {
  const states = new Map<string, boolean>();
  for (const tick of mergeTicks(ticks)) states.set(doorPersonKey(tick), tick.in);
  return states;
}

export const DOOR_PATHS = {
  list: '/api/door/list',
  sync: '/api/door/sync',
} as const;

/*
 * What the door needs of each booking, and nothing more: this list is kept on the volunteer's phone,
 * so no addresses, emails, phones, meals or notes, and of the dietary needs only whether anyone has a
 * nut allergy.
 */
export const doorListPersonSchema = z.object({
  /** The tick's `person`: `m:<memberId>` or `g:<guest index>`. */
  person: doorPersonSchema,
  name: z.string(),
  band: z.enum(AGE_BANDS),
  /** The family chose not to show this person's photo: not to be photographed either. */
  noPhotos: z.boolean(),
});
export type DoorListPerson = z.infer<typeof doorListPersonSchema>;

export const doorHouseholdSchema = z.object({
  familyId: familyIdSchema,
  familyName: z.string(),
  reference: z.string().nullable(),
  paid: z.boolean(),
  amountPence: z.number(),
  allergy: z.boolean(),
  people: z.array(doorListPersonSchema),
});
export type DoorHousehold = z.infer<typeof doorHouseholdSchema>;

/** A tick the server did not keep, and why (shown on the phone as refused). */
export const refusedTickSchema = z.object({ id: z.string(), reason: z.string() });

export const DOOR_TEXTS = {
  notBooked: 'This household has no booking for the event.',
  notInBooking: 'This person is not in the household’s booking.',
  notThisEvent: 'This walk-in belongs to another event.',
} as const;

export const DOOR_API = {
  /** The households going to the event, by family name: for the committee, the events role and the event's door passes. */
  list: endpoint({
    method: 'GET',
    path: DOOR_PATHS.list,
    request: z.object({ eventId: contentIdSchema }),
    response: z.object({ success: z.literal(true), eventId: contentIdSchema, title: z.string(), households: z.array(doorHouseholdSchema) }),
  }),
  /**
   * A phone's ticks for an event (those not sent yet; sending again is harmless): the server keeps
   * each new one once and answers every tick of the event, so the phone shows what all phones did.
   */
  sync: endpoint({
    method: 'POST',
    path: DOOR_PATHS.sync,
    request: z.object({
      eventId: contentIdSchema,
      ticks: z.array(doorTickSchema).max(MAX_TICKS_PER_SYNC, { message: `At most ${MAX_TICKS_PER_SYNC} ticks at once.` }),
      walkIns: z
        .array(doorWalkInSchema)
        .max(MAX_WALK_INS_PER_SYNC, { message: `At most ${MAX_WALK_INS_PER_SYNC} walk-ins at once.` })
        .default([]),
    }),
    response: z.object({
      success: z.literal(true),
      ticks: z.array(doorTickSchema),
      walkIns: z.array(doorWalkInSchema),
      refused: z.array(refusedTickSchema),
    }),
  }),
};
