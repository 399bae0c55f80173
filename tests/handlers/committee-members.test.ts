import { FAMILY_API } from '@edma/contract/family';
import { COMMITTEE_MEMBER_API } from '@edma/contract/committee';
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../support/admin.ts';
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
