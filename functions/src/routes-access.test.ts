import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { SPIN_KEY_HEADER } from '@edma/contract/draw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from './auth/verify-caller.ts';
import { createApiHandler } from './http/api-router.ts';
import { CROSS_SITE_MESSAGE, FORM_BODY_MESSAGE } from './http/cross-site.ts';
import { SESSION_EXPIRED_MESSAGE } from './errors/domain-error.ts';
import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import { DOOR_PASS_TEXTS } from '@edma/contract/door-pass';
import { staffRolesOf, type Access, type ApiRoute } from './http/route.ts';
import type { StaffRole } from '@edma/contract/committee';
import { ROUTES, writeRoutes } from './routes.ts';
import {
  BEARER,
  call,
  CHAIR,
  DOOR_PASS_CALLER,
  DOOR_ROLE_CALLER,
  fakeFamilyOf,
  fakeVerifier,
  FAMILY_OF,
  HEAD,
  SITE_ORIGIN,
  STRANGER,
  TASK_ROLE_CALLERS,
  UNIT_PROJECT,
  UNVERIFIED_MESSAGE,
} from './http/router-calls.test-helper.ts';

/*
 * The access column of the real route table, route by route and caller by caller, with every
 * handler replaced by a spy: a refused caller gets the exact refusal and no handler (nor the
 * committee's write guard) runs, so nothing can change. Whether an own-family caller may touch the
 * family it names is the handlers' second line (families/family-access.ts), tested by their own
 * tests (tests/api/family-access.test.ts and the other family files); the router admits every
 * verified member to an own-family route, and that is what is tested here. On a my-family route it
 * hands over the caller's family (found over the emulators by tests/handlers/family-access.test.ts).
 */

interface Reached {
  route: string;
  method: string;
  caller: Caller | null;
}

/** The real table with a spy for every handler; the committee write guard logs when it runs too. */
function spiedRouter() {
  const log: Array<{ step: 'guard' | 'handler' } & Reached> = [];
  const table: ApiRoute[] = ROUTES.map((route) => ({
    ...route,
    methods: Object.fromEntries(
      Object.keys(route.methods).map((method) => [
        method,
        async (request: { method: string }, caller: Caller | null) => {
          log.push({ step: 'handler', route: route.route, method: request.method, caller });
          return { json: { success: true } };
        },
      ]),
    ),
  }));
  const { verify, counter } = fakeVerifier();
  const handler = createApiHandler(
    table,
    verify,
    async (route, method, caller) => {
      log.push({ step: 'guard', route: route.route, method, caller });
    },
    fakeFamilyOf,
  );
  return { handler, log, counter };
}

/** A path that each route answers: its own, or one of the stored files its pattern serves. */
const SAMPLE_OF_PATTERN: Record<string, string> = {
  'photos/*': 'photos/f1/m1-0123456789abcdef.webp',
  'content/**/*.webp': 'content/albums/a1/p1-0123456789abcdef.webp',
  'calendar/*': 'calendar/summer-fair',
};
const pathOf = (route: ApiRoute) => (route.matches ? SAMPLE_OF_PATTERN[route.route]! : route.route);
const methodsOf = (route: ApiRoute) => Object.keys(route.methods).flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
const PREFIXES = ['/api/', '/'];

interface CallerCase {
  name: string;
  authorization?: string;
  /** The caller a handler receives, when admitted. */
  caller?: Caller;
  /** 0: not signed in; 1: signed in without a verified email; 2: a member; 3: the committee. */
  level: 0 | 1 | 2 | 3;
}

const CALLERS: CallerCase[] = [
  { name: 'signed out', level: 0 },
  { name: 'a token that is not one', authorization: 'Bearer not-a-token', level: 0 },
  { name: 'an empty Bearer', authorization: 'Bearer', level: 0 },
  { name: 'Basic credentials', authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`, level: 0 },
  { name: 'an unverified email', authorization: 'Bearer unverified-token', level: 1 },
  { name: 'a member of no family', authorization: BEARER.stranger, caller: STRANGER, level: 2 },
  { name: 'the head of a family', authorization: BEARER.head, caller: HEAD, level: 2 },
  { name: 'a committee member', authorization: BEARER.chair, caller: CHAIR, level: 3 },
  ...Object.entries(TASK_ROLE_CALLERS).map(([role, caller]) => ({
    name: `the ${role} role`,
    authorization: `Bearer ${role}-token`,
    caller,
    level: 2 as const,
  })),
  { name: 'a door pass', authorization: 'Bearer door-token', caller: DOOR_PASS_CALLER, level: 2 },
  { name: 'a member holding the door role', authorization: 'Bearer door-role-token', caller: DOOR_ROLE_CALLER, level: 2 },
];

/** What the router answers a caller on a route of this access: the caller the handler gets, or the refusal. */
function expected(
  access: Access,
  who: CallerCase,
): { caller: (Caller & { familyId?: string }) | null } | { status: number; message: string } {
  if (access === 'public') return { caller: null };
  if (who.level === 0) return { status: 401, message: SESSION_EXPIRED_MESSAGE };
  if (who.level === 1) return { status: 403, message: UNVERIFIED_MESSAGE };
  const caller = who.caller!;
  // A door pass opens the door routes and no other; there, the committee and the events role too.
  if (caller.door) return access === 'door' ? { caller } : { status: 403, message: DOOR_PASS_TEXTS.onlyTheDoor };
  // The door role opens the door routes (its handler keeps it to its event) and no committee route;
  // elsewhere its holder is the member they are.
  if (caller.doorRole && access === 'door') return { caller };
  const roles = access === 'door' ? (['events'] as const) : staffRolesOf(access);
  if (roles) {
    // The committee's routes: the committee, and the task roles the table names.
    const admitted = caller.committee || roles.some((role) => caller.roles?.includes(role));
    return admitted ? { caller } : { status: 403, message: NOT_COMMITTEE_MESSAGE };
  }
  if (access !== 'my-family') return { caller };
  // The router finds the caller's family: someone no family holds is refused.
  const familyId = FAMILY_OF[caller.email];
  return familyId ? { caller: { ...caller, familyId } } : { status: 403, message: NOT_REGISTERED_MESSAGE };
}

beforeAll(() => {
  vi.stubEnv('GCLOUD_PROJECT', UNIT_PROJECT);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the route table', () => {
  it('declares committee access (the whole committee, or with task roles) for every committee/ route and for nothing else', () => {
    for (const route of ROUTES) expect(staffRolesOf(route.access) !== null, route.route).toBe(route.route.startsWith('committee/'));
    expect(ROUTES.filter((r) => staffRolesOf(r.access) !== null).length).toBeGreaterThan(40);
  });

  it('gives each task role its own area of the console and nothing else', () => {
    const areaOf = (role: StaffRole) =>
      [...new Set(ROUTES.filter((r) => staffRolesOf(r.access)?.includes(role)).map((r) => r.route.split('/')[1]))].sort();
    expect(areaOf('treasurer')).toEqual(['bookings', 'exports', 'membership']);
    expect(areaOf('events')).toEqual(['announcements', 'bookings', 'door', 'events', 'exports', 'rota']);
    expect(areaOf('content')).toEqual(['albums', 'committee-page', 'privacy-notice', 'site-contact', 'videos']);
    // Of bookings, the treasurer reads the lists and marks payments; the events role runs them.
    expect(
      ROUTES.filter((r) => r.access === 'events|treasurer')
        .map((r) => r.route)
        .sort(),
    ).toEqual(['committee/bookings', 'committee/bookings/events', 'committee/bookings/paid', 'committee/exports/record']);
  });

  it('lists as writes every POST route but the one other sites may send', () => {
    const posts = ROUTES.filter((r) => r.methods.POST && !r.matches);
    expect(writeRoutes()).toEqual(posts.filter((r) => !r.openToOtherSites).map((r) => r.route));
    expect(posts.filter((r) => r.openToOtherSites).map((r) => r.route)).toEqual(['email/unsubscribe']);
    expect(writeRoutes()).toEqual(expect.arrayContaining(['save_family.php', 'update_member.php', 'invitations/accept', 'contact']));
  });

  it('has a sample path for every route served by pattern', () => {
    for (const route of ROUTES.filter((r) => r.matches)) expect(route.matches!(pathOf(route)), route.route).toBe(true);
  });
});

describe.each(ROUTES.map((route) => [`${route.route} (${route.access})`, route] as const))('%s', (_name, route) => {
  it('admits each caller at its access level and refuses every other, before any handler or guard runs', async () => {
    const { handler, log, counter } = spiedRouter();
    for (const method of methodsOf(route)) {
      for (const prefix of PREFIXES) {
        for (const who of CALLERS) {
          const label = `${method} ${prefix}${pathOf(route)} by ${who.name}`;
          log.length = 0;
          const verificationsBefore = counter.verifications;
          const answer = await call(handler, {
            method,
            url: `${prefix}${pathOf(route)}?x=1`,
            headers: {
              authorization: who.authorization,
              ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            body: method === 'POST' ? '{}' : undefined,
          });
          const want = expected(route.access, who);
          expect(answer.headers['Cache-Control'], label).toBe('no-store');
          // The token is verified once for a non-public route, never for a public one.
          expect(counter.verifications - verificationsBefore, label).toBe(route.access === 'public' ? 0 : 1);
          if ('status' in want) {
            expect([answer.status, answer.body], label).toEqual([want.status, { success: false, message: want.message }]);
            expect(log, label).toEqual([]);
          } else {
            expect(answer.status, label).toBe(200);
            // HEAD runs the GET handler; the guard runs first, with the same caller.
            const step = { route: route.route, method: method === 'HEAD' ? 'HEAD' : method, caller: want.caller };
            expect(log, label).toEqual([
              { step: 'guard', ...step },
              { step: 'handler', ...step },
            ]);
          }
        }
      }
    }
  });

  it('answers any other method with 405 and the allowed ones, to anyone', async () => {
    const { handler, log } = spiedRouter();
    const allowed = methodsOf(route);
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !allowed.includes(m))) {
      for (const authorization of [undefined, BEARER.chair]) {
        const answer = await call(handler, { method, url: `/api/${pathOf(route)}`, headers: { authorization } });
        expect([answer.status, answer.body], method).toEqual([405, { success: false, message: 'Method not allowed.' }]);
        expect(answer.headers.Allow?.split(', ').sort(), method).toEqual([...allowed].sort());
        expect(answer.headers['Cache-Control']).toBe('no-store');
      }
    }
    expect(log).toEqual([]);
  });

  it("grants a preflight to the site's own origin only, and runs nothing", async () => {
    const { handler, log } = spiedRouter();
    const granted = await call(handler, { method: 'OPTIONS', url: `/api/${pathOf(route)}`, headers: { origin: SITE_ORIGIN } });
    expect(granted.status).toBe(204);
    expect(granted.headers).toMatchObject({
      'Access-Control-Allow-Origin': SITE_ORIGIN,
      'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept, ${SPIN_KEY_HEADER}`,
      'Access-Control-Max-Age': '600',
      'Cache-Control': 'no-store',
      Vary: 'Origin',
    });
    expect(granted.headers['Access-Control-Allow-Methods']!.split(', ').sort()).toEqual(methodsOf(route).sort());
    for (const origin of [undefined, 'https://evil.example', 'null', `${SITE_ORIGIN}.evil.example`, 'http://127.0.0.1:5050']) {
      const refused = await call(handler, {
        method: 'OPTIONS',
        url: `/${pathOf(route)}`,
        headers: { origin, authorization: BEARER.chair },
      });
      expect([refused.status, refused.body], String(origin)).toEqual([403, { success: false, message: CROSS_SITE_MESSAGE }]);
      expect(refused.headers['Access-Control-Allow-Origin'], String(origin)).toBeUndefined();
    }
    expect(log).toEqual([]);
  });

  it('lets only the site itself read its answers', async () => {
    const { handler } = spiedRouter();
    const method = Object.keys(route.methods)[0]!;
    const post = method === 'POST' ? { 'content-type': 'application/json' } : {};
    const own = await call(handler, {
      method,
      url: `/api/${pathOf(route)}`,
      headers: { origin: SITE_ORIGIN, authorization: BEARER.chair, ...post },
      body: '{}',
    });
    expect(own.headers).toMatchObject({ 'Access-Control-Allow-Origin': SITE_ORIGIN, Vary: 'Origin' });
    const other = await call(handler, { method: 'GET', url: `/api/${pathOf(route)}`, headers: { origin: 'https://evil.example' } });
    expect(other.headers.Vary).toBe('Origin');
    expect(other.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });

  if (route.methods.POST && !route.matches) {
    it(
      route.openToOtherSites
        ? 'takes a POST from other sites and from forms (its signed token is its authority)'
        : 'refuses a POST another site could send, before the caller is even looked at',
      async () => {
        const { handler, log, counter } = spiedRouter();
        const refusals: Array<[string, Record<string, string>, string, number, string]> = [
          ['another origin', { origin: 'https://evil.example' }, '{}', 403, CROSS_SITE_MESSAGE],
          ['the null origin', { origin: 'null' }, '{}', 403, CROSS_SITE_MESSAGE],
          ['a look-alike origin', { origin: `${SITE_ORIGIN}.evil.example` }, '{}', 403, CROSS_SITE_MESSAGE],
          ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, '{}', 403, CROSS_SITE_MESSAGE],
          ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }, '{}', 403, CROSS_SITE_MESSAGE],
          ['a urlencoded form', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415, FORM_BODY_MESSAGE],
          ['a text/plain form', { 'content-type': 'text/plain' }, '{}', 415, FORM_BODY_MESSAGE],
        ];
        for (const [name, headers, body, status, message] of refusals) {
          for (const authorization of [undefined, BEARER.chair]) {
            // A form cannot set Authorization: with it, a form-only body is left to the handler to refuse.
            if (status === 415 && authorization) continue;
            log.length = 0;
            const answer = await call(handler, {
              method: 'POST',
              url: `/api/${route.route}`,
              headers: { 'content-type': 'application/json', ...headers, authorization },
              body,
            });
            if (route.openToOtherSites) {
              expect(answer.status, name).toBe(200);
              expect(
                log.map((l) => l.step),
                name,
              ).toEqual(['guard', 'handler']);
            } else {
              expect([answer.status, answer.body], name).toEqual([status, { success: false, message }]);
              expect(log, name).toEqual([]);
            }
          }
        }
        if (!route.openToOtherSites) expect(counter.verifications).toBe(0);
        // The site's own pages (an allowed origin, or a same-origin fetch) are let on to the access check.
        for (const headers of [{ origin: SITE_ORIGIN }, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }]) {
          const answer = await call(handler, {
            method: 'POST',
            url: `/api/${route.route}`,
            headers: { 'content-type': 'application/json', authorization: BEARER.chair, ...headers },
            body: '{}',
          });
          expect(answer.status, JSON.stringify(headers)).toBe(200);
        }
      },
    );
  }
});

describe('paths the table does not have', () => {
  it.each([
    'no_such_thing.php',
    'committee/no-such-route',
    'get_families',
    'get_families.php/more',
    'photos',
    'content/albums/a1/p1.webp',
    'calendar/a/b',
    'api',
    '',
    '%E0%A4%A',
  ])('answers /api/%s and /%s with a JSON 404, to anyone and any method', async (path) => {
    const { handler, log, counter } = spiedRouter();
    for (const prefix of PREFIXES) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS']) {
        for (const authorization of [undefined, BEARER.chair]) {
          const answer = await call(handler, {
            method,
            url: `${prefix}${path}`,
            headers: { authorization, origin: SITE_ORIGIN, 'content-type': 'application/json' },
            body: '{}',
          });
          expect([answer.status, answer.body], `${method} ${prefix}${path}`).toEqual([404, { success: false, message: 'Not found.' }]);
          expect(answer.headers['Cache-Control']).toBe('no-store');
        }
      }
    }
    expect(log).toEqual([]);
    expect(counter.verifications).toBe(0);
  });

  it.each([
    ['get_families.php', 'POST', 'GET, HEAD'],
    ['save_family.php', 'GET', 'POST'],
    ['check_user.php', 'POST', 'GET, HEAD'],
    ['update_member.php', 'GET', 'POST'],
    ['delete_member.php', 'DELETE', 'POST'],
    ['contact', 'GET', 'POST'],
    ['spin.php', 'PUT', 'POST'],
    ['spin-b.php', 'GET', 'POST'],
    ['email/unsubscribe', 'PUT', 'GET, HEAD, POST'],
  ])('answers %s with %s by 405 and names the allowed methods in order', async (path, method, allow) => {
    const { handler } = spiedRouter();
    const answer = await call(handler, { method, url: `/api/${path}` });
    expect([answer.status, answer.headers.Allow]).toEqual([405, allow]);
  });
});
