import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';

/*
 * The helpers' rota: the events role adds helper slots to an event (a job, a time, how many people);
 * signed-in members of approved families sign up from the event page and may withdraw until two days
 * before it; the daily job reminds each helper the day before.
 */

export const ROTA_JOBS = ['kitchen', 'serving', 'door', 'setting-up', 'clearing'] as const;
export type RotaJob = (typeof ROTA_JOBS)[number];
export const ROTA_JOB_LABELS: Record<RotaJob, string> = {
  kitchen: 'Kitchen preparation',
  serving: 'Serving',
  door: 'Door',
  'setting-up': 'Setting up',
  clearing: 'Clearing',
};

export const MAX_HELPERS_PER_SLOT = 50;
export const MAX_SLOTS_PER_EVENT = 40;
/** From this many days before the event a helper can no longer withdraw (the rota is settled). */
export const WITHDRAW_CLOSES_DAYS_BEFORE = 2;

const shiftIsoDate = (iso: string, days: number) => {
  const day = new Date(`${iso}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The last UK date a helper may withdraw: the day before the rota is settled. */
export const lastWithdrawDay = (eventDate: string) => shiftIsoDate(eventDate, -WITHDRAW_CLOSES_DAYS_BEFORE - 1);
/** Whether a helper may still withdraw on `today` (the association's date). */
export const mayWithdraw = (eventDate: string, today: string) => today <= lastWithdrawDay(eventDate);
/** Sign-ups are taken until the event's own day. */
export const maySignUp = (eventDate: string, today: string) => today <= eventDate;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const rotaSlotIdSchema = contentIdSchema;

/** What the events role sets for a slot. */
export const rotaSlotInputSchema = z.object({
  eventId: contentIdSchema,
  job: z.enum(ROTA_JOBS, { message: 'Choose a job.' }),
  time: z.string().regex(HH_MM, { message: 'Enter a time such as 10:30.' }),
  needed: z
    .number({ message: 'Enter how many people are needed.' })
    .int({ message: 'People are a whole number.' })
    .min(1, { message: 'At least 1 person.' })
    .max(MAX_HELPERS_PER_SLOT, { message: `At most ${MAX_HELPERS_PER_SLOT} people.` }),
});
export type RotaSlotInput = z.input<typeof rotaSlotInputSchema>;
/** A slot's new time and number of people (its job and event stay). */
export const rotaSlotEditSchema = rotaSlotInputSchema.pick({ time: true, needed: true }).extend({ slotId: contentIdSchema });
export type RotaSlotEdit = z.input<typeof rotaSlotEditSchema>;

const slotFields = {
  slotId: z.string(),
  job: z.enum(ROTA_JOBS),
  time: z.string(),
  needed: z.number(),
  taken: z.number(),
  /** Places not taken yet. */
  gaps: z.number(),
};

/** A slot as a member sees it: counts only, and whether the caller is signed up for it. */
export const memberSlotSchema = z.object({ ...slotFields, mine: z.boolean() });
export type MemberSlot = z.output<typeof memberSlotSchema>;

/** A slot as the events role sees it: with its helpers' names. */
export const committeeSlotSchema = z.object({ ...slotFields, helpers: z.array(z.object({ name: z.string() })) });
export type CommitteeSlot = z.output<typeof committeeSlotSchema>;

export const ROTA_PATHS = {
  event: '/api/rota/event',
  signUp: '/api/rota/sign-up',
  withdraw: '/api/rota/withdraw',
  committee: '/api/committee/rota',
  add: '/api/committee/rota/add',
  remove: '/api/committee/rota/remove',
  edit: '/api/committee/rota/edit',
} as const;

const eventOnly = z.object({ eventId: contentIdSchema });
const slotOnly = z.object({ slotId: rotaSlotIdSchema });

export const ROTA_API = {
  /** Signed in: an event's slots (counts only), whether the caller may sign up, and until when they may withdraw. */
  event: endpoint({
    method: 'GET',
    path: ROTA_PATHS.event,
    request: eventOnly,
    response: z.object({
      success: z.literal(true),
      slots: z.array(memberSlotSchema),
      /** The caller's family is approved and the event has not passed. */
      canSignUp: z.boolean(),
      lastWithdrawDay: z.string(),
    }),
  }),
  signUp: endpoint({ method: 'POST', path: ROTA_PATHS.signUp, request: slotOnly, response: resultSchema }),
  withdraw: endpoint({ method: 'POST', path: ROTA_PATHS.withdraw, request: slotOnly, response: resultSchema }),
  committee: endpoint({
    method: 'GET',
    path: ROTA_PATHS.committee,
    request: eventOnly,
    response: z.object({ success: z.literal(true), eventId: z.string(), slots: z.array(committeeSlotSchema) }),
  }),
  add: endpoint({
    method: 'POST',
    path: ROTA_PATHS.add,
    request: rotaSlotInputSchema,
    response: resultSchema.extend({ slotId: z.string() }),
  }),
  remove: endpoint({ method: 'POST', path: ROTA_PATHS.remove, request: slotOnly, response: resultSchema }),
  /** A slot's time and how many people: never fewer than have signed up. */
  edit: endpoint({ method: 'POST', path: ROTA_PATHS.edit, request: rotaSlotEditSchema, response: resultSchema }),
};

/** Texts both sides print. */
export const ROTA_TEXTS = {
  slotNotFound: 'This helper slot no longer exists.',
  full: 'This slot is full: thank you all the same.',
  already: 'You are already signed up for this slot.',
  notSignedUp: 'You are not signed up for this slot.',
  notApproved: 'You can help once the committee has approved your family.',
  notAMember: 'Only a member listed in your family can sign up to help.',
  eventPassed: 'This event has passed.',
  tooLate: (lastDay: string) => `The rota is settled: withdrawing was possible until ${lastDay}. Please tell the events team instead.`,
  tooManySlots: `An event has at most ${MAX_SLOTS_PER_EVENT} helper slots.`,
  signedUp: 'Thank you: you are signed up to help.',
  withdrawn: 'You are no longer signed up for this slot.',
  added: 'The helper slot is added.',
  removed: 'The helper slot is removed.',
  edited: 'The helper slot is changed.',
  belowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? 'person has' : 'people have'} signed up for this slot: it needs at least ${taken}, or remove the slot.`,
} as const;

/** "Kitchen preparation, 10:30". */
export const slotText = (slot: { job: RotaJob; time: string }) => `${ROTA_JOB_LABELS[slot.job]}, ${slot.time}`;

/** "2 of 4 helpers", or "Full". */
export const gapsText = (slot: { needed: number; taken: number; gaps: number }) =>
  slot.gaps === 0 ? `Full (${slot.needed})` : `${slot.gaps} more needed (${slot.taken} of ${slot.needed})`;
