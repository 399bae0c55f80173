import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { APPROVAL_EMAIL_SUBJECT, APPROVAL_EMAIL_TEXT, COMMITTEE_API } from '@edma/contract/committee';
import { CONSOLE_MESSAGE_API } from '@edma/contract/console-messages';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { register, postJson } from '../support/api-calls.ts';
import { aFamily, uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { caughtEmails, emailSource, waitFor, waitForEmail, type CaughtEmail } from '../support/mail-inbox.ts';
import { familyState } from '../support/read-back.ts';
import { sendEmailsAsTheTriggerDoes } from './support/outbox-sender.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

sendEmailsAsTheTriggerDoes();

async function pendingFamily() {
  const head = uniqueGmail('pending');
  const form = aFamily({ members: [{ name: 'Waiting Head', email: head }, { name: 'Waiting Child' }] });
  const familyId = (await register(form)).body.family_id!;
  return { familyId, head, token: (await googleSignIn(head)).token };
}

const auditOf = async (familyId: string) =>
  (await adminDb().collection('auditLog').where('target', '==', `families/${familyId}`).get()).docs.map((d) => d.data());

describe('registrations wait for the committee', () => {
  it('a new family is pending, and its registrant sees that on the dashboard data', async () => {
    const { familyId, token } = await pendingFamily();
    expect((await familyState(familyId)).family).toMatchObject({ approval: 'pending' });
    const own = await callEndpoint(FAMILY_API.family, { familyId: familyId }, { token });
    expect(own.body).toMatchObject({ success: true, family: { approval: 'pending', rejection_reason: null } });
  });

  it('the committee lists pending registrations with their members', async () => {
    const { familyId, head } = await pendingFamily();
    const committee = await committeeMember();
    const response = await callEndpoint(COMMITTEE_API.registrations, {}, { token: committee.token });
    expect(response.status).toBe(200);
    const listed = (response.body.registrations as Array<{ familyId: string; members: unknown[] }>).find((r) => r.familyId === familyId);
    expect(listed).toMatchObject({
      location: 'Seaton',
      members: [
        { name: 'Waiting Head', email: head },
        { name: 'Waiting Child', email: '' },
      ],
    });
  });

  it('approving lists the family, is audited, and cannot be done twice', async () => {
    const { familyId, token } = await pendingFamily();
    const committee = await committeeMember();
    const response = await callEndpoint(COMMITTEE_API.approve, { familyId }, { token: committee.token });
    expect(response.status).toBe(200);
    expect((await familyState(familyId)).family).toMatchObject({ approval: 'approved', decided_by: committee.email });
    expect(await auditOf(familyId)).toMatchObject([{ action: 'registration.approve', actor: { email: committee.email } }]);
    expect((await callEndpoint(FAMILY_API.family, { familyId: familyId }, { token })).body).toMatchObject({
      family: { approval: 'approved' },
    });
    expect((await callEndpoint(COMMITTEE_API.approve, { familyId }, { token: committee.token })).status).toBe(409);
  });

  it('rejecting needs a reason, which the registrant sees', async () => {
    const { familyId, token } = await pendingFamily();
    const committee = await committeeMember();
    const before = await familyState(familyId);
    const noReason = await callEndpoint(COMMITTEE_API.reject, { familyId, reason: ' ' }, { token: committee.token });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Give a reason.');
    expect(await familyState(familyId)).toEqual(before);

    const response = await callEndpoint(
      COMMITTEE_API.reject,
      { familyId, reason: 'Not living in East Devon.' },
      { token: committee.token },
    );
    expect(response.status).toBe(200);
    expect((await callEndpoint(FAMILY_API.family, { familyId: familyId }, { token })).body).toMatchObject({
      family: { approval: 'rejected', rejection_reason: 'Not living in East Devon.' },
    });
  });

  it('refuses members and anonymous callers (401/403), changing nothing', async () => {
    const { familyId, token } = await pendingFamily();
    const before = await familyState(familyId);
    for (const caller of [{ token }, {}]) {
      const expected = 'token' in caller ? 403 : 401;
      expect((await callEndpoint(COMMITTEE_API.registrations, {}, caller)).status).toBe(expected);
      expect((await callEndpoint(COMMITTEE_API.approve, { familyId }, caller)).status).toBe(expected);
      expect((await callEndpoint(COMMITTEE_API.reject, { familyId, reason: 'x' }, caller)).status).toBe(expected);
    }
    expect(await familyState(familyId)).toEqual(before);
    expect(await auditOf(familyId)).toEqual([]);
  });

  it('answers unknown and malformed family ids with 4xx', async () => {
    const committee = await committeeMember();
    expect((await callEndpoint(COMMITTEE_API.approve, { familyId: 'no-such-family' }, { token: committee.token })).status).toBe(404);
    expect((await callEndpoint(COMMITTEE_API.approve, { familyId: '__x__' }, { token: committee.token })).status).toBe(400);
    expect((await postJson(apiRoute(COMMITTEE_API.approve.path), {}, { token: committee.token })).status).toBe(400);
  });
});

describe('the approval email', () => {
  // The approval emails only: the same addresses also hear that the registration arrived, or are invited to sign in.
  const messagesTo = async (email: string) =>
    (await adminDb().collection('contactMessages').where('email', '==', email).where('kind', '==', 'approval').get()).docs;
  const approvalEmailTo = (address: string) => (e: CaughtEmail) =>
    e.subject === APPROVAL_EMAIL_SUBJECT && e.to.some((t) => t.address === address);

  it("on request, emails the family's proved addresses only, through the contact messages' delivery, listed in Messages", async () => {
    const head = uniqueGmail('approved');
    const invited = uniqueGmail('approved-invited');
    const form = aFamily({
      members: [
        { name: 'Approved Head', email: head },
        { name: 'Invited Spouse', email: invited },
      ],
    });
    const familyId = (await register(form)).body.family_id!;
    const committee = await committeeMember();
    const response = await callEndpoint(COMMITTEE_API.approve, { familyId, notify: true }, { token: committee.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('The registration was approved; an email is on the way to the family.');

    const email = await waitForEmail(approvalEmailTo(head));
    expect(email.subject).toBe(APPROVAL_EMAIL_SUBJECT);
    expect(email.from.map((f) => f.address)).toEqual(['website@edma.local']);
    expect(email.text).toContain('Dear Approved Head,');
    expect(email.text).toContain(APPROVAL_EMAIL_TEXT);
    expect(await emailSource(email.id)).toMatch(/^Reply-To: committee@edma\.local\r?$/m);
    const [stored] = await waitFor(
      () => messagesTo(head),
      (docs) => docs[0]?.get('delivery.state') === 'sent',
    );
    expect(stored!.data()).toMatchObject({ kind: 'approval', name: 'Approved Head', delivery: { state: 'sent', attempts: 1 } });
    expect(await emailSource(email.id)).toMatch(new RegExp(`^Message-ID: <approval\\.${stored!.id}@edma\\.local>\\r?$`, 'mi'));
    // The invited address has proved nothing: it gets no approval email (only its invitation).
    expect(await messagesTo(invited)).toEqual([]);
    expect((await caughtEmails()).filter(approvalEmailTo(invited))).toEqual([]);
    expect(await auditOf(familyId)).toMatchObject([{ action: 'registration.approve', details: { emailed: 1 } }]);

    // The committee sees it among the messages, with its delivery state.
    const listed = await callEndpoint(CONSOLE_MESSAGE_API.list, {}, { token: committee.token });
    const messages = listed.body.messages as Array<{ id: string; kind: string; delivery: { state: string } }>;
    expect(messages.find((m) => m.id === stored!.id)).toMatchObject({ kind: 'approval', delivery: { state: 'sent' } });
  });

  it('sends nothing without the request, nor for a refused or repeated approval', async () => {
    const { familyId, head, token } = await pendingFamily();
    const committee = await committeeMember();
    expect((await callEndpoint(COMMITTEE_API.approve, { familyId, notify: true }, { token })).status).toBe(403);
    expect((await postJson(apiRoute(COMMITTEE_API.approve.path), { familyId, notify: 'yes' }, { token: committee.token })).status).toBe(
      400,
    );
    expect((await familyState(familyId)).family).toMatchObject({ approval: 'pending' });
    expect((await callEndpoint(COMMITTEE_API.approve, { familyId }, { token: committee.token })).status).toBe(200);
    expect((await callEndpoint(COMMITTEE_API.approve, { familyId, notify: true }, { token: committee.token })).status).toBe(409);
    // Long enough for a trigger to have delivered anything stored.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await messagesTo(head)).toEqual([]);
    expect((await caughtEmails()).filter(approvalEmailTo(head))).toEqual([]);
  });
});
