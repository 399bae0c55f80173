import { FAMILY_API } from '@edma/contract/family';
import { COMMITTEE_MEMBER_API, NOT_COMMITTEE_MESSAGE, ROLE_LABELS } from '@edma/contract/committee';
import { MEMBERSHIP_API } from '@edma/contract/membership';
import { VIDEOS_API } from '@edma/contract/videos';
import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import { CALENDAR_API } from '@edma/contract/calendar';
import { apiRoute } from '@edma/contract/api-paths';
import { postJson } from '../support/api-calls.ts';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const holdsRole = async (email: string) => (await adminAuth().getUserByEmail(email)).customClaims?.committee === true;

describe('committee members manage the committee role', () => {
  it('lists the committee, grants the role to a member who signed in, and revokes it (ending their sessions)', async () => {
    const chair = await committeeMember('chair');
    const newcomer = uniqueGmail('newcomer');
    const newcomerToken = (await googleSignIn(newcomer)).token;

    const granted = await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: newcomer.toUpperCase() }, { token: chair.token });
    expect(granted.status).toBe(200);
    expect(await holdsRole(newcomer)).toBe(true);
    const list = await callEndpoint(COMMITTEE_MEMBER_API.list, {}, { token: chair.token });
    expect((list.body.members as Array<{ email: string }>).map((m) => m.email)).toEqual(expect.arrayContaining([chair.email, newcomer]));

    // Revocation compares whole seconds: a token from the same second as the revocation stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const revoked = await callEndpoint(COMMITTEE_MEMBER_API.revoke, { email: newcomer }, { token: chair.token });
    expect(revoked.status).toBe(200);
    expect(await holdsRole(newcomer)).toBe(false);
    // Their earlier token no longer opens anything.
    expect((await callEndpoint(FAMILY_API.checkUser, { email: newcomer }, { token: newcomerToken })).status).toBe(401);
  });

  it("never revokes one's own role, and needs an account that signed in once", async () => {
    const chair = await committeeMember('chair');
    const own = await callEndpoint(COMMITTEE_MEMBER_API.revoke, { email: chair.email }, { token: chair.token });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot remove your own committee role; ask another committee member.');
    expect(await holdsRole(chair.email)).toBe(true);

    const unknown = await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: uniqueGmail('never') }, { token: chair.token });
    expect(unknown.status).toBe(404);
    expect((await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: 'not an email' }, { token: chair.token })).status).toBe(400);
  });

  it('refuses members and anonymous callers, changing nothing', async () => {
    const member = uniqueGmail('member');
    const { token } = await googleSignIn(member);
    const target = uniqueGmail('target');
    await googleSignIn(target);
    for (const [caller, status] of [
      [{ token }, 403],
      [{}, 401],
    ] as const) {
      expect((await callEndpoint(COMMITTEE_MEMBER_API.list, {}, caller)).status).toBe(status);
      expect((await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: member }, caller)).status).toBe(status);
      expect((await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: target }, caller)).status).toBe(status);
    }
    expect(await holdsRole(member)).toBe(false);
    expect(await holdsRole(target)).toBe(false);
  });
});

describe('task roles: treasurer, events, content', () => {
  const claimsOf = async (email: string) => (await adminAuth().getUserByEmail(email)).customClaims ?? {};
  const auditsOf = async (email: string) =>
    (await adminDb().collection('auditLog').where('details.email', '==', email).get()).docs
      .map((doc) => `${doc.get('action')} ${doc.get('details.role')} by ${doc.get('actor.email')}`)
      .sort();

  it('open their own area from the next sign-in and nothing else; one is removed, the others kept; each change audited', async () => {
    const chair = await committeeMember('roles-chair');
    const helper = uniqueGmail('treasurer');
    await googleSignIn(helper);
    for (const role of ['treasurer', 'content'] as const) {
      const granted = await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: helper, role }, { token: chair.token });
      expect([granted.status, granted.body.message]).toEqual([200, `${helper} now holds the role ${ROLE_LABELS[role]}.`]);
    }
    expect(await claimsOf(helper)).toEqual({ roles: ['treasurer', 'content'] });
    const listed = await callEndpoint(COMMITTEE_MEMBER_API.list, {}, { token: chair.token });
    expect((listed.body.members as Array<{ email: string; roles: string[] }>).find((m) => m.email === helper)?.roles).toEqual([
      'treasurer',
      'content',
    ]);

    // Signed in again: the token carries the roles.
    const { token } = await googleSignIn(helper);
    expect((await callEndpoint(MEMBERSHIP_API.list, {}, { token })).status).toBe(200);
    expect((await callEndpoint(VIDEOS_API.list, {}, { token })).status).toBe(200);
    // Not the committee's own work: refused, and nothing changes (a role cannot grant itself more).
    const before = await claimsOf(helper);
    for (const [what, answer] of [
      ['grant', await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: helper, role: 'committee' }, { token })],
      ['families', await callEndpoint(CONSOLE_FAMILY_API.list, {}, { token })],
      ['calendar', await callEndpoint(CALENDAR_API.list, {}, { token })],
    ] as const) {
      expect([what, answer.status, answer.body.message], what).toEqual([what, 403, NOT_COMMITTEE_MESSAGE]);
    }
    expect(await claimsOf(helper)).toEqual(before);

    const removed = await callEndpoint(COMMITTEE_MEMBER_API.revoke, { email: helper, role: 'treasurer' }, { token: chair.token });
    expect(removed.status).toBe(200);
    expect(await claimsOf(helper)).toEqual({ roles: ['content'] });
    expect(await auditsOf(helper)).toEqual([
      `committee.grant content by ${chair.email}`,
      `committee.grant treasurer by ${chair.email}`,
      `committee.revoke treasurer by ${chair.email}`,
    ]);
  });

  it('refuses a role that is not one, changing nothing', async () => {
    const chair = await committeeMember('roles-bad');
    const helper = uniqueGmail('badrole');
    await googleSignIn(helper);
    const answer = await postJson(apiRoute(COMMITTEE_MEMBER_API.grant.path), { email: helper, role: 'admin' }, { token: chair.token });
    expect(answer.status).toBe(400);
    expect(await claimsOf(helper)).toEqual({});
  });
});
