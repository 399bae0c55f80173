import { FAMILY_API } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { runScript } from '../support/run-script.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { familyOfEmails } from '../support/families.ts';
import { familyOfEmail, familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { adminDb } from '../support/admin.ts';
import { eventWithBookings } from '../support/bookings.ts';
import { committeeMember } from '../support/committee.ts';

const committee = (...args: string[]) => runScript('committee.mjs', ...args);

describe('npm run committee -- release <email>', () => {
  it('releases an accepted address: it opens nothing any more and its owner can register', async () => {
    const head = uniqueGmail('head');
    const spouse = uniqueGmail('spouse');
    const familyId = await familyOfEmails(head, spouse);
    const spouseToken = (await googleSignIn(spouse)).token;
    expect((await callEndpoint(FAMILY_API.acceptInvitation, { familyId }, { token: spouseToken })).status).toBe(200);

    const run = await committee('release', spouse.toUpperCase());
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`no longer opens family ${familyId}`);
    const state = await familyState(familyId);
    expect(state.family!.member_emails).toEqual([head]);
    expect(state.members.map((m) => m.email)).toEqual([head, '']);
    expect(await familyOfEmail(spouse)).toBeNull();
    expect((await callEndpoint(FAMILY_API.family, { familyId: familyId }, { token: spouseToken })).status).toBe(403);
    await familyOfEmails(spouse);
  });

  it('closes invitations for an address listed by mistake', async () => {
    const listed = uniqueGmail('listed');
    const familyId = await familyOfEmails(uniqueGmail('head'), listed);
    const run = await committee('release', listed);
    expect(run.status, run.stderr).toBe(0);
    expect((await familyState(familyId)).invitations).toEqual([]);
  });

  it('refuses the last address that can sign in, and bad usage, changing nothing', async () => {
    const head = uniqueGmail('head');
    const familyId = await familyOfEmails(head);
    const before = await familyState(familyId);
    const run = await committee('release', head);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is the only address that can sign in');
    expect((await committee('promote', head)).status).toBe(2);
    expect((await committee('grant')).status).toBe(2);
    expect((await committee('release', 'not-an-email')).status).toBe(1);
    expect(await familyState(familyId)).toEqual(before);
  });
});

describe('npm run committee -- grant|revoke <email>', () => {
  it('grants and revokes the committee claim, which the next sign-in carries', async () => {
    const email = uniqueGmail('chair');
    await googleSignIn(email);
    const claim = async () => JSON.parse(Buffer.from((await googleSignIn(email)).token.split('.')[1]!, 'base64url').toString()).committee;
    expect(await claim()).toBeUndefined();
    expect((await committee('grant', email)).status).toBe(0);
    expect(await claim()).toBe(true);
    expect((await committee('revoke', email)).status).toBe(0);
    expect(await claim()).toBeUndefined();
  });

  it('grants and revokes one task role, keeping the others, and refuses a role that is not one', async () => {
    const email = uniqueGmail('treasurer');
    await googleSignIn(email);
    const roles = async () => JSON.parse(Buffer.from((await googleSignIn(email)).token.split('.')[1]!, 'base64url').toString()).roles;
    expect((await committee('grant', email, '--role', 'treasurer')).status).toBe(0);
    expect((await committee('grant', email, '--role', 'events')).status).toBe(0);
    expect(await roles()).toEqual(['treasurer', 'events']);
    expect((await committee('revoke', email, '--role', 'treasurer')).status).toBe(0);
    expect(await roles()).toEqual(['events']);
    const bad = await committee('grant', email, '--role', 'admin');
    expect([bad.status, bad.stderr]).toEqual([1, expect.stringContaining('The role must be one of')]);
    expect(await roles()).toEqual(['events']);
  });

  it('grants the door role for one event until the day after it, audited, and takes it away', async () => {
    const chair = await committeeMember('script-door-chair');
    const eventId = await eventWithBookings(chair.token, undefined, '2027-09-18');
    const email = uniqueGmail('doorkeeper');
    await googleSignIn(email);
    const claims = async () => JSON.parse(Buffer.from((await googleSignIn(email)).token.split('.')[1]!, 'base64url').toString());
    const noEvent = await committee('grant', email, '--role', 'door');
    expect([noEvent.status, noEvent.stderr]).toEqual([1, expect.stringContaining('--event')]);
    const run = await committee('grant', email, '--role', 'door', '--event', eventId);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`door role of event ${eventId} until 2027-09-19`);
    expect(await claims()).toMatchObject({ roles: ['door'], doorRole: { eventId, lastDay: '2027-09-19' } });
    expect((await committee('revoke', email, '--role', 'door')).status).toBe(0);
    expect(await claims()).not.toHaveProperty('doorRole');
    const audits = await adminDb().collection('auditLog').where('details.email', '==', email).get();
    expect(audits.docs.map((doc) => `${doc.get('action')} ${doc.get('details.eventId')} by ${doc.get('actor.email')}`).sort()).toEqual([
      `committee.grant ${eventId} by npm run committee`,
      `committee.revoke ${eventId} by npm run committee`,
    ]);
  });

  it('refuses an address that never signed in', async () => {
    const run = await committee('grant', uniqueGmail('nobody'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('must sign in once with Google first');
  });
});
