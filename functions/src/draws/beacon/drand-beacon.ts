import { HttpCachingChain, HttpChainClient, fetchBeacon, type ChainOptions } from 'drand-client';
import { QUICKNET, timeOfRound, verifyBeacon, type Beacon } from '@edma/contract/draw-proof';
import { beaconUnavailable, type RandomnessBeacon } from './beacon.ts';

/** drand's League of Entropy relays (docs.drand.love/developer/http-api), tried in this order. */
export const DRAND_RELAYS = ['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com'];

/**
 * drand quicknet through the official client: it checks each relay's chain info against quicknet's
 * hash and public key, and each beacon's round, randomness and BLS signature against that key. The
 * beacon is then checked once more with the proof page's own verifier, so what a spin records is
 * exactly what the page will accept.
 */
export function createDrandBeacon(options: { relays?: readonly string[]; now?: () => number } = {}): RandomnessBeacon {
  const { relays = DRAND_RELAYS, now = Date.now } = options;
  const chainOptions: ChainOptions = {
    disableBeaconVerification: false,
    noCache: false,
    chainVerificationParams: { chainHash: QUICKNET.chainHash, publicKey: QUICKNET.publicKey },
  };
  // One client per relay, kept for the instance's life: the chain info is fetched once per relay.
  const clients = relays.map(
    (relay) => new HttpChainClient(new HttpCachingChain(`${relay}/${QUICKNET.chainHash}`, chainOptions), chainOptions),
  );

  return {
    info: () => QUICKNET,
    async get(round) {
      if (!Number.isInteger(round) || round < 1) throw new RangeError('The round must be a whole number from 1.');
      const wait = timeOfRound(round) - now();
      if (wait > 0) throw beaconUnavailable(Math.ceil(wait / 1000));
      for (const client of clients) {
        try {
          const fetched = await fetchBeacon(client, round);
          const beacon: Beacon = { round: fetched.round, randomness: fetched.randomness, signature: fetched.signature };
          if ((await verifyBeacon(beacon, round, QUICKNET)).length === 0) return beacon;
        } catch {
          // This relay failed or answered with a beacon that does not verify: try the next one.
        }
      }
      throw beaconUnavailable(QUICKNET.period);
    },
  };
}
