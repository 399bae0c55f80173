import { drawSealSchema, type DrawId, type DrawSealDoc } from '@edma/contract/draw';
import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from './admin.ts';
import { drawRef } from './draw-docs.ts';
import { epochMsSchema } from './stored-fields.ts';

/**
 * `drawSettings/seeds/draws/{drawId}`: the secret seed of the draw's published seal. Server only,
 * beside the draw password: the rules' catch-all denies it (draws/{drawId} and its spins are
 * public-read, so it cannot live there).
 */
export const DRAW_SEEDS_PATH = 'drawSettings/seeds/draws';
/** `draws/{drawId}/seals/{seedHash}`: every seal the draw published, kept (the console's history lists them). */
export const SEALS_COLLECTION = 'seals';

/** Why a seal was published. */
export type SealReason = 'round-opened' | 'wheel-changed' | 'after-spin' | 'before-spin';

export const storedSeedSchema = z.object({ seedHex: z.string().regex(/^[0-9a-f]{64}$/), seedHash: z.string() });

export const sealHistoryDocSchema = z.object({
  seal: drawSealSchema,
  reason: z.enum(['round-opened', 'wheel-changed', 'after-spin', 'before-spin']),
  publishedAtMs: epochMsSchema,
});

export const seedRef = (drawId: DrawId) => db().collection(DRAW_SEEDS_PATH).doc(drawId);
export const sealsRef = (drawId: DrawId) => drawRef(drawId).collection(SEALS_COLLECTION);

/**
 * Keeps the seed of a new seal and adds the seal to the draw's history. The history entry is
 * created, never overwritten: a published seal stays as it was published. The caller writes the
 * seal onto the draw document in the same transaction.
 */
export function publishSeal(tx: Transaction, drawId: DrawId, seal: DrawSealDoc, seedHex: string, reason: SealReason): void {
  tx.set(seedRef(drawId), { seedHex, seedHash: seal.seedHash });
  tx.create(sealsRef(drawId).doc(seal.seedHash), { seal, reason, publishedAtMs: seal.sealedAtMs });
}

/** The secret seed of `seal`, read in the spin's transaction (null when the stored one is another seal's). */
export async function readSeed(tx: Transaction, drawId: DrawId, seal: DrawSealDoc): Promise<string | null> {
  const snapshot = await tx.get(seedRef(drawId));
  if (!snapshot.exists) return null;
  const stored = storedSeedSchema.parse(snapshot.data());
  return stored.seedHash === seal.seedHash ? stored.seedHex : null;
}
