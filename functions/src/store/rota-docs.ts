import { ROTA_JOBS, MAX_HELPERS_PER_SLOT } from '@edma/contract/rota';
import { contentIdSchema, familyIdSchema } from '@edma/contract/ids';
import { z } from 'zod';
import { db } from './admin.ts';
import { actorSchema, countSchema, docIdSchema, normalisedEmailSchema, timestampSchema } from './stored-fields.ts';

/**
 * `rotaSlots/{slotId}`: a helper slot of an event (a job, a time, how many people). No names: its
 * helpers are the rotaHelpers of the slot, counted in each sign-up's transaction, which also writes
 * `version` here so two sign-ups for the last place never both pass.
 */
export const rotaSlotDocSchema = z.object({
  eventId: contentIdSchema,
  job: z.enum(ROTA_JOBS),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  needed: z.number().int().min(1).max(MAX_HELPERS_PER_SLOT),
  version: countSchema,
  createdAt: timestampSchema,
  createdBy: actorSchema,
});
export type RotaSlotDoc = z.output<typeof rotaSlotDocSchema>;

/**
 * `rotaHelpers/{slotId}~{emailHash}`: one signed-in member helping in one slot (family data: exported
 * and erased with the family). The email is where the day-before reminder goes.
 */
export const rotaHelperDocSchema = z.object({
  slotId: contentIdSchema,
  eventId: contentIdSchema,
  familyId: familyIdSchema,
  /** The member whose email signed up ('' when the family lists the address without a member). */
  memberId: z.union([docIdSchema, z.literal('')]),
  email: normalisedEmailSchema,
  createdAt: timestampSchema,
});
export type RotaHelperDoc = z.output<typeof rotaHelperDocSchema>;

export const ROTA_SLOTS = 'rotaSlots';
export const ROTA_HELPERS = 'rotaHelpers';

export const rotaSlotRef = (slotId: string) => db().collection(ROTA_SLOTS).doc(slotId);
export const rotaHelperRef = (slotId: string, emailHash: string) => db().collection(ROTA_HELPERS).doc(`${slotId}~${emailHash}`);
export const slotsOfEvent = (eventId: string) => db().collection(ROTA_SLOTS).where('eventId', '==', eventId);
export const helpersOfSlot = (slotId: string) => db().collection(ROTA_HELPERS).where('slotId', '==', slotId);
export const helpersOfEvent = (eventId: string) => db().collection(ROTA_HELPERS).where('eventId', '==', eventId);
