import { describe, expect, it } from 'vitest';
import { sealDraw, spinOutcome, timeOfRound, verifyBeacon, verifySpin, QUICKNET } from '@edma/contract/draw-proof';
import { DomainError } from '../../errors/domain-error.ts';
import { BEACON_UNAVAILABLE_MESSAGE } from './beacon.ts';
import { LOCAL_TEST_CHAIN, createLocalBeacon, signLocalRound } from './local-beacon.ts';

const ROUND = 5000;
const atRound = () => timeOfRound(ROUND, LOCAL_TEST_CHAIN);

describe('the local beacon', () => {
  it("describes a chain with quicknet's scheme and period under its own key", () => {
    const info = createLocalBeacon().info();
    expect(info).toEqual(LOCAL_TEST_CHAIN);
    expect(info.scheme).toBe(QUICKNET.scheme);
    expect(info.period).toBe(QUICKNET.period);
    expect(info.publicKey).toMatch(/^[0-9a-f]{192}$/);
    expect(info.publicKey).not.toBe(QUICKNET.publicKey);
    expect(info.chainHash).not.toBe(QUICKNET.chainHash);
  });

  it("signs beacons that pass the verifier's beacon checks with the local public key", async () => {
    const beacon = await createLocalBeacon(atRound).get(ROUND);
    expect(beacon.round).toBe(ROUND);
    expect(beacon.signature).toMatch(/^[0-9a-f]{96}$/);
    expect(beacon.randomness).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyBeacon(beacon, ROUND, LOCAL_TEST_CHAIN)).toEqual([]);
    // Deterministic, as drand's are: the same round always gives the same beacon.
    expect(await signLocalRound(ROUND)).toEqual(beacon);
  });

  it('gives beacons that fail when tampered with, or checked against quicknet', async () => {
    const beacon = await signLocalRound(ROUND);
    const other = await signLocalRound(ROUND + 1);
    const checks = async (b: typeof beacon, chain = LOCAL_TEST_CHAIN) => (await verifyBeacon(b, ROUND, chain)).map((f) => f.check);
    expect(await checks({ ...beacon, randomness: other.randomness })).toEqual(['randomness']);
    expect(await checks({ ...beacon, signature: other.signature, randomness: other.randomness })).toEqual(['signature']);
    expect(await checks({ ...beacon, round: ROUND + 1 })).toEqual(['round', 'signature']);
    expect(await checks(beacon, QUICKNET)).toEqual(['signature']);
  });

  it('carries a whole sealed spin through verifySpin', async () => {
    const local = createLocalBeacon(atRound);
    const names = ['Anitha', 'Biju', 'Chinnamma'];
    const seedHex = 'ab'.repeat(32);
    const seal = await sealDraw({
      names,
      seedHex,
      chainHash: local.info().chainHash,
      beaconRound: ROUND,
      spinNumber: 2,
      sealedAtMs: atRound() - 10_000,
    });
    const beacon = await local.get(ROUND);
    const { winner, angle } = await spinOutcome({ names, seedHex, randomnessHex: beacon.randomness, spinNumber: 2 });
    const proof = { names, seal, seedHex, beacon, chain: local.info(), winner, angle };
    expect(await verifySpin(proof)).toEqual({ ok: true });
    const tampered = await verifySpin({ ...proof, beacon: { ...beacon, signature: (await signLocalRound(ROUND + 1)).signature } });
    expect(tampered.ok).toBe(false);
  });

  it('has no round before its time, like drand', async () => {
    const early = createLocalBeacon(() => atRound() - 4_500);
    const refusal = await early.get(ROUND).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'unavailable', message: BEACON_UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 });
    await expect(createLocalBeacon(atRound).get(0)).rejects.toThrow(RangeError);
  });
});
