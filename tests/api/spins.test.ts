import { SPIN_KEY_HEADER, SPIN_RESULT_DELAY_MS, SPIN_RUNNING_MESSAGE, WRONG_PASSWORD_MESSAGE, winnerIndex, type DrawDoc, type Spin } from '@edma/contract/draw';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './support/admin.ts';
import { callApi } from './support/api-calls.ts';

const PASSWORD = 'edma-demo-spin';
const NAMES = Array.from({ length: 14 }, (_, i) => `Participant B${i + 1}`);
const startedAt = Date.now();
const drawRef = () => adminDb().collection('draws').doc('chitti-B');

/** The draw and the spins these tests made (a seeded history is left alone). */
async function drawState() {
  const [draw, spins] = await Promise.all([drawRef().get(), drawRef().collection('spins').where('startedAtMs', '>=', startedAt - 60_000).get()]);
  return { draw: draw.data(), spins: spins.docs.map((d) => ({ id: d.id, ...d.data() })) };
}

const spin = (options: { password?: string; method?: string; path?: string } = {}) =>
  callApi<{ success: boolean; message?: string; angle?: number; spinId?: string }>(options.path ?? 'spin-b.php', {
    method: options.method ?? 'GET',
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
    const ours = await ref.collection('spins').where('startedAtMs', '>=', startedAt - 60_000).get();
    await Promise.all(ours.docs.map((d) => d.ref.delete()));
    if (data) await ref.set(data);
    else await ref.delete();
  }
});

beforeEach(async () => {
  const spins = await drawRef().collection('spins').where('startedAtMs', '>=', startedAt - 60_000).get();
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
    expect(spins).toEqual([{ id: spinId, angle, startedAtMs: live.startedAtMs, winner, winnerIndex: winnerIndex(angle!, NAMES.length) }]);
  });

  it('accepts POST as well', async () => {
    expect((await spin({ password: PASSWORD, method: 'POST' })).status).toBe(200);
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
    const results = await Promise.all([spin({ password: PASSWORD }), spin({ password: PASSWORD, method: 'POST' })]);
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
  ])('refuses %s with 401 and writes nothing', async (_, password) => {
    const before = await drawState();
    const response = await spin({ password });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: WRONG_PASSWORD_MESSAGE });
    expect(await drawState()).toEqual(before);
  });

  it('ignores a password in the query string', async () => {
    const before = await drawState();
    const response = await callApi(`spin-b.php?password=${PASSWORD}`);
    expect(response.status).toBe(401);
    expect(await drawState()).toEqual(before);
  });
});

describe('the other draws', () => {
  it('spin.php spins chitti-A and spin-c.php spins chitti-C', async () => {
    for (const [path, id, count] of [
      ['spin.php', 'chitti-A', 13],
      ['spin-c.php', 'chitti-C', 12],
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
      const response = await spin({ path: 'spin-c.php', password: PASSWORD });
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
