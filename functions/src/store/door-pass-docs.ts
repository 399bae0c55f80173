import { doorPassIdSchema } from '@edma/contract/door-pass';
import { contentIdSchema } from '@edma/contract/ids';
import { z } from 'zod';
import { db } from './admin.ts';
import { actorSchema, epochMsSchema, isoDateSchema } from './stored-fields.ts';

/**
 * `doorPasses/{passId}`: a door pass of an event (contract/src/door-pass.ts). The PIN is kept only
 * as a salted SHA-256: six digits are few, so guesses are what the per-pass and per-address limits
 * of the sign-in stop, not the hash.
 */
export const doorPassDocSchema = z.object({
  eventId: contentIdSchema,
  label: z.string(),
  pinSalt: z.string().regex(/^[0-9a-f]{32}$/),
  pinHash: z.string().regex(/^[0-9a-f]{64}$/),
  lastDay: isoDateSchema,
  createdBy: actorSchema,
  createdAtMs: epochMsSchema,
  revokedAtMs: epochMsSchema.nullable(),
  revokedBy: actorSchema.nullable(),
});
export type DoorPassDoc = z.output<typeof doorPassDocSchema>;

export const DOOR_PASSES = 'doorPasses';
export const doorPassRef = (passId: string) => db().collection(DOOR_PASSES).doc(doorPassIdSchema.parse(passId));
