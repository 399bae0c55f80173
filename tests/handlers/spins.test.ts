import { apiRoute } from '@edma/contract/api-paths';
import { endpointUrl } from '@edma/contract/endpoint';
import {
  DRAWS,
  SPIN_KEY_HEADER,
  SPIN_RESULT_DELAY_MS,
  SPIN_RUNNING_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  winnerIndex,
  type DrawDoc,
  type Spin,
  type SpinRecord,
} from '@edma/contract/draw';
import { participantsHash, roundAfter, sealDraw, seedHash, timeOfRound, verifySpin } from '@edma/contract/draw-proof';
import { DRAW_PROOF_API, SPIN_NOT_FOUND_MESSAGE } from '@edma/contract/draw-spin-proof';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { counterIds, RATE_LIMITS, scaled } from '../../functions/src/rate-limit/fixed-window.ts';
import { failureDocId, scaledBackoff, SPIN_FAILURE_BACKOFF } from '../../functions/src/rate-limit/failure-backoff.ts';
import { BEACON_UNAVAILABLE_MESSAGE } from '../../functions/src/draws/beacon/beacon.ts';
import { LOCAL_TEST_CHAIN } from '../../functions/src/draws/beacon/local-beacon.ts';
import { adminDb } from '../support/admin.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { callApi, randomIp } from '../support/api-calls.ts';
import { emulatorParam } from '../support/emulator-params.ts';

const PASSWORD = 'edma-demo-spin';
const NAMES = Array.from({ length: 14 }, (_, i) => `Participant B${i + 1}`);
const startedAt = Date.now();
const drawRef = () => adminDb().collection('draws').doc('chitti-B');

/** The draw and the spins these tests made (a seeded history is left alone). */
async function drawState() {
  const [draw, spins] = await Promise.all([
    drawRef().get(),
    drawRef()
      .collection('spins')
      .where('startedAtMs', '>=', startedAt - 60_000)
      .get(),
  ]);
  return { draw: draw.data(), spins: spins.docs.map((d) => ({ id: d.id, ...d.data() })) };
}

const spin = (options: { password?: string; method?: string; path?: string; ip?: string } = {}) =>
  callApi<{ success: boolean; message?: string; angle?: number; spinId?: string }>(options.path ?? apiRoute(DRAWS[1].spinPath), {
    method: options.method ?? 'POST',
    ip: options.ip,
    headers: options.password === undefined ? {} : { [SPIN_KEY_HEADER]: options.password },
  });

// Other suites (the draw pages' browser tests) may use the same emulators: put the draws back after.
const saved = new Map<string, DocumentData | undefined>();
beforeAll(async () => {
  for (const id of ['chitti-A', 'chitti-B', 'chitti-C']) saved.set(id, (await adminDb().collection('draws').doc(id).get()).data());
});
afterAll(async () => {
  for (const [id, data] of saved) {
    const ref = adminDb().collection('draws').doc(id);
    const ours = await ref
      .collection('spins')
      .where('startedAtMs', '>=', startedAt - 60_000)
      .get();
    await Promise.all(ours.docs.map((d) => d.ref.delete()));
    if (data) await ref.set(data);
    else await ref.delete();
  }
});

beforeEach(async () => {
  const spins = await drawRef()
    .collection('spins')
    .where('startedAtMs', '>=', startedAt - 60_000)
    .get();
  await Promise.all(spins.docs.map((d) => d.ref.delete()));
  await drawRef().set({ title: 'Chitty-B', names: NAMES, spin: null } satisfies DrawDoc);
});

describe('spin-b.php', () => {
  it('starts a spin: live on the draw document and recorded in the history', async () => {
    const before = Date.now();
    const response = await spin({ password: PASSWORD });
    expect(response.status).toBe(200);
    const { angle, spinId } = response.body;
    expect(response.body.success).toBe(true);
    expect(angle).toBeGreaterThanOrEqual(0);
    expect(angle).toBeLessThan(360);

    const { draw, spins } = await drawState();
    const live = draw!.spin as Spin;
    const winner = NAMES[winnerIndex(angle!, NAMES.length)];
    expect(live).toEqual({ id: spinId, angle, startedAtMs: live.startedAtMs, winner });
    expect(live.startedAtMs).toBeGreaterThanOrEqual(before - 5000);
    expect(live.startedAtMs).toBeLessThanOrEqual(Date.now() + 5000);
    expect(spins).toEqual([
      {
        id: spinId,
        angle,
        startedAtMs: live.startedAtMs,
        winner,
        winnerIndex: winnerIndex(angle!, NAMES.length),
        // Its proof (the seal and proof tests below check it).
        names: NAMES,
        seal: expect.any(Object),
        seedHex: expect.any(String),
        beacon: expect.any(Object),
      },
    ]);
  });

  it.each(['GET', 'HEAD'])('refuses %s with 405, even with the right password, and writes nothing', async (method) => {
    const before = await drawState();
    const response = await spin({ password: PASSWORD, method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    if (method === 'GET') expect(response.body).toEqual({ success: false, message: 'Method not allowed.' });
    expect(await drawState()).toEqual(before);
  });

  it('refuses a second spin while one is running, and allows one after it', async () => {
    expect((await spin({ password: PASSWORD })).status).toBe(200);
    const running = await drawState();
    const refused = await spin({ password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: SPIN_RUNNING_MESSAGE });
    expect(await drawState()).toEqual(running);

    // Pretend the running spin started 41 s ago.
    const live = running.draw!.spin as Spin;
    await drawRef().update({ spin: { ...live, startedAtMs: live.startedAtMs - SPIN_RESULT_DELAY_MS } });
    expect((await spin({ password: PASSWORD })).status).toBe(200);
    expect((await drawState()).spins).toHaveLength(2);
  });

  it('lets exactly one of two concurrent spins through', async () => {
    const results = await Promise.all([spin({ password: PASSWORD }), spin({ password: PASSWORD })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const { draw, spins } = await drawState();
    expect(spins).toHaveLength(1);
    const winnerResponse = results.find((r) => r.status === 200)!;
    expect((draw!.spin as Spin).id).toBe(winnerResponse.body.spinId);
  });

  it.each([
    ['a wrong password', 'edma-demo-spin!'],
    ['an empty password', ''],
    ['no password', undefined],
  ])('refuses %s with 403 and writes nothing', async (_, password) => {
    const before = await drawState();
    const response = await spin({ password });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: WRONG_PASSWORD_MESSAGE });
    expect(await drawState()).toEqual(before);
  });

  it('ignores a password in the query string', async () => {
    const before = await drawState();
    const response = await callApi(endpointUrl(apiRoute(DRAWS[1].spinPath), { password: PASSWORD }), { method: 'POST' });
    expect(response.status).toBe(403);
    expect(await drawState()).toEqual(before);
  });
});

describe('the seal and the proof', () => {
  it('seals the next spin before it, records a proof anyone can verify, and seals the spin after it', async () => {
    const response = await spin({ password: PASSWORD });
    expect(response.status).toBe(200);
    const { spinId } = response.body;
    const record = (await drawRef().collection('spins').doc(spinId!).get()).data() as SpinRecord;
    const seal = record.seal!;
    // Sealed before its beacon round was published: nobody could know the winner then.
    expect(seal).toMatchObject({ version: 1, chainHash: LOCAL_TEST_CHAIN.chainHash, count: NAMES.length, spinNumber: 1 });
    expect(timeOfRound(seal.beaconRound, LOCAL_TEST_CHAIN)).toBeGreaterThan(seal.sealedAtMs);
    expect(seal.sealedAtMs).toBeLessThanOrEqual(record.startedAtMs);
    expect(await participantsHash(NAMES)).toBe(seal.participantsHash);

    // The public record (the proof page's and verify-draw's) verifies, and the spec's formula agrees.
    const proof = await callEndpoint(DRAW_PROOF_API.spin, { drawId: 'chitti-B', spinId: spinId! });
    expect(proof.status).toBe(200);
    const { names, seedHex, beacon, winner, angle } = proof.body;
    expect(await verifySpin({ names, seal: proof.body.seal, seedHex, beacon, winner, angle, chain: LOCAL_TEST_CHAIN })).toEqual({
      ok: true,
    });
    expect(names[winnerIndex(angle, names.length)]).toBe(winner);
    expect(winner).toBe(record.winner);

    // The next spin's seal is public on the draw document at once; its seed is not.
    const draw = (await drawRef().get()).data() as DrawDoc;
    expect(draw.seal).toMatchObject({ spinNumber: 2, count: NAMES.length });
    expect(draw.seal!.seedHash).not.toBe(seal.seedHash);
    const secret = (await adminDb().collection('drawSettings/seeds/draws').doc('chitti-B').get()).get('seedHex') as string;
    expect(await seedHash(secret)).toBe(draw.seal!.seedHash);
    expect(JSON.stringify(draw)).not.toContain(secret);
  });

  it('refuses a spin whose beacon round cannot be had, with 503 and a clear message, and writes nothing', async () => {
    const seal = await sealDraw({
      names: NAMES,
      seedHex: 'ab'.repeat(32),
      chainHash: LOCAL_TEST_CHAIN.chainHash,
      // Not published for another minute: like drand when it cannot be reached, no beacon to be had.
      beaconRound: roundAfter(Date.now() + 60_000, LOCAL_TEST_CHAIN),
      spinNumber: 1,
      sealedAtMs: Date.now(),
    });
    await drawRef().update({ seal });
    const before = await drawState();
    const response = await spin({ password: PASSWORD });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ success: false, message: BEACON_UNAVAILABLE_MESSAGE });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await drawState()).toEqual(before);
  });

  it('gives the proof of a spin that does not exist as 404', async () => {
    const response = await callApi(endpointUrl(apiRoute(DRAW_PROOF_API.spin.path), { drawId: 'chitti-B', spinId: 'noSuchSpin' }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: SPIN_NOT_FOUND_MESSAGE });
  });
});

describe('the other draws', () => {
  it('spin.php spins chitti-A and spin-c.php spins chitti-C', async () => {
    for (const [path, id, count] of [
      [apiRoute(DRAWS[0].spinPath), 'chitti-A', 13],
      [apiRoute(DRAWS[2].spinPath), 'chitti-C', 12],
    ] as const) {
      const ref = adminDb().collection('draws').doc(id);
      const names = Array.from({ length: count }, (_, i) => `${id} ${i + 1}`);
      await ref.set({ title: id, names, spin: null });
      const response = await spin({ path, password: PASSWORD });
      expect(response.status, path).toBe(200);
      const live = (await ref.get()).get('spin') as Spin;
      expect(live.winner).toBe(names[winnerIndex(response.body.angle!, count)]);
      await ref.update({ spin: { ...live, startedAtMs: live.startedAtMs - SPIN_RESULT_DELAY_MS } });
    }
  });

  it('answers 404 when a draw does not exist', async () => {
    const ref = adminDb().collection('draws').doc('chitti-C');
    const saved = (await ref.get()).data();
    await ref.delete();
    try {
      const response = await spin({ path: apiRoute(DRAWS[2].spinPath), password: PASSWORD });
      expect(response.status).toBe(404);
      expect((await ref.get()).exists).toBe(false);
    } finally {
      if (saved) await ref.set(saved);
    }
  });
});

describe('the draw password', () => {
  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  }

  it('appears nowhere in the built web bundles', () => {
    const web = join(import.meta.dirname, '..', '..', 'web');
    const bundles = readdirSync(web).filter((name) => name.startsWith('dist') && existsSync(join(web, name, 'index.html')));
    expect(bundles.length, 'a web build to check (with-emulators builds one)').toBeGreaterThan(0);
    for (const bundle of bundles) {
      const files = filesUnder(join(web, bundle));
      expect(files.some((f) => f.endsWith('.js'))).toBe(true);
      for (const file of files) {
        expect(readFileSync(file).includes(PASSWORD), file).toBe(false);
      }
    }
  });
});

describe('wrong passwords', () => {
  const multiplier = Number(emulatorParam('RATE_LIMIT_MULTIPLIER') ?? 1);
  const backoff = scaledBackoff(SPIN_FAILURE_BACKOFF, multiplier);
  const failures = (ip: string) => adminDb().collection('rateLimits').doc(failureDocId('spin-failure', ip));

  /** A client that has already used up its free failures (a real run would need 5 × the multiplier). */
  async function clientAtTheLimit() {
    const ip = randomIp();
    await failures(ip).set({ scope: 'spin-failure', failures: backoff.freeFailures, lastFailureAtMs: Date.now(), blockedUntilMs: 0 });
    return ip;
  }

  it('counts each failure against the client that made it', async () => {
    const ip = randomIp();
    expect((await spin({ password: 'guess-1', ip })).status).toBe(403);
    expect((await spin({ password: 'guess-2', ip })).status).toBe(403);
    expect((await failures(ip).get()).data()).toMatchObject({ failures: 2, blockedUntilMs: expect.any(Number) });
  });

  it('makes a client wait after its free failures, longer each time, and refuses it with 429 meanwhile', async () => {
    const ip = await clientAtTheLimit();
    const before = await drawState();

    const failure = await spin({ password: 'guess', ip });
    expect(failure.status).toBe(403);
    expect(failure.body).toEqual({ success: false, message: WRONG_PASSWORD_MESSAGE });
    const firstWait = Number(failure.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThanOrEqual(1);

    // While it waits, even the right password from that client is refused, and nothing is written.
    const blocked = await spin({ password: PASSWORD, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: 'Too many requests. Please wait a few minutes and try again.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await drawState()).toEqual(before);

    // Once the wait is over (moved into the past here), the next failure waits twice as long.
    await failures(ip).update({ blockedUntilMs: Date.now() - 1 });
    const again = await spin({ password: 'guess', ip });
    expect(again.status).toBe(403);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(firstWait);
    expect((await failures(ip).get()).get('failures')).toBe(backoff.freeFailures + 2);
  });

  it('lets a client in again once it has waited, and a correct spin forgets its failures', async () => {
    const ip = await clientAtTheLimit();
    await failures(ip).update({ failures: backoff.freeFailures + 3, blockedUntilMs: Date.now() - 1 });
    expect((await spin({ password: PASSWORD, ip })).status).toBe(200);
    expect((await failures(ip).get()).exists).toBe(false);
  });

  it('never lets a flood of wrong passwords from other clients block a right one', async () => {
    const spinLimit = scaled(RATE_LIMITS.spin, multiplier);
    const global = adminDb()
      .collection('rateLimits')
      .doc(counterIds('spin', '0.0.0.0', Date.now(), spinLimit.windowMs).global);
    const globalBefore = ((await global.get()).get('count') as number | undefined) ?? 0;

    // Many clients guessing, and one of them blocked after its free failures.
    const flooder = await clientAtTheLimit();
    const guesses = [];
    // In small waves: the Functions emulator starts a worker per concurrent request.
    for (let wave = 0; wave < 6; wave += 1) {
      guesses.push(
        ...(await Promise.all([
          ...Array.from({ length: 4 }, (_, i) => spin({ password: `guess-${wave}-${i}`, ip: randomIp() })),
          spin({ password: `again-${wave}`, ip: flooder }),
        ])),
      );
    }
    expect(guesses.every((r) => r.status === 403 || r.status === 429)).toBe(true);
    expect(guesses.some((r) => r.status === 429)).toBe(true);
    // No wrong password spent the spin budget...
    expect(((await global.get()).get('count') as number | undefined) ?? 0).toBe(globalBefore);
    expect((await drawState()).spins).toHaveLength(0);

    // ...so the committee's spin goes through at once.
    const right = await spin({ password: PASSWORD, ip: randomIp() });
    expect(right.status).toBe(200);
    expect((await drawState()).spins).toHaveLength(1);
  });
});
