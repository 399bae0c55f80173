import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../functions/src/errors/domain-error.ts';
import { emulatorToken, expiredToken, forgedToken, unverifiedSignIn } from '../support/auth-tokens.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { jsonBody, wire, wireCallers } from './wire-calls.ts';
import { WIRE_PATHS } from './wire-paths.ts';

/*
 * One route per access level, over real HTTP through Hosting with real emulator tokens: allowed
 * and refused. Every route's refusals, caller by caller, are unit tests of the router
 * (functions/src/routes-access.test.ts); this checks the real token verification behind them.
 */

const SESSION_EXPIRED = { success: false, message: SESSION_EXPIRED_MESSAGE };

let callers: Awaited<ReturnType<typeof wireCallers>>;
beforeAll(async () => {
  callers = await wireCallers('wire.access');
});

describe('access levels over the wire', () => {
  it('public: anyone reads the directory', async () => {
    const answer = await wire(WIRE_PATHS.families);
    expect(answer.status).toBe(200);
  });

  it('signed-in: a verified Google account in no family is answered; no, bad or unverified tokens are refused', async () => {
    const path = `${WIRE_PATHS.checkUser}?email=${encodeURIComponent(callers.stranger.email)}`;
    const allowed = await wire(path, { token: callers.stranger.token });
    expect([allowed.status, allowed.body]).toEqual([200, expect.objectContaining({ exists: false })]);

    const { uid, email } = callers.stranger;
    const otherProject = emulatorToken(uid, email, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' });
    for (const [name, token] of [
      ['none', undefined],
      ['forged', forgedToken(uid, email)],
      ['expired', expiredToken(uid, email)],
      ['another project', otherProject],
      ['not a token', 'not.a.jwt'],
    ] as const) {
      const refused = await wire(path, { token });
      expect([refused.status, refused.body], name).toEqual([401, SESSION_EXPIRED]);
    }
    const unverified = await unverifiedSignIn(uniqueGmail('wire.unverified'));
    const refused = await wire(path, { token: unverified.token });
    expect(refused.status).toBe(403);
  });

  it("own-family: the family's head reads it; a member of no family and the signed-out are refused", async () => {
    const path = `${WIRE_PATHS.family}?familyId=${callers.head.familyId}`;
    expect((await wire(path, { token: callers.head.token })).status).toBe(200);
    // The handler's own line: the router admits any member, the family check refuses another's.
    expect((await wire(path, { token: callers.stranger.token })).status).toBe(403);
    const signedOut = await wire(path);
    expect([signedOut.status, signedOut.body]).toEqual([401, SESSION_EXPIRED]);
  });

  it('committee: the claim opens it; a member is refused 403, the signed-out 401, a write as well', async () => {
    expect((await wire(WIRE_PATHS.consoleFamilies, { token: callers.chair.token })).status).toBe(200);
    const member = await wire(WIRE_PATHS.consoleFamilies, { token: callers.head.token });
    expect([member.status, member.body]).toEqual([403, { success: false, message: NOT_COMMITTEE_MESSAGE }]);
    const signedOut = await wire(WIRE_PATHS.consoleFamilies);
    expect([signedOut.status, signedOut.body]).toEqual([401, SESSION_EXPIRED]);
    const write = await wire(WIRE_PATHS.addEvent, { token: callers.head.token, ...jsonBody({ title: 'Not mine to add' }) });
    expect([write.status, write.body]).toEqual([403, { success: false, message: NOT_COMMITTEE_MESSAGE }]);
  });
});
