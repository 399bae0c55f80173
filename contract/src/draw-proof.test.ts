/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { winnerIndex } from './draw.ts';
import {
  QUICKNET,
  angleForIndex,
  beaconMessage,
  bytesToHex,
  encodeParticipants,
  participantsHash,
  roundAfter,
  roundAt,
  sealDraw,
  seedHash,
  spinDigestInput,
  spinOutcome,
  timeOfRound,
  verifyBeacon,
  verifySpin,
  winnerIndexFromProof,
  type SpinCheck,
  type SpinProof,
} from './draw-proof.ts';

/**
 * The winner function written again from docs/draw-proof.md alone, with Node's own SHA-256: what a
 * stranger checking a draw would write. Returns the attempts it needed too.
 */
function documentedWinner(seedHex: string, randomnessHex: string, spinNumber: number, count: number) {
  const limit = 2 ** 32 - (2 ** 32 % count);
  for (let attempt = 0; ; attempt += 1) {
    const tail = Buffer.alloc(8);
    tail.writeUInt32BE(spinNumber, 0);
    tail.writeUInt32BE(attempt, 4);
    const input = Buffer.concat([Buffer.from(seedHex, 'hex'), Buffer.from(randomnessHex, 'hex'), tail]);
    const x = createHash('sha256').update(input).digest().readUInt32BE(0);
    if (x < limit) return { index: x % count, attempts: attempt + 1 };
  }
}

/** Deterministic test values: SHA-256 of a label, so every run draws the same spins. */
const hashOf = (label: string) => createHash('sha256').update(label).digest();
const hexOf = (label: string) => hashOf(label).toString('hex');

// drand quicknet's published rounds 1000 and 1001 (api.drand.sh/<quicknet>/public/1000 and /1001).
const ROUND_1000 = {
  round: 1000,
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};
const ROUND_1001_SIGNATURE = 'b33bf3667cbd5a82de3a24b4e0e9fe5513cc1a0e840368c6e31f5fcfa79bea03f73896b25883abf2853d10337fb8fa41';
const ROUND_1001 = {
  round: 1001,
  randomness: createHash('sha256').update(Buffer.from(ROUND_1001_SIGNATURE, 'hex')).digest('hex'),
  signature: ROUND_1001_SIGNATURE,
};

// The worked example of docs/draw-proof.md: every number there is asserted here.
const EXAMPLE_NAMES = ['Anitha', 'Biju', 'Chinnamma', 'Deepak', 'Elsamma', 'Francis', 'Gopika'];
const EXAMPLE_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const EXAMPLE_SEALED_AT_MS = 1_692_806_304_000;

async function exampleProof(): Promise<SpinProof> {
  const seal = await sealDraw({
    names: EXAMPLE_NAMES,
    seedHex: EXAMPLE_SEED,
    chainHash: QUICKNET.chainHash,
    beaconRound: 1000,
    spinNumber: 1,
    sealedAtMs: EXAMPLE_SEALED_AT_MS,
  });
  return { names: EXAMPLE_NAMES, seal, seedHex: EXAMPLE_SEED, beacon: ROUND_1000, chain: QUICKNET, winner: 'Elsamma', angle: 218.571 };
}

async function failedChecks(proof: SpinProof): Promise<SpinCheck[]> {
  const result = await verifySpin(proof);
  return result.ok ? [] : result.failures.map((f) => f.check);
}

describe('the worked example', () => {
  it('gives the documented hashes, bytes, digest, winner and angle', async () => {
    expect(new TextDecoder().decode(encodeParticipants(EXAMPLE_NAMES))).toBe(
      '["Anitha","Biju","Chinnamma","Deepak","Elsamma","Francis","Gopika"]',
    );
    expect(await participantsHash(EXAMPLE_NAMES)).toBe('963c2343d76401d4673074859a299fa102052f07205e55288e69a98c35f0f447');
    expect(await seedHash(EXAMPLE_SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(timeOfRound(1000)).toBe(1_692_806_364_000);
    expect(bytesToHex(await beaconMessage(1000))).toBe('f652498d092acd949bad74e40683bf3824fb817980504a0c7e6722cfc5a9c0a3');

    const input = spinDigestInput(EXAMPLE_SEED, ROUND_1000.randomness, 1, 0);
    expect(bytesToHex(input)).toBe(`${EXAMPLE_SEED}${ROUND_1000.randomness}0000000100000000`);
    const digest = createHash('sha256').update(input).digest();
    expect(digest.toString('hex')).toBe('55c16a672bdf4b875122e1d64c75e283baf3ff0f8201014c4f74d4c9c8511586');
    expect(digest.readUInt32BE(0)).toBe(1_438_739_047);
    expect(2 ** 32 - (2 ** 32 % 7)).toBe(4_294_967_292);
    expect(1_438_739_047 % 7).toBe(4);

    expect(await spinOutcome({ names: EXAMPLE_NAMES, seedHex: EXAMPLE_SEED, randomnessHex: ROUND_1000.randomness, spinNumber: 1 })).toEqual(
      {
        index: 4,
        winner: 'Elsamma',
        angle: 218.571,
      },
    );
    expect(winnerIndex(218.571, 7)).toBe(4);
  });

  it('verifies, with drand quicknet round 1000 as published', async () => {
    const proof = await exampleProof();
    expect(proof.seal).toEqual({
      version: 1,
      participantsHash: '963c2343d76401d4673074859a299fa102052f07205e55288e69a98c35f0f447',
      seedHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
      chainHash: QUICKNET.chainHash,
      beaconRound: 1000,
      count: 7,
      spinNumber: 1,
      sealedAtMs: EXAMPLE_SEALED_AT_MS,
    });
    expect(await verifySpin(proof)).toEqual({ ok: true });
  });
});

describe('real quicknet beacons', () => {
  it("verify against quicknet's public key", async () => {
    expect(await verifyBeacon(ROUND_1000, 1000, QUICKNET)).toEqual([]);
    expect(await verifyBeacon(ROUND_1001, 1001, QUICKNET)).toEqual([]);
  });

  it("fail against another chain's key (drand's quicknet testnet)", async () => {
    const testnet = {
      ...QUICKNET,
      publicKey:
        'b15b65b46fb29104f6a4b5d1e11a8da6344463973d423661bb0804846a0ecd1ef93c25057f1c0baab2ac53e56c662b66072f6d84ee791a3382bfb055afab1e6a375538d8ffc451104ac971d2dc9b168e2d3246b0be2015969cbaac298f6502da',
    };
    expect((await verifyBeacon(ROUND_1000, 1000, testnet)).map((f) => f.check)).toEqual(['signature']);
  });
});

describe('tampering', () => {
  it('a changed name fails the participant list', async () => {
    const proof = await exampleProof();
    expect(await failedChecks({ ...proof, names: proof.names.map((n) => (n === 'Biju' ? 'Bijoy' : n)) })).toEqual(['participants']);
  });

  it('a reordered wheel fails the participant list', async () => {
    const proof = await exampleProof();
    const names = [...proof.names].reverse();
    // Reversed, segment 4 holds Chinnamma: the angle still points at segment 4, but not at Elsamma.
    expect(await failedChecks({ ...proof, names })).toEqual(['participants', 'winner']);
  });

  it('an added name fails the count and the participant list', async () => {
    const proof = await exampleProof();
    expect(await failedChecks({ ...proof, names: [...proof.names, 'Hari'] })).toContain('participants');
    expect(await failedChecks({ ...proof, names: [...proof.names, 'Hari'] })).toContain('count');
  });

  it('a changed seed fails the seed hash (and gives another winner)', async () => {
    const proof = await exampleProof();
    const seedHex = `ff${EXAMPLE_SEED.slice(2)}`;
    expect(await failedChecks({ ...proof, seedHex })).toEqual(['seed', 'winner', 'angle']);
  });

  it('a changed randomness fails the randomness check', async () => {
    const proof = await exampleProof();
    const beacon = { ...ROUND_1000, randomness: hexOf('another randomness') };
    expect(await failedChecks({ ...proof, beacon })).toEqual(['randomness', 'winner', 'angle']);
  });

  it('a changed signature fails the signature check', async () => {
    const proof = await exampleProof();
    // Round 1001's genuine signature, with its own randomness, presented as round 1000's.
    const beacon = { round: 1000, signature: ROUND_1001.signature, randomness: ROUND_1001.randomness };
    expect(await failedChecks({ ...proof, beacon })).toEqual(['signature', 'winner', 'angle']);
  });

  it("another round's genuine beacon fails the round check", async () => {
    const proof = await exampleProof();
    expect(await failedChecks({ ...proof, beacon: ROUND_1001 })).toEqual(['round', 'winner', 'angle']);
  });

  it('a beacon relabelled with another round fails the round and the signature', async () => {
    const proof = await exampleProof();
    expect(await failedChecks({ ...proof, beacon: { ...ROUND_1000, round: 1001 } })).toEqual(['round', 'signature']);
  });

  it('a recorded winner or angle that the values do not give fails', async () => {
    const proof = await exampleProof();
    expect(await failedChecks({ ...proof, winner: 'Biju' })).toEqual(['winner']);
    expect(await failedChecks({ ...proof, angle: angleForIndex(1, 7) })).toEqual(['angle']);
  });

  it('a seal made after its round was public, or naming another chain, fails', async () => {
    const proof = await exampleProof();
    expect(await failedChecks({ ...proof, seal: { ...proof.seal, sealedAtMs: timeOfRound(1000) } })).toEqual(['sealed-in-time']);
    expect(await failedChecks({ ...proof, seal: { ...proof.seal, chainHash: hexOf('another chain') } })).toEqual(['chain']);
    expect(await failedChecks({ ...proof, chain: { ...QUICKNET, scheme: 'pedersen-bls-chained' } })).toEqual(['scheme', 'signature']);
  });

  it('says which checks failed in plain words, and never throws on malformed values', async () => {
    const proof = await exampleProof();
    const result = await verifySpin({
      ...proof,
      seedHex: 'not hex',
      beacon: { round: 1000, randomness: 'zz', signature: 'zz' },
      angle: Number.NaN,
    });
    expect(result).toEqual({
      ok: false,
      failures: [
        { check: 'seed', message: "The revealed seed does not match the seal's seed hash." },
        { check: 'randomness', message: "The beacon's randomness is not the hash of its signature." },
        { check: 'signature', message: "The beacon's signature does not verify against the chain's public key." },
        { check: 'winner', message: 'The recorded winner is not the one the values give.' },
        { check: 'angle', message: 'The recorded angle does not point at the winner.' },
      ],
    });
  });
});

describe('winnerIndexFromProof', () => {
  it('over 10,000 simulated spins gives the documented function, and the angle gives the same index', async () => {
    for (let i = 0; i < 10_000; i += 1) {
      const seedHex = hexOf(`seed ${i}`);
      const randomnessHex = hexOf(`randomness ${i}`);
      const count = 1 + (hashOf(`count ${i}`).readUInt32BE(0) % 500);
      const spinNumber = 1 + (i % 40);
      const index = await winnerIndexFromProof({ seedHex, randomnessHex, spinNumber, count });
      expect(index).toBe(documentedWinner(seedHex, randomnessHex, spinNumber, count).index);
      expect(winnerIndex(angleForIndex(index, count), count)).toBe(index);
    }
  });

  it('is uniform over the segments: chi-square over 10,000 spins of a 10-segment wheel, at the 1% level', async () => {
    // 10 segments, 9 degrees of freedom: the 1% critical value is 21.666. The inputs are fixed, so
    // the statistic is the same on every run (15.98 with these labels).
    const count = 10;
    const spins = 10_000;
    const observed = new Array<number>(count).fill(0);
    for (let i = 0; i < spins; i += 1) {
      const index = await winnerIndexFromProof({
        seedHex: hexOf(`chi seed ${i}`),
        randomnessHex: hexOf(`chi randomness ${i}`),
        spinNumber: 1,
        count,
      });
      observed[index] = (observed[index] ?? 0) + 1;
    }
    const expected = spins / count;
    const chiSquare = observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(21.666);
    expect(chiSquare).toBeCloseTo(15.982, 3);
  });

  it('rejects the top remainder and tries again, as documented', async () => {
    // With 2^31 + 1 segments almost half of all 32-bit values are rejected.
    const count = 2 ** 31 + 1;
    let retried = 0;
    for (let i = 0; i < 40; i += 1) {
      const seedHex = hexOf(`reject seed ${i}`);
      const randomnessHex = hexOf(`reject randomness ${i}`);
      const documented = documentedWinner(seedHex, randomnessHex, 7, count);
      if (documented.attempts > 1) retried += 1;
      expect(await winnerIndexFromProof({ seedHex, randomnessHex, spinNumber: 7, count })).toBe(documented.index);
    }
    expect(retried).toBeGreaterThan(5);
  });

  it('refuses values outside the documented layout', async () => {
    const good = { seedHex: EXAMPLE_SEED, randomnessHex: ROUND_1000.randomness, spinNumber: 1, count: 7 };
    await expect(winnerIndexFromProof({ ...good, seedHex: EXAMPLE_SEED.slice(2) })).rejects.toThrow('seed');
    await expect(winnerIndexFromProof({ ...good, count: 0 })).rejects.toThrow('count');
    await expect(winnerIndexFromProof({ ...good, spinNumber: 0 })).rejects.toThrow('spinNumber');
    await expect(winnerIndexFromProof({ ...good, spinNumber: 1.5 })).rejects.toThrow('spinNumber');
  });
});

describe('angleForIndex', () => {
  it('points winnerIndex at every segment of every wheel up to 500, in millidegree steps within [0, 360)', () => {
    for (let count = 1; count <= 500; count += 1) {
      for (let index = 0; index < count; index += 1) {
        const angle = angleForIndex(index, count);
        expect(winnerIndex(angle, count)).toBe(index);
        expect(angle).toBeGreaterThanOrEqual(0);
        expect(angle).toBeLessThan(360);
        expect(Number(angle.toFixed(3))).toBe(angle);
      }
    }
  });

  it('stops on the segment centre', () => {
    expect(angleForIndex(0, 1)).toBe(270);
    expect(angleForIndex(0, 4)).toBe(45);
    expect(angleForIndex(3, 4)).toBe(135);
    expect(() => angleForIndex(4, 4)).toThrow('index');
  });

  it('still points at the right segment of the widest wheel it allows (180,000 segments)', () => {
    for (const index of [0, 1, 2, 44_999, 90_000, 179_998, 179_999]) {
      expect(winnerIndex(angleForIndex(index, 180_000), 180_000)).toBe(index);
    }
    expect(() => angleForIndex(0, 180_001)).toThrow('count');
  });
});

describe('quicknet rounds in time', () => {
  it('places rounds as drand does', () => {
    expect(roundAt(QUICKNET.genesisTime * 1000)).toBe(1);
    expect(roundAt(timeOfRound(1000))).toBe(1000);
    expect(roundAt(timeOfRound(1000) - 1)).toBe(999);
    expect(roundAt(timeOfRound(1000) + 2999)).toBe(1000);
    expect(() => roundAt(QUICKNET.genesisTime * 1000 - 1)).toThrow(RangeError);
  });

  it('names a round in the future for a seal', () => {
    for (const now of [timeOfRound(5000), timeOfRound(5000) + 1, timeOfRound(5000) + 2999, Date.UTC(2026, 10, 29)]) {
      const round = roundAfter(now);
      expect(timeOfRound(round)).toBeGreaterThan(now);
      expect(timeOfRound(round - 1)).toBeLessThanOrEqual(now);
    }
  });
});
