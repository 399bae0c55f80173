import { apiRoute } from '@edma/contract/api-paths';
import { CONTACT_API } from '@edma/contract/contact';
import { DRAWS, SPIN_KEY_HEADER } from '@edma/contract/draw';
import { describe, expect, it } from 'vitest';
import { counterIds, RATE_LIMITS, scaled } from '../../functions/src/rate-limit/fixed-window.ts';
import type { RateLimitScope } from '../../functions/src/store/rate-limit-docs.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, randomIp, register } from '../support/api-calls.ts';
import { aFamily } from '../support/test-data.ts';
import { emulatorParam } from '../support/emulator-params.ts';
import { globalState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const multiplier = Number(emulatorParam('RATE_LIMIT_MULTIPLIER') ?? 1);
const limitOf = (scope: RateLimitScope) => scaled(RATE_LIMITS[scope], multiplier);
const counters = () => adminDb().collection('rateLimits');

/** Counter ids for now, after waiting out a window that is about to end (so the test cannot straddle two). */
async function currentCounters(scope: RateLimitScope, ip: string) {
  const { windowMs } = limitOf(scope);
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return counterIds(scope, ip, Date.now(), windowMs);
}

async function fillCounter(id: string, count: number, scope: RateLimitScope, start: number) {
  await counters().doc(id).set({ scope, windowStart: start, count });
}

const contactCount = async (email: string) =>
  (await adminDb().collection('contactMessages').where('email', '==', email).count().get()).data().count;

describe('rate limits', () => {
  // Twenty requests at once start twenty function workers in the emulator: slow on a small machine,
  // so a longer timeout, and a count that holds if the window turns meanwhile.
  it('counts concurrent requests from many clients without failing any of them', { timeout: 240_000 }, async () => {
    const ips = Array.from({ length: 20 }, () => randomIp());
    const { windowMs } = limitOf('contact');
    const globalCount = async (id: string) => ((await counters().doc(id).get()).get('count') as number | undefined) ?? 0;
    const first = counterIds('contact', ips[0]!, Date.now(), windowMs).global;
    const before = await globalCount(first);
    const responses = await Promise.all(
      ips.map((ip, i) => callEndpoint(CONTACT_API.send, { name: 'Crowd', email: `crowd-${i}@example.org`, message: 'hello' }, { ip })),
    );
    expect(responses.map((r) => r.status)).toEqual(ips.map(() => 200));
    const last = counterIds('contact', ips[0]!, Date.now(), windowMs).global;
    const counted = (await globalCount(first)) - before + (last === first ? 0 : await globalCount(last));
    expect(counted).toBe(ips.length);
  });

  it('counts each request per client and refuses the one over the limit with 429, storing nothing', async () => {
    const ip = randomIp();
    const ids = await currentCounters('contact', ip);
    const email = `limit-${ids.client.slice(8, 16)}@example.org`;
    const send = () => callEndpoint(CONTACT_API.send, { name: 'Limit', email, message: 'hello' }, { ip });

    expect((await send()).status).toBe(200);
    expect((await counters().doc(ids.client).get()).get('count')).toBe(1);

    // Jump to one request below the limit, then the last allowed one, then one too many.
    const limit = limitOf('contact').perClient;
    await fillCounter(ids.client, limit - 1, 'contact', ids.start);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many requests. Please wait a few minutes and try again.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await contactCount(email)).toBe(2);
    expect((await counters().doc(ids.client).get()).get('count')).toBe(limit);

    // Another client is not affected.
    expect((await callEndpoint(CONTACT_API.send, { name: 'Other', email, message: 'hi' })).status).toBe(200);
  });

  it('limits registrations, before reading the form', async () => {
    const ip = randomIp();
    const ids = await currentCounters('registration', ip);
    await fillCounter(ids.client, limitOf('registration').perClient, 'registration', ids.start);
    const before = await globalState();
    const response = await register(aFamily(), { ip });
    expect(response.status).toBe(429);
    expect(await globalState()).toEqual(before);
  });

  it('limits spins, even with the right password', async () => {
    const ip = randomIp();
    const ids = await currentCounters('spin', ip);
    await fillCounter(ids.client, limitOf('spin').perClient, 'spin', ids.start);
    const draw = adminDb().collection('draws').doc('chitti-A');
    const before = (await draw.get()).data();
    const response = await callApi(apiRoute(DRAWS[0].spinPath), { method: 'POST', ip, headers: { [SPIN_KEY_HEADER]: 'edma-demo-spin' } });
    expect(response.status).toBe(429);
    expect((await draw.get()).data()).toEqual(before);
  });

  it('keys on the right-most X-Forwarded-For entry: addresses a client writes in front of it change nothing', async () => {
    const ip = randomIp();
    const ids = await currentCounters('contact', ip);
    await fillCounter(ids.client, limitOf('contact').perClient, 'contact', ids.start);
    const email = `forged-${ids.client.slice(0, 8)}@example.org`;
    for (const forged of [randomIp(), `${randomIp()}, ${randomIp()}`, 'unknown']) {
      const response = await callEndpoint(
        CONTACT_API.send,
        { name: 'F', email, message: 'hi' },
        { headers: { 'X-Forwarded-For': `${forged}, ${ip}` } },
      );
      expect(response.status, forged).toBe(429);
    }
    expect(await contactCount(email)).toBe(0);

    // The same forged entries in front of a fresh address are counted against that address only.
    const fresh = randomIp();
    const allowed = await callEndpoint(
      CONTACT_API.send,
      { name: 'F', email, message: 'hi' },
      { headers: { 'X-Forwarded-For': `${ip}, ${fresh}` } },
    );
    expect(allowed.status).toBe(200);
    expect(await contactCount(email)).toBe(1);
    expect(
      (
        await counters()
          .doc(counterIds('contact', fresh, Date.now(), limitOf('contact').windowMs).client)
          .get()
      ).get('count'),
    ).toBe(1);
  });

  it('has a global ceiling per scope that spoofed addresses cannot escape', async () => {
    const ids = await currentCounters('contact', randomIp());
    const global = counters().doc(ids.global);
    const saved = (await global.get()).data();
    try {
      await fillCounter(ids.global, limitOf('contact').global, 'contact', ids.start);
      const email = `global-${ids.client.slice(0, 8)}@example.org`;
      const response = await callEndpoint(CONTACT_API.send, { name: 'G', email, message: 'hi' }, { ip: randomIp() });
      expect(response.status).toBe(429);
      expect(await contactCount(email)).toBe(0);
    } finally {
      if (saved) await global.set(saved);
      else await global.delete();
    }
  });
});
