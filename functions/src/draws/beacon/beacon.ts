import type { Beacon, BeaconChain } from '@edma/contract/draw-proof';
import { DomainError } from '../../errors/domain-error.ts';

/**
 * Where a spin's public randomness comes from: drand quicknet in production (drand-beacon.ts), a
 * chain signed by a test key on the emulators and in tests (local-beacon.ts). Both hand back only
 * beacons that verify against info().publicKey, so what a spin records passes the proof page.
 */
export interface RandomnessBeacon {
  /** The chain: its hash (for the seal), public key, scheme, period (s) and genesis time (Unix s). */
  info(): BeaconChain;
  /** The round's verified beacon; rejects with beaconUnavailable() when it cannot be had (yet). */
  get(round: number): Promise<Beacon>;
}

export const BEACON_UNAVAILABLE_MESSAGE =
  'The public randomness beacon could not be reached, so nothing was spun. Please try again in a moment.';

/** A spin refused for want of its beacon: nothing is spun and nothing is recorded. */
export const beaconUnavailable = (retryAfterSeconds?: number) =>
  new DomainError('unavailable', BEACON_UNAVAILABLE_MESSAGE, retryAfterSeconds);
