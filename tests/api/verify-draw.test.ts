import { sealDraw, spinOutcome, roundAfter } from '@edma/contract/draw-proof';
import type { SpinRecord } from '@edma/contract/draw';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_TEST_CHAIN, signLocalRound } from '../../functions/src/draws/beacon/local-beacon.ts';
import { adminDb } from '../support/admin.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { runScript } from '../support/run-script.ts';

/*
 * npm run verify-draw reads a spin's public record from the running site (Hosting) and checks it.
 * The records here are written as a spin writes them, dated long ago so no draw page lists them.
 */

const spins = () => adminDb().collection('draws').doc('chitti-B').collection('spins');
const SEALED_AT = Date.parse('2025-01-01T12:00:00Z');
const NAMES = ['Anitha', 'Biju', 'Chinnamma', 'Deepak'];
const ids = { honest: `verifyHonest${Date.now()}`, tampered: `verifyTampered${Date.now()}` };

async function provenRecord(): Promise<SpinRecord> {
  const seedHex = '5e'.repeat(32);
  const seal = await sealDraw({
    names: NAMES,
    seedHex,
    chainHash: LOCAL_TEST_CHAIN.chainHash,
    beaconRound: roundAfter(SEALED_AT + 2_000, LOCAL_TEST_CHAIN),
    spinNumber: 1,
    sealedAtMs: SEALED_AT,
  });
  const beacon = await signLocalRound(seal.beaconRound);
  const outcome = await spinOutcome({ names: NAMES, seedHex, randomnessHex: beacon.randomness, spinNumber: 1 });
  return {
    angle: outcome.angle,
    startedAtMs: SEALED_AT + 10_000,
    winner: outcome.winner,
    winnerIndex: outcome.index,
    names: NAMES,
    seal: { ...seal, version: 1 },
    seedHex,
    beacon,
  };
}

const verify = (...args: string[]) => runScript('verify-draw.mjs', ...args, '--site', emulatorEnv.siteUrl);

afterAll(async () => {
  await Promise.all(Object.values(ids).map((id) => spins().doc(id).delete()));
});

describe('npm run verify-draw -- <draw> <spin>', () => {
  it('says "verified" for an honest spin, and names each failed check of a tampered one, exiting 1', async () => {
    const record = await provenRecord();
    await spins().doc(ids.honest).set(record);
    const honest = await verify('chitti-B', ids.honest);
    expect(honest.status, honest.stderr).toBe(0);
    expect(honest.stdout).toContain(`winner ${record.winner}`);
    expect(honest.stdout.trim().split('\n').at(-1)).toBe('verified');

    // A name changed after the seal, and another seed: each check says so.
    await spins()
      .doc(ids.tampered)
      .set({ ...record, names: ['Anitha', 'Biju', 'Chinnamma', 'Deepa'], seedHex: '5f'.repeat(32) });
    const tampered = await verify('chitti-B', ids.tampered);
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toContain('NOT verified');
    expect(tampered.stdout).toContain('- participants: The participant list does not match the seal.');
    expect(tampered.stdout).toContain("- seed: The revealed seed does not match the seal's seed hash.");
    expect(tampered.stdout).not.toContain('\nverified');
  });

  it('says a spin that does not exist is not found, exiting 1, and refuses bad usage', async () => {
    const missing = await verify('chitti-B', 'noSuchSpin');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('404: There is no such spin in this draw.');
    expect((await verify('chitti-Z', 'x')).status).toBe(2);
  });
});
