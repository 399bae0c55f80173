import type { DrawDoc, DrawId, DrawRound } from '@edma/contract/draw';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../firebase/admin.ts';
import { actorSchema, epochMsSchema } from '../firebase/stored-fields.ts';
import { DRAW_PASSWORD_DOC, DRAW_SETTINGS, storedDrawPasswordSchema, type StoredDrawPassword } from './draw-password.ts';
import { firstRound } from './draw-round.ts';

export const DRAWS_COLLECTION = 'draws';
export const SPINS_COLLECTION = 'spins';
/** `draws/{id}/rounds/{number}`: when each round after the first began (server only). */
export const ROUNDS_COLLECTION = 'rounds';

/** `draws/{drawId}` is the contract's drawDocSchema (clients read it); `draws/{drawId}/spins/{spinId}` its spinRecordSchema. */
export { drawDocSchema, spinRecordSchema as spinDocSchema } from '@edma/contract/draw';

/** `draws/{drawId}/rounds/{number}`: the committee started round `number` (2 and on: round 1 began with the draw). */
export const roundStartDocSchema = z.object({
  number: z.number().int().min(2),
  startedAtMs: epochMsSchema,
  startedBy: actorSchema,
});
export type RoundStartDoc = z.output<typeof roundStartDocSchema>;

export const drawRef = (drawId: DrawId) => db().collection(DRAWS_COLLECTION).doc(drawId);
export const drawPasswordRef = () => db().collection(DRAW_SETTINGS).doc(DRAW_PASSWORD_DOC);

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
