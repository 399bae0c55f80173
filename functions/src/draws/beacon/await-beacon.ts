import { timeOfRound, type Beacon } from '@edma/contract/draw-proof';
import { DomainError } from '../../errors/domain-error.ts';
import { beaconUnavailable, type RandomnessBeacon } from './beacon.ts';

/** The longest a spin waits for its sealed round: a seal names a round a few seconds ahead. */
export const MAX_BEACON_WAIT_MS = 10_000;
/** drand publishes a round a moment after its time; a spin asks again this often until it comes. */
const RETRY_MS = 750;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The beacon of `round`, waiting for it to be published when it is near. A round further off than
 * MAX_BEACON_WAIT_MS, or a beacon that cannot be had by then, is beaconUnavailable (503).
 */
export async function awaitBeacon(beacon: RandomnessBeacon, round: number, now: () => number = Date.now): Promise<Beacon> {
  const due = timeOfRound(round, beacon.info());
  const deadline = Math.max(due, now()) + MAX_BEACON_WAIT_MS / 2;
  if (due - now() > MAX_BEACON_WAIT_MS) throw beaconUnavailable(Math.ceil((due - now()) / 1000));
  if (due > now()) await sleep(due - now());
  for (;;) {
    try {
      return await beacon.get(round);
    } catch (error) {
      const retry = error instanceof DomainError && error.kind === 'unavailable' && now() + RETRY_MS < deadline;
      if (!retry) throw error instanceof DomainError ? error : beaconUnavailable();
      await sleep(RETRY_MS);
    }
  }
}
