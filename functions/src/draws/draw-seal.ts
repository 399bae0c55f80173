import type { DrawSealDoc } from '@edma/contract/draw';
import { participantsHash, randomSeedHex, roundAfter, sealDraw, type BeaconChain } from '@edma/contract/draw-proof';

/**
 * The least time between a seal and its beacon round: the round must still be unpublished when the
 * seal is public, whatever the small difference between this server's clock and drand's.
 */
export const SEAL_LEAD_MS = 2_000;

export interface SealWithSeed {
  seal: DrawSealDoc;
  /** The secret: stored where no client reads it (store/draw-seals.ts) until the spin reveals it. */
  seedHex: string;
}

/** A new seal for the next spin of the wheel `names`: a fresh seed, a beacon round still to come. */
export async function makeSeal(names: readonly string[], spinNumber: number, chain: BeaconChain, nowMs: number): Promise<SealWithSeed> {
  const seedHex = randomSeedHex();
  const seal = await sealDraw({
    names,
    seedHex,
    chainHash: chain.chainHash,
    beaconRound: roundAfter(nowMs + SEAL_LEAD_MS, chain),
    spinNumber,
    sealedAtMs: nowMs,
  });
  return { seal: { ...seal, version: 1 }, seedHex };
}

/** Whether `seal` still seals the next spin: this wheel, in this order, this spin number and chain. */
export async function sealFits(
  seal: DrawSealDoc | undefined,
  names: readonly string[],
  spinNumber: number,
  chain: BeaconChain,
): Promise<boolean> {
  if (!seal) return false;
  return (
    seal.chainHash === chain.chainHash &&
    seal.spinNumber === spinNumber &&
    seal.count === names.length &&
    seal.participantsHash === (await participantsHash(names))
  );
}

/** The number of the round's next spin: each spin of a round has one winner. */
export const nextSpinNumber = (round: { winners: readonly string[] }) => round.winners.length + 1;
