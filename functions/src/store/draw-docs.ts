import type { DrawDoc, DrawId, DrawRound } from '@edma/contract/draw';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from './admin.ts';
import { actorSchema, epochMsSchema } from './stored-fields.ts';

export const DRAWS_COLLECTION = 'draws';
export const SPINS_COLLECTION = 'spins';
/** `draws/{id}/rounds/{number}`: when each round after the first began (server only). */
export const ROUNDS_COLLECTION = 'rounds';

/** `draws/{drawId}` is the contract's drawDocSchema (clients read it); `draws/{drawId}/spins/{spinId}` its spinRecordSchema. */
export { drawDocSchema, spinRecordSchema as spinDocSchema } from '@edma/contract/draw';

/** `drawSettings/password`: the committee's draw password, never readable by clients (rules deny). */
export const DRAW_SETTINGS = 'drawSettings';
export const DRAW_PASSWORD_DOC = 'password';

export const storedDrawPasswordSchema = z.object({
  algorithm: z.literal('scrypt'),
  salt: z.string(),
  hash: z.string(),
  // Bounded, so a damaged document cannot make every check take gigabytes.
  N: z
    .number()
    .int()
    .min(2)
    .max(2 ** 17),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(4),
  /** The peppered HMAC (see `pepperedMac`); absent on passwords stored before it, until their next spin. */
  mac: z.string().optional(),
  changedAtMs: z.number(),
  changedBy: z.string(),
});
export type StoredDrawPassword = z.infer<typeof storedDrawPasswordSchema>;

/** `draws/{drawId}/rounds/{number}`: the committee started round `number` (2 and on: round 1 began with the draw). */
export const roundStartDocSchema = z.object({
  number: z.number().int().min(2),
  startedAtMs: epochMsSchema,
  startedBy: actorSchema,
});
export type RoundStartDoc = z.output<typeof roundStartDocSchema>;

export const drawRef = (drawId: DrawId) => db().collection(DRAWS_COLLECTION).doc(drawId);
export const drawPasswordRef = () => db().collection(DRAW_SETTINGS).doc(DRAW_PASSWORD_DOC);

/** The first round of a draw that has none stored yet: it began with the draw, nobody excluded. */
export function firstRound(winners: readonly string[] = []): DrawRound {
  return { number: 1, startedAtMs: 0, excludeWinners: false, winners: [...winners] };
}

/** The committee's draw password, or null while the deployment's secret applies. */
export async function storedDrawPassword(): Promise<StoredDrawPassword | null> {
  const snapshot = await drawPasswordRef().get();
  // Only the API writes it; a shape it did not write is a fault (500), never a fallback to the secret.
  return snapshot.exists ? storedDrawPasswordSchema.parse(snapshot.data()) : null;
}

/**
 * Stores the HMAC of a password that had none, after a spin proved it right; skipped should the
 * committee have changed or reset the password meanwhile.
 */
export async function addDrawPasswordMac(upgraded: StoredDrawPassword): Promise<void> {
  const ref = drawPasswordRef();
  await db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get('salt') === upgraded.salt && current.get('hash') === upgraded.hash) tx.update(ref, { mac: upgraded.mac });
  });
}

/**
 * The draw's current round. A draw from before rounds has none stored: it is in round 1, which
 * began with the draw, so every spin in its history is one of that round's.
 */
export async function currentRound(tx: Transaction, ref: DocumentReference, draw: Pick<DrawDoc, 'round'>): Promise<DrawRound> {
  if (draw.round) return draw.round;
  const spins = await tx.get(ref.collection(SPINS_COLLECTION).orderBy('startedAtMs').select('winner'));
  return firstRound(spins.docs.map((doc) => String(doc.get('winner'))));
}
