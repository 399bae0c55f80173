import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../functions/src/http/route.ts';
import { ROUTES } from '../../functions/src/routes.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../functions/src/http/http-error.ts';
import { callApi } from '../support/api-calls.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { settledSnapshot } from './support/directory-snapshot.ts';
import { settledState } from './support/read-back.ts';

/*
 * The access column of the router's table, route by route: no committee route answers anyone
 * without the committee claim, no member route anyone signed out, and a refused call changes
 * nothing anywhere.
 */

const routes = ROUTES.filter((route) => !route.matches);
const withAccess = (...access: ApiRoute['access'][]) => routes.filter((route) => access.includes(route.access));
const calls = (route: ApiRoute) => Object.keys(route.methods).map((method) => [method, route.route] as const);

let member: Awaited<ReturnType<typeof familyWithSignedInHead>>;
/** A body naming a real family and member, so a write let through would have something to change. */
let body: string;

beforeAll(async () => {
  member = await familyWithSignedInHead('access');
  const family = await callApi<{ members: { id: string }[] }>(`get_family_from_id.php?familyId=${member.familyId}`, {
    token: member.token,
  });
  const memberId = family.body.members[0]!.id;
  body = JSON.stringify({ familyId: member.familyId, id: memberId, memberId, email: member.email, uid: member.uid, name: 'Changed' });
  // The registration's directory triggers finish before anything is compared.
  await settledSnapshot();
});

function call(method: string, route: string, token?: string) {
  return callApi(route, {
    method,
    token,
    ...(method === 'POST' ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
  });
}

describe('the route table', () => {
  it('declares committee access for every committee/ route and for nothing else', () => {
    for (const route of routes) expect(route.access === 'committee', route.route).toBe(route.route.startsWith('committee/'));
    expect(withAccess('committee').length).toBeGreaterThan(40);
  });
});

describe('refusals', () => {
  // Each walk makes about a hundred requests between two reads of everything stored: a longer timeout.
  it(
    'refuses every committee route to a signed-out caller (401) and a signed-in member (403), and changes nothing',
    { timeout: 180_000 },
    async () => {
      const before = await settledState();
      for (const route of withAccess('committee')) {
        for (const [method, path] of calls(route)) {
          const anonymous = await call(method, path);
          expect([anonymous.status, anonymous.body], `${method} ${path} signed out`).toEqual([
            401,
            { success: false, message: SESSION_EXPIRED_MESSAGE },
          ]);
          const notCommittee = await call(method, path, member.token);
          expect([notCommittee.status, notCommittee.body], `${method} ${path} as a member`).toEqual([
            403,
            { success: false, message: NOT_COMMITTEE_MESSAGE },
          ]);
        }
      }
      expect(await settledState()).toEqual(before);
    },
  );

  it('refuses every member route to a signed-out caller (401), and changes nothing', { timeout: 180_000 }, async () => {
    const memberRoutes = withAccess('signed-in', 'own-family');
    expect(memberRoutes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['save_family.php', 'update_member.php', 'invitations/accept']),
    );
    const before = await settledState();
    for (const route of memberRoutes) {
      for (const [method, path] of calls(route)) {
        for (const token of [undefined, 'not-a-token']) {
          const answer = await call(method, path, token);
          expect([answer.status, answer.body], `${method} ${path} with ${token ?? 'no token'}`).toEqual([
            401,
            { success: false, message: SESSION_EXPIRED_MESSAGE },
          ]);
        }
      }
    }
    expect(await settledState()).toEqual(before);
  });
});
