import { endpointUrl } from '@edma/contract/endpoint';
import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { COMMITTEE_MEMBER_API } from '@edma/contract/committee';
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../support/admin.ts';
import { callApi, postJson } from '../support/api-calls.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';

const holdsRole = async (email: string) => (await adminAuth().getUserByEmail(email)).customClaims?.committee === true;

describe('committee members manage the committee role', () => {
  it('lists the committee, grants the role to a member who signed in, and revokes it (ending their sessions)', async () => {
    const chair = await committeeMember('chair');
    const newcomer = uniqueGmail('newcomer');
    const newcomerToken = (await googleSignIn(newcomer)).token;

    const granted = await postJson(apiRoute(COMMITTEE_MEMBER_API.grant.path), { email: newcomer.toUpperCase() }, { token: chair.token });
    expect(granted.status).toBe(200);
    expect(await holdsRole(newcomer)).toBe(true);
    const list = await callApi(apiRoute(COMMITTEE_MEMBER_API.list.path), { token: chair.token });
    expect((list.body.members as Array<{ email: string }>).map((m) => m.email)).toEqual(expect.arrayContaining([chair.email, newcomer]));

    // Revocation compares whole seconds: a token from the same second as the revocation stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const revoked = await postJson(apiRoute(COMMITTEE_MEMBER_API.revoke.path), { email: newcomer }, { token: chair.token });
    expect(revoked.status).toBe(200);
    expect(await holdsRole(newcomer)).toBe(false);
    // Their earlier token no longer opens anything.
    expect((await callApi(endpointUrl(apiRoute(FAMILY_API.checkUser.path), { email: newcomer }), { token: newcomerToken })).status).toBe(
      401,
    );
  });

  it("never revokes one's own role, and needs an account that signed in once", async () => {
    const chair = await committeeMember('chair');
    const own = await postJson(apiRoute(COMMITTEE_MEMBER_API.revoke.path), { email: chair.email }, { token: chair.token });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot remove your own committee role; ask another committee member.');
    expect(await holdsRole(chair.email)).toBe(true);

    const unknown = await postJson(apiRoute(COMMITTEE_MEMBER_API.grant.path), { email: uniqueGmail('never') }, { token: chair.token });
    expect(unknown.status).toBe(404);
    expect((await postJson(apiRoute(COMMITTEE_MEMBER_API.grant.path), { email: 'not an email' }, { token: chair.token })).status).toBe(400);
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
      expect((await callApi(apiRoute(COMMITTEE_MEMBER_API.list.path), caller)).status).toBe(status);
      expect((await postJson(apiRoute(COMMITTEE_MEMBER_API.grant.path), { email: member }, caller)).status).toBe(status);
      expect((await postJson(apiRoute(COMMITTEE_MEMBER_API.grant.path), { email: target }, caller)).status).toBe(status);
    }
    expect(await holdsRole(member)).toBe(false);
    expect(await holdsRole(target)).toBe(false);
  });
});
