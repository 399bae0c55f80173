import { endpointUrl } from '@edma/contract/endpoint';
import { FAMILY_API } from '@edma/contract/family';
import { apiRoute } from '@edma/contract/api-paths';
import { associationToday } from '@edma/contract/dates';
import { ADULTS_ONLY_EXPORT_MESSAGE, ADULTS_ONLY_MESSAGE, CHILD_AGE_CHANGE_MESSAGE, PRIVACY_API } from '@edma/contract/privacy';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { callApi, callApiRaw, register } from '../support/api-calls.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { aFamily, memberForm, uniqueGmail } from '../support/test-data.ts';
import { familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * A child's date of birth and the rights that rest on it (issue 32, items 4 and 7): a member under
 * 18 cannot make themselves (or another child) an adult, the privacy rights stay with adults, and
 * an edit keeps the consent an adult recorded for a child. Every refusal is read back.
 */

const yearsAgo = (years: number) => {
  const [y, m, d] = associationToday().split('-');
  return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
};

/** An adult head, a 14-year-old who signs in with their own address, and an 8-year-old. */
async function familyWithTeen() {
  const head = uniqueGmail('head');
  const teen = uniqueGmail('teen');
  const registered = await register(
    aFamily({
      members: [
        { name: 'Asha Varghese', email: head, phone: '07700 900001', dob: '1981-06-01' },
        { name: 'Tom Varghese', email: teen, phone: '', dob: yearsAgo(14) },
        { name: 'Mia Varghese', email: '', phone: '', dob: yearsAgo(8) },
      ],
    }),
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const familyId = registered.body.family_id!;
  const teenToken = (await googleSignIn(teen)).token;
  expect((await callEndpoint(FAMILY_API.acceptInvitation, { familyId }, { token: teenToken })).status).toBe(200);
  const members = (await familyState(familyId)).members;
  return {
    familyId,
    headToken: (await googleSignIn(head)).token,
    teenToken,
    teen: members[1]!,
    sibling: members[2]!,
  };
}

type Member = Awaited<ReturnType<typeof familyWithTeen>>['teen'];

/** update_member.php with the member's stored fields, changed as given (as the dashboard sends it). */
const editMember = (familyId: string, member: Member, token: string, change: Record<string, string>) =>
  callApi<{ message?: string }>(apiRoute(FAMILY_API.updateMember.path), {
    token,
    body: memberForm({
      id: member.id,
      familyId,
      name: member.name,
      email: member.email,
      phone: member.phone,
      dob: member.dob ?? '',
      ...change,
    }),
  });

const consent = (memberId: string, token: string) =>
  callEndpoint(PRIVACY_API.consent, { memberId, showName: true, showPhoto: false }, { token });

async function exportOf(token: string) {
  const response = await callApiRaw(endpointUrl(apiRoute(PRIVACY_API.exportFamily.path), {}), { token });
  const text = response.bytes.toString('utf8');
  return { status: response.status, message: response.status === 200 ? null : (JSON.parse(text) as { message?: string }).message };
}

const exportAudits = async (familyId: string) =>
  (await adminDb().collection('auditLog').where('target', '==', `families/${familyId}`).where('action', '==', 'family.export').get()).size;

describe('a member under 18 and the date of birth the adult check rests on', () => {
  it('cannot make themselves an adult, nor remove their date of birth, nor make a sibling an adult: 403, nothing changed', async () => {
    const f = await familyWithTeen();
    const before = await familyState(f.familyId);

    const toAdult = await editMember(f.familyId, f.teen, f.teenToken, { dob: '1990-01-01' });
    expect([toAdult.status, toAdult.body.message]).toEqual([403, CHILD_AGE_CHANGE_MESSAGE]);
    const removed = await editMember(f.familyId, f.teen, f.teenToken, { dob: '' });
    expect([removed.status, removed.body.message]).toEqual([403, CHILD_AGE_CHANGE_MESSAGE]);
    const sibling = await editMember(f.familyId, f.sibling, f.teenToken, { dob: '2000-01-01' });
    expect([sibling.status, sibling.body.message]).toEqual([403, CHILD_AGE_CHANGE_MESSAGE]);

    expect(await familyState(f.familyId)).toEqual(before);
  });

  it('may change their own name; an adult of the family may correct a child to an adult', async () => {
    const f = await familyWithTeen();
    expect((await editMember(f.familyId, f.teen, f.teenToken, { name: 'Thomas Varghese' })).status).toBe(200);
    const corrected = await editMember(f.familyId, f.sibling, f.headToken, { dob: '2000-01-01' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const members = (await familyState(f.familyId)).members;
    expect(members.map((m) => [m.name, m.dob])).toEqual([
      ['Asha Varghese', '1981-06-01'],
      ['Thomas Varghese', yearsAgo(14)],
      ['Mia Varghese', '2000-01-01'],
    ]);
  });

  it("is refused the family's privacy controls, the export and the erasure request: 403, nothing changed", async () => {
    const f = await familyWithTeen();
    const before = await familyState(f.familyId);
    const audits = await exportAudits(f.familyId);

    const consented = await consent(f.sibling.id, f.teenToken);
    expect([consented.status, consented.body.message]).toEqual([403, ADULTS_ONLY_MESSAGE]);
    const hidden = await callEndpoint(PRIVACY_API.hideFamily, { hidden: true }, { token: f.teenToken });
    expect([hidden.status, hidden.body.message]).toEqual([403, ADULTS_ONLY_MESSAGE]);
    const erasure = await callEndpoint(PRIVACY_API.requestErasure, { confirm: 'DELETE' }, { token: f.teenToken });
    expect([erasure.status, erasure.body.message]).toEqual([403, ADULTS_ONLY_MESSAGE]);
    expect(await exportOf(f.teenToken)).toEqual({ status: 403, message: ADULTS_ONLY_EXPORT_MESSAGE });

    expect(await familyState(f.familyId)).toEqual(before);
    expect(await exportAudits(f.familyId)).toBe(audits);
    // The adult of the family still has them all.
    expect((await exportOf(f.headToken)).status).toBe(200);
    expect(await exportAudits(f.familyId)).toBe(audits + 1);
  });
});

describe("an edit keeps a child's recorded consent", () => {
  it('the consent an adult recorded is still there after the child is renamed', async () => {
    const f = await familyWithTeen();
    expect((await consent(f.sibling.id, f.headToken)).status).toBe(200);
    const recorded = (await familyState(f.familyId)).members[2]!.public_consent;
    expect(recorded).toMatchObject({ name: true, photo: false });

    const renamed = await editMember(f.familyId, f.sibling, f.headToken, { name: 'Maya Varghese' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = (await familyState(f.familyId)).members[2]!;
    expect(after.name).toBe('Maya Varghese');
    expect(after.public_consent).toEqual(recorded);
  });
});
