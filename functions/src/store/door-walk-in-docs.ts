import { contentIdSchema } from '@edma/contract/ids';
import { z } from 'zod';
import { db } from './admin.ts';
import { epochMsSchema, timestampSchema } from './stored-fields.ts';

/**
 * `doorWalkIns/{walkInId}`: people let in at the door without a booking, and the cash taken (the
 * phone's walk-in, its id the phone's). The name is what the volunteer wrote: deleted with the
 * event's dietary records (`deleteAt`, a TTL policy), as the accounts keep only the cash.
 */
export const doorWalkInDocSchema = z.object({
  eventId: contentIdSchema,
  name: z.string(),
  people: z.number().int().min(1),
  cashPence: z.number().int().min(0),
  atMs: epochMsSchema,
  /** The uid of the volunteer's sign-in (a door pass's is `door-<passId>`). */
  by: z.string().min(1),
  deleteAt: timestampSchema,
});
export type DoorWalkInDoc = z.output<typeof doorWalkInDocSchema>;

export const DOOR_WALK_INS = 'doorWalkIns';
export const doorWalkInRef = (walkInId: string) => db().collection(DOOR_WALK_INS).doc(walkInId);
