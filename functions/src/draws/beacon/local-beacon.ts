import { createHash } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import {
  BEACON_DST,
  BEACON_SCHEME,
  beaconMessage,
  bytesToHex,
  timeOfRound,
  type Beacon,
  type BeaconChain,
} from '@edma/contract/draw-proof';
import { beaconUnavailable, type RandomnessBeacon } from './beacon.ts';

/**
 * TEST KEY, NOT A SECRET: it is in the repository, so a beacon it signs proves nothing. It stands
 * in for drand on the emulators and in tests, with quicknet's scheme and message, so every spin
 * runs offline through the same code. A production draw never uses it.
 */
export const LOCAL_TEST_SECRET_KEY = '1111111111111111111111111111111111111111111111111111111111111111';

const sigs = bls12_381.shortSignatures;

/** The local chain: quicknet's scheme and period; the hash only names it (it is not drand's). */
export const LOCAL_TEST_CHAIN: BeaconChain = {
  chainHash: createHash('sha256').update('edma local test beacon (not drand)').digest('hex'),
  publicKey: sigs.getPublicKey(LOCAL_TEST_SECRET_KEY).toHex(true),
  scheme: BEACON_SCHEME,
  period: 3,
  genesisTime: 1_700_000_000,
};

/** Signs `round` as a drand quicknet node would: BLS on G1 over SHA-256 of the round (8 bytes, big-endian). */
export async function signLocalRound(round: number): Promise<Beacon> {
  const message = sigs.hash(await beaconMessage(round), BEACON_DST);
  const signature = sigs.Signature.toBytes(sigs.sign(message, LOCAL_TEST_SECRET_KEY));
  return {
    round,
    randomness: createHash('sha256').update(signature).digest('hex'),
    signature: bytesToHex(signature),
  };
}

/**
 * The local beacon. Like drand it has no round before that round's time, so a spin waits for its
 * sealed round here too (the clock is a parameter for tests).
 */
export function createLocalBeacon(now: () => number = Date.now): RandomnessBeacon {
  return {
    info: () => LOCAL_TEST_CHAIN,
    async get(round) {
      if (!Number.isInteger(round) || round < 1) throw new RangeError('The round must be a whole number from 1.');
      const wait = timeOfRound(round, LOCAL_TEST_CHAIN) - now();
      if (wait > 0) throw beaconUnavailable(Math.ceil(wait / 1000));
      return signLocalRound(round);
    },
  };
}
