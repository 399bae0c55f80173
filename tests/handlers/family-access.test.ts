import { endpointUrl } from '@edma/contract/endpoint';
import { apiRoute } from '@edma/contract/api-paths';
import { callApi, postJson } from '../support/api-calls.ts';
import { familyResponseSchema, FAMILY_API, NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import { PRIVACY_API } from '@edma/contract/privacy';
import { ROUTES } from '../../functions/src/routes.ts';
import { familyState } from '../support/read-back.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../support/admin.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { emulatorToken, expiredToken, forgedToken, googleSignIn, unverifiedSignIn } from '../support/auth-tokens.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

let own: Awaited<ReturnType<typeof familyWithSignedInHead>>;
let other: Awaited<ReturnType<typeof familyWithSignedInHead>>;

beforeAll(async () => {
  own = await familyWithSignedInHead('access-own');
  other = await familyWithSignedInHead('access-other');
});

/** Every way a token can be bad, each answering 401 with the same sign-in-again message. */
async function badTokens(): Promise<Array<[string, string | undefined]>> {
  const deleted = await googleSignIn(uniqueGmail('deleted'));
  await adminAuth().deleteUser(deleted.uid);
  return [
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['a token signed with a forged key', forgedToken(own.uid, own.email)],
    ['an expired token', expiredToken(own.uid, own.email)],
    [
      'a token for another project',
      emulatorToken(own.uid, own.email, { aud: 'some-other-project', iss: 'https://securetoken.google.com/some-other-project' }),
    ],
    ['a token of a deleted account', deleted.token],
  ];
}

describe('GET check_user.php', () => {
  it("answers for the caller's own email", async () => {
    const response = await callEndpoint(
      FAMILY_API.checkUser,
      { email: own.email.toUpperCase() },
      {
        token: own.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ exists: true, family_id: own.familyId, invitations: [] });
  });

  it('answers exists false for a signed-in Google user who is not registered', async () => {
    const email = uniqueGmail('stranger');
    const { token } = await googleSignIn(email);
    const response = await callEndpoint(FAMILY_API.checkUser, { email: email }, { token });
    expect(response.body).toEqual({ exists: false, family_id: null, invitations: [] });
  });

  it('refuses to answer about anyone else', async () => {
    const response = await callEndpoint(FAMILY_API.checkUser, { email: other.email }, { token: own.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'You can only check your own email address.' });
  });

  it('needs the email', async () => {
    const response = await callApi(apiRoute(FAMILY_API.checkUser.path), { token: own.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'email is required.' });
  });

  it('refuses an unverified email', async () => {
    const email = uniqueGmail('unverified');
    const { token } = await unverifiedSignIn(email);
    const response = await callEndpoint(FAMILY_API.checkUser, { email: email }, { token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, message: 'Your Google account email address is not verified.' });
  });

  it('refuses every bad token with 401', async () => {
    for (const [label, token] of await badTokens()) {
      const response = await callEndpoint(FAMILY_API.checkUser, { email: own.email }, { token });
      expect(response.status, label).toBe(401);
      expect(response.body, label).toEqual({ success: false, message: SESSION_EXPIRED });
    }
  });
});

describe('GET get_family_from_id.php', () => {
  it("gives a member their family's details, head first", async () => {
    const response = await callEndpoint(FAMILY_API.family, { familyId: own.familyId }, { token: own.token });
    expect(response.status).toBe(200);
    const body = familyResponseSchema.parse(response.body);
    expect(body).toMatchObject({
      success: true,
      family: {
        id: own.familyId,
        house_no: '12',
        address_line: 'Harbour Road',
        location: 'Seaton',
        postal_code: 'EX12 2AB',
        membership_type: 'Gold',
      },
    });
    if (!body.success) throw new Error('unreachable');
    expect(body.members.map((m) => m.name)).toEqual(['Anu Thomas', 'Ben Thomas']);
    expect(body.members[0]).toMatchObject({ email: own.email, phone: '07700 900123', dob: '1984-02-03', photo_path: null });
    expect(body.members[0]!.id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it("refuses another family's member", async () => {
    const response = await callEndpoint(FAMILY_API.family, { familyId: other.familyId }, { token: own.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'You can only view or change your own family.' });
  });

  it('answers 404 for an unknown family', async () => {
    const response = await callEndpoint(FAMILY_API.family, { familyId: 'NoSuchFamily123' }, { token: own.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Family not found.' });
  });

  it.each([
    ['missing', ''],
    ['a path', '..%2Fmembers'],
    ['too long', 'x'.repeat(200)],
  ])('answers 400 for a familyId that is %s', async (_, familyId) => {
    const response = await callEndpoint(FAMILY_API.family, { familyId: familyId }, { token: own.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'A valid familyId is required.' });
  });

  it('refuses an unverified email', async () => {
    const { token } = await unverifiedSignIn(uniqueGmail('unverified'));
    const response = await callEndpoint(FAMILY_API.family, { familyId: own.familyId }, { token });
    expect(response.status).toBe(403);
  });

  it('refuses every bad token with 401', async () => {
    for (const [label, token] of await badTokens()) {
      const response = await callEndpoint(FAMILY_API.family, { familyId: own.familyId }, { token });
      expect(response.status, label).toBe(401);
      expect(response.body, label).toEqual({ success: false, message: SESSION_EXPIRED });
    }
  });
});

describe("the project's own family endpoints: the router finds the caller's family", () => {
  const mine = ROUTES.filter((route) => route.access === 'my-family');

  it('are the dues, bookings, rota and privacy endpoints, none of which takes a family from the request', () => {
    expect(mine.map((route) => route.route).sort()).toEqual([
      'bookings/mine',
      'bookings/save',
      'bookings/upcoming',
      'membership/claim',
      'membership/dues',
      'privacy/family',
      'privacy/family/consent',
      'privacy/family/erase',
      'privacy/family/erase/cancel',
      'privacy/family/export',
      'privacy/family/hide',
      'rota/sign-up',
      'rota/withdraw',
    ]);
  });

  it("answer about the caller's own family, whatever family a request names", async () => {
    const family = await callEndpoint(FAMILY_API.family, { familyId: own.familyId }, { token: own.token });
    const body = familyResponseSchema.parse(family.body);
    if (!body.success) throw new Error('The family could not be read');
    const ownIds = body.members.map((member) => member.id);
    const named = await callApi<{ members: { id: string }[] }>(
      endpointUrl(apiRoute(PRIVACY_API.family.path), { familyId: other.familyId }),
      {
        token: own.token,
      },
    );
    expect(named.status).toBe(200);
    expect(named.body.members.map((member) => member.id)).toEqual(ownIds);
  });

  it('refuse a signed-in account no family holds, on every one of them, and change nothing', async () => {
    const stranger = await googleSignIn(uniqueGmail('no-family'));
    const before = await familyState(other.familyId);
    const asking = { familyId: other.familyId, confirm: 'DELETE', hidden: true, year: 2027, eventId: 'onam' };
    for (const route of mine) {
      for (const method of Object.keys(route.methods)) {
        const answer =
          method === 'POST'
            ? await postJson(route.route, asking, { token: stranger.token })
            : await callApi(endpointUrl(route.route, { familyId: other.familyId, eventId: 'onam' }), { token: stranger.token });
        expect([answer.status, answer.body], `${method} ${route.route}`).toEqual([
          403,
          { success: false, message: NOT_REGISTERED_MESSAGE },
        ]);
      }
    }
    expect(await familyState(other.familyId)).toEqual(before);
  });
});
