import { describe, expect, it } from 'vitest';
import { timeOfRound } from '@edma/contract/draw-proof';
import { LOCAL_TEST_CHAIN_INFO } from '@edma/contract/draw-proof-chains';
import { BEACON_UNAVAILABLE_MESSAGE, beaconUnavailable, type RandomnessBeacon } from './beacon.ts';
import { awaitBeacon, MAX_BEACON_WAIT_MS } from './await-beacon.ts';
import { createLocalBeacon, LOCAL_TEST_CHAIN, signLocalRound } from './local-beacon.ts';

const ROUND = 9000;

describe('awaitBeacon', () => {
  it('waits for a round a moment ahead, then returns it', async () => {
    const published = Date.now() + 300;
    const round = Math.ceil((published / 1000 - LOCAL_TEST_CHAIN.genesisTime) / LOCAL_TEST_CHAIN.period) + 1;
    const beacon = await awaitBeacon(createLocalBeacon(), round);
    expect(beacon).toEqual(await signLocalRound(round));
    expect(Date.now()).toBeGreaterThanOrEqual(timeOfRound(round, LOCAL_TEST_CHAIN));
  });

  it('refuses at once a round further off than it waits, saying when to try again', async () => {
    const now = () => timeOfRound(ROUND, LOCAL_TEST_CHAIN) - MAX_BEACON_WAIT_MS - 3_000;
    await expect(awaitBeacon(createLocalBeacon(now), ROUND, now)).rejects.toMatchObject({
      kind: 'unavailable',
      message: BEACON_UNAVAILABLE_MESSAGE,
      retryAfterSeconds: 13,
    });
  });

  it('asks again while the beacon is late, and refuses once it has waited long enough', async () => {
    let asked = 0;
    const unreachable: RandomnessBeacon = {
      info: () => LOCAL_TEST_CHAIN,
      get: async () => {
        asked += 1;
        throw beaconUnavailable(3);
      },
    };
    await expect(awaitBeacon(unreachable, ROUND)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(asked).toBeGreaterThan(1);
  }, 15_000);
});

describe('the local chain as the proof page knows it', () => {
  it("is the local beacon's own chain", () => {
    expect(LOCAL_TEST_CHAIN_INFO).toEqual(LOCAL_TEST_CHAIN);
  });
});
