import { endpoint } from '@edma/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Caller } from '../auth/verify-caller.ts';
import { createApiHandler, type VerifyCaller } from './api-router.ts';
import { notSignedIn } from '../errors/domain-error.ts';
import { call as routerCall, fakeFamilyOf } from './router-calls.test-helper.ts';
import { at, raw, type Access, type ApiRoute } from './route.ts';

// The router's own promises, with a fake token check: which callers reach which handler, and how
// often the token is verified. The real table: functions/src/routes-access.test.ts; real tokens: tests/wire/.

const MEMBER: Caller = { uid: 'u-head', email: 'head@gmail.com', committee: false };
const CHAIR: Caller = { uid: 'u-chair', email: 'chair@gmail.com', committee: true };

/** Verifies "Bearer member" / "Bearer chair", counting every verification. */
function fakeVerifier() {
  const counter = { verifications: 0 };
  const verify: VerifyCaller = async (authorization) => {
    counter.verifications += 1;
    if (authorization === 'Bearer member') return MEMBER;
    if (authorization === 'Bearer chair') return CHAIR;
    throw notSignedIn();
  };
  return { verify, counter };
}

const ACCESS: Access[] = ['public', 'signed-in', 'own-family', 'my-family', 'committee'];
const echo = endpoint({
  method: 'POST',
  path: '/api/echo',
  request: z.object({ n: z.number().int() }),
  response: z.object({ n: z.number() }),
});

/** One raw GET route per access level, recording the caller each handler was given. */
function tableRecording(reached: { access: Access; caller: Caller | null }[]): ApiRoute[] {
  return ACCESS.map((access) =>
    raw(`/api/${access}`, access, {
      GET: async (_request, caller) => {
        reached.push({ access, caller });
        return { json: { success: true } };
      },
    }),
  );
}

/** One request through the router: a token as "Bearer <token>", a body as JSON. */
function call(handler: ReturnType<typeof createApiHandler>, method: string, url: string, init: { token?: string; body?: unknown } = {}) {
  return routerCall(handler, {
    method,
    url,
    headers: {
      authorization: init.token ? `Bearer ${init.token}` : undefined,
      'content-type': init.body === undefined ? undefined : 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('Server-Timing', () => {
  it('says where each answer spent its time: the sign-in check, the guard, the whole request; refusals too', async () => {
    const { verify } = fakeVerifier();
    const handler = createApiHandler(tableRecording([]), verify, undefined, fakeFamilyOf);
    const stages = (header: string | undefined) => header?.split(', ').map((part) => part.split(';dur=')[0]);
    const served = await call(handler, 'GET', '/api/signed-in', { token: 'member' });
    expect(served.status).toBe(200);
    expect(served.headers['Server-Timing']).toMatch(/^auth;dur=\d+\.\d, guard;dur=\d+\.\d, total;dur=\d+\.\d$/);
    const refused = await call(handler, 'GET', '/api/committee', { token: 'member' });
    expect(refused.status).toBe(403);
    expect(stages(refused.headers['Server-Timing'])).toEqual(['auth', 'total']);
  });
});

describe('the router admits callers by the route access', () => {
  it('never reaches a handler without a verified caller of its access level', async () => {
    const reached: { access: Access; caller: Caller | null }[] = [];
    const { verify } = fakeVerifier();
    const handler = createApiHandler(tableRecording(reached), verify, undefined, fakeFamilyOf);
    for (const access of ACCESS) {
      for (const token of [undefined, 'forged', 'member', 'chair']) await call(handler, 'GET', `/api/${access}`, { token });
    }
    // Public: everyone, with no caller. Signed-in and own-family: member and chair. My-family: the same,
    // with the family each belongs to. Committee: the chair only.
    expect(reached).toEqual([
      ...[1, 2, 3, 4].map(() => ({ access: 'public', caller: null })),
      { access: 'signed-in', caller: MEMBER },
      { access: 'signed-in', caller: CHAIR },
      { access: 'own-family', caller: MEMBER },
      { access: 'own-family', caller: CHAIR },
      { access: 'my-family', caller: { ...MEMBER, familyId: 'fam-head' } },
      { access: 'my-family', caller: { ...CHAIR, familyId: 'fam-chair' } },
      { access: 'committee', caller: CHAIR },
    ]);
  });

  it('answers 401 without a valid sign-in and 403 to a member on a committee route', async () => {
    const { verify } = fakeVerifier();
    const handler = createApiHandler(tableRecording([]), verify, undefined, fakeFamilyOf);
    expect((await call(handler, 'GET', '/api/committee')).status).toBe(401);
    expect((await call(handler, 'GET', '/api/own-family', { token: 'forged' })).status).toBe(401);
    const member = await call(handler, 'GET', '/api/committee', { token: 'member' });
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ success: false });
  });

  it('refuses a my-family route, before its handler, to a signed-in person no family holds', async () => {
    const reached: { access: Access; caller: Caller | null }[] = [];
    const verify: VerifyCaller = async () => ({ uid: 'u-stranger', email: 'stranger@gmail.com', committee: false });
    const handler = createApiHandler(tableRecording(reached), verify, undefined, fakeFamilyOf);
    const answer = await call(handler, 'GET', '/api/my-family', { token: 'stranger' });
    expect([answer.status, answer.body]).toEqual([
      403,
      { success: false, message: 'You are not registered. Please register before logging in.' },
    ]);
    expect(reached).toEqual([]);
    expect((await call(handler, 'GET', '/api/signed-in', { token: 'stranger' })).status).toBe(200);
  });

  it('verifies the token once per request, and never for a public route', async () => {
    const { verify, counter } = fakeVerifier();
    const handler = createApiHandler(tableRecording([]), verify, undefined, fakeFamilyOf);
    for (const access of ACCESS) {
      const before = counter.verifications;
      await call(handler, 'GET', `/api/${access}`, { token: 'chair' });
      expect(counter.verifications - before, access).toBe(access === 'public' ? 0 : 1);
    }
  });
});

describe('endpoints registered with at()', () => {
  it('hand the handler the parsed input and the caller, and answer its value', async () => {
    const seen: unknown[] = [];
    const { verify } = fakeVerifier();
    const handler = createApiHandler(
      [
        at(echo, 'committee', async (input, { caller }) => {
          seen.push([input, caller.email]);
          return { n: input.n * 2 };
        }),
      ],
      verify,
    );
    const answer = await call(handler, 'POST', '/api/echo', { token: 'chair', body: { n: 21, extra: 'dropped' } });
    expect([answer.status, answer.body]).toEqual([200, { n: 42 }]);
    expect(seen).toEqual([[{ n: 21 }, CHAIR.email]]);
  });

  it('refuse a request the endpoint schema rejects with a 400, before the handler runs', async () => {
    let reached = false;
    const { verify } = fakeVerifier();
    const handler = createApiHandler(
      [
        at(echo, 'committee', async (input) => {
          reached = true;
          return input;
        }),
      ],
      verify,
    );
    const answer = await call(handler, 'POST', '/api/echo', { token: 'chair', body: { n: 'many' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/n/) });
    expect(reached).toBe(false);
  });
});
