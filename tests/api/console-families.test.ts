import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { COMMITTEE_API } from '@edma/contract/committee';
import {
  CONSOLE_FAMILY_API,
  CONSOLE_MEMBER_PHOTO_FIELD,
  MEMBER_ADDED_MESSAGE,
  MEMBER_SAVED_MESSAGE,
} from '@edma/contract/console-families';
import { describe, expect, it } from 'vitest';
import { adminDb, storedFiles } from '../support/admin.ts';
import { callApi, register } from '../support/api-calls.ts';
import { aFamily, memberForm, uniqueGmail, type PhotoUpload } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { pastInstanceWindow, SNAPSHOT_TRIGGER_MS, storedSnapshot } from './support/directory-snapshot.ts';
import { photo } from '../support/images.ts';
import { familyOfEmail, familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const unique = () => uniqueGmail('x').split('@')[0]!.replace(/\W/g, '');

/**
 * An approved family with everything erasure must remove: photos with thumbnails, an accepted
 * second address (two email index entries), an open invitation, a member added on the dashboard
 * (a `memberAdds` record) and its registration record.
 */
async function fullFamily() {
  const tag = unique();
  const head = uniqueGmail('head');
  const spouse = uniqueGmail('spouse');
  const invited = uniqueGmail('invited');
  const form = aFamily({
    location: 'Other',
    otherLocation: `Town${tag}`,
    members: [
      { name: `Head ${tag}`, email: head, phone: '07700 900111', dob: '1980-01-02', photo: await photo(), photoPublic: 'true' },
      { name: `Spouse ${tag}`, email: spouse, phone: '', dob: '1982-03-04', photo: await photo('spouse.jpg') },
      { name: `Invited ${tag}`, email: invited },
    ],
  });
  const registered = await register(form);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const familyId = registered.body.family_id!;
  const headToken = (await googleSignIn(head)).token;
  const spouseToken = (await googleSignIn(spouse)).token;
  expect((await callEndpoint(FAMILY_API.acceptInvitation, { familyId }, { token: spouseToken })).status).toBe(200);
  const child = new FormData();
  child.append('name', `Child ${tag}`);
  child.append('dob', '2015-05-06');
  expect((await callApi(apiRoute(FAMILY_API.updateMember.path), { token: headToken, body: child })).status).toBe(200);
  const committee = await committeeMember();
  expect((await callEndpoint(COMMITTEE_API.approve, { familyId }, { token: committee.token })).status).toBe(200);
  return { familyId, tag, head, spouse, invited, headToken, committee };
}

/** Every document and file anywhere that points to the family. */
async function traces(familyId: string) {
  const db = adminDb();
  const where = (collection: string) => db.collection(collection).where('familyId', '==', familyId).get();
  const family = db.collection('families').doc(familyId);
  const [doc, members, adds, emails, invitations, registrations] = await Promise.all([
    family.get(),
    family.collection('members').get(),
    family.collection('memberAdds').get(),
    where('memberEmails'),
    where('invitations'),
    where('registrations'),
  ]);
  return {
    family: doc.exists,
    members: members.size,
    memberAdds: adds.size,
    emailIndex: emails.size,
    invitations: invitations.size,
    registrations: registrations.size,
    photos: (await storedFiles(`photos/${familyId}/`)).length,
  };
}

const auditOf = async (familyId: string) =>
  (await adminDb().collection('auditLog').where('target', '==', `families/${familyId}`).get()).docs.map((d) => d.data());

const erase = (familyId: string, token?: string, confirm: string = familyId) =>
  callEndpoint(CONSOLE_FAMILY_API.erase, { familyId, confirm }, token ? { token } : {});

/** Polls `check` until it holds: the directory's triggers, given their time on a loaded machine. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = SNAPSHOT_TRIGGER_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('erasing a family (GDPR right to erasure)', () => {
  it('leaves nothing behind: documents, email index, invitations, registrations, photos, the directory entry', async () => {
    const { familyId, tag, head, spouse, headToken, committee } = await fullFamily();
    expect(await traces(familyId)).toEqual({
      family: true,
      members: 4,
      memberAdds: 1,
      emailIndex: 2,
      invitations: 1,
      registrations: 1,
      photos: 4,
    });
    await waitFor(async () => (await storedSnapshot())?.body.includes(`Head ${tag}`) ?? false);

    const response = await erase(familyId, committee.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ success: true, members: 4, photos: 2 });

    expect(await traces(familyId)).toEqual({
      family: false,
      members: 0,
      memberAdds: 0,
      emailIndex: 0,
      invitations: 0,
      registrations: 0,
      photos: 0,
    });
    expect(await familyOfEmail(head)).toBeNull();
    expect(await familyOfEmail(spouse)).toBeNull();
    // Gone from the snapshot at once (from the API once instances' copies are a second old), and it
    // stays gone once the triggers have run.
    expect((await storedSnapshot())?.body).not.toContain(tag);
    await pastInstanceWindow();
    expect(JSON.stringify((await callApi(apiRoute(FAMILY_API.families.path))).body)).not.toContain(tag);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await storedSnapshot())?.body).not.toContain(tag);

    // Audited, without the erased personal data.
    const audit = (await auditOf(familyId)).filter((entry) => entry.action === 'family.erase');
    expect(audit).toMatchObject([{ actor: { email: committee.email }, details: { members: 4, photos: 2 } }]);
    for (const entry of await auditOf(familyId)) expect(JSON.stringify(entry)).not.toMatch(new RegExp(`${tag}|${head}|${spouse}`));

    // The head's address is free: they are no one's member now and can register afresh.
    expect((await callEndpoint(FAMILY_API.checkUser, { email: head }, { token: headToken })).body).toMatchObject({
      exists: false,
    });
    expect((await register(aFamily({ members: [{ name: 'Again', email: head }] }))).status).toBe(200);
    expect((await erase(familyId, committee.token)).status).toBe(404);
  });

  it('refuses members (403) and anonymous callers (401), and a confirmation that does not match (400), changing nothing', async () => {
    const { familyId, headToken, committee } = await fullFamily();
    const before = await traces(familyId);
    const state = await familyState(familyId);
    expect((await erase(familyId, headToken)).status).toBe(403);
    expect((await erase(familyId)).status).toBe(401);
    const mismatch = await erase(familyId, committee.token, 'another-family');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Confirm the erasure of this family.');
    expect((await erase('__bad__', committee.token, '__bad__')).status).toBe(400);
    expect((await erase('no-such-family', committee.token)).status).toBe(404);
    expect(await traces(familyId)).toEqual(before);
    expect(await familyState(familyId)).toEqual(state);
    expect((await auditOf(familyId)).filter((entry) => entry.action === 'family.erase')).toEqual([]);
  });
});

describe('searching and opening families', () => {
  it('finds a family by name, email or town (any case) and opens it with its invitations', async () => {
    const { familyId, tag, spouse, invited, committee } = await fullFamily();
    for (const q of [`head ${tag}`.toUpperCase(), spouse, `town${tag}`]) {
      const response = await callEndpoint(CONSOLE_FAMILY_API.list, { q: q }, { token: committee.token });
      expect(response.status).toBe(200);
      expect((response.body.families as Array<{ familyId: string }>).map((f) => f.familyId)).toEqual([familyId]);
    }
    const opened = await callEndpoint(CONSOLE_FAMILY_API.family, { familyId: familyId }, { token: committee.token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      family: {
        familyId,
        location: `Town${tag}`,
        approval: 'approved',
        members: [{ name: `Head ${tag}`, has_photo: true, photo_public: true }, {}, {}, { name: `Child ${tag}` }],
      },
      invitations: [invited],
    });
  });

  it('answers a family document that lacks fields with empty ones, not a broken list', async () => {
    const committee = await committeeMember('families');
    const tag = `bare${Date.now().toString(36)}`;
    const bare = adminDb().collection('families').doc();
    await bare.set({ member_emails: [`${tag}@gmail.com`] });
    await bare
      .collection('members')
      .doc('m1')
      .set({ name: `Bare ${tag}` });
    const response = await callEndpoint(CONSOLE_FAMILY_API.list, { q: tag }, { token: committee.token });
    expect(response.status).toBe(200);
    expect(response.body.families).toEqual([
      expect.objectContaining({
        familyId: bare.id,
        house_no: '',
        location: '',
        approval: 'approved',
        members: [expect.objectContaining({ name: `Bare ${tag}`, email: '', dob: null })],
      }),
    ]);
    await adminDb().recursiveDelete(bare);
  });

  it('refuses members and anonymous callers', async () => {
    const { familyId, headToken } = await fullFamily();
    for (const [caller, status] of [
      [{ token: headToken }, 403],
      [{}, 401],
    ] as const) {
      expect((await callEndpoint(CONSOLE_FAMILY_API.list, {}, caller)).status).toBe(status);
      expect((await callEndpoint(CONSOLE_FAMILY_API.family, { familyId: familyId }, caller)).status).toBe(status);
    }
  });
});

describe('releasing an email address', () => {
  it('releases an accepted address (audited), and refuses the last one that can sign in', async () => {
    const { familyId, head, spouse, headToken, committee } = await fullFamily();
    const before = await familyState(familyId);
    expect((await callEndpoint(CONSOLE_FAMILY_API.releaseEmail, { email: spouse }, { token: headToken })).status).toBe(403);
    expect((await callEndpoint(CONSOLE_FAMILY_API.releaseEmail, { email: spouse })).status).toBe(401);
    expect((await callEndpoint(CONSOLE_FAMILY_API.releaseEmail, { email: 'not-an-email' }, { token: committee.token })).status).toBe(400);
    expect(await familyState(familyId)).toEqual(before);

    const response = await callEndpoint(CONSOLE_FAMILY_API.releaseEmail, { email: spouse.toUpperCase() }, { token: committee.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ familyId, membersCleared: 1 });
    expect(await familyOfEmail(spouse)).toBeNull();
    expect((await familyState(familyId)).family!.member_emails).toEqual([head]);
    expect((await auditOf(familyId)).map((entry) => entry.action)).toContain('family.release-email');

    const last = await callEndpoint(CONSOLE_FAMILY_API.releaseEmail, { email: head }, { token: committee.token });
    expect(last.status).toBe(409);
    expect(await familyOfEmail(head)).toBe(familyId);
  });
});

describe('editing a family and removing a member', () => {
  const update = (familyId: string) => ({
    familyId,
    house_no: '7A',
    address_line: 'Station Road',
    location: 'Other',
    otherLocation: 'Beer',
    postal_code: 'EX12 3AA',
    membership_type: 'Silver',
    otherMembership: '',
  });

  it('the committee edits any family with the dashboard rules (Other stores its text), audited', async () => {
    const { familyId, committee, headToken } = await fullFamily();
    const before = await familyState(familyId);
    expect((await callEndpoint(CONSOLE_FAMILY_API.update, update(familyId), { token: headToken })).status).toBe(403);
    expect((await callEndpoint(CONSOLE_FAMILY_API.update, update(familyId))).status).toBe(401);
    const bad = await callEndpoint(CONSOLE_FAMILY_API.update, { ...update(familyId), location: 'Atlantis' }, { token: committee.token });
    expect(bad.status).toBe(400);
    expect(await familyState(familyId)).toEqual(before);

    const response = await callEndpoint(CONSOLE_FAMILY_API.update, update(familyId), { token: committee.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await familyState(familyId)).family).toMatchObject({
      house_no: '7A',
      address_line: 'Station Road',
      location: 'Beer',
      postal_code: 'EX12 3AA',
      membership_type: 'Silver',
    });
    expect((await auditOf(familyId)).map((entry) => entry.action)).toContain('family.update');
    expect((await callEndpoint(CONSOLE_FAMILY_API.update, update('no-such-family'), { token: committee.token })).status).toBe(404);
  });

  it('removes a member with its photo, email and invitation, but never the last who can sign in', async () => {
    const { familyId, spouse, committee, headToken } = await fullFamily();
    const state = await familyState(familyId);
    const spouseMember = state.members.find((m) => m.email === spouse)!;
    expect(
      (await callEndpoint(CONSOLE_FAMILY_API.removeMember, { familyId, memberId: spouseMember.id }, { token: headToken })).status,
    ).toBe(403);
    expect((await callEndpoint(CONSOLE_FAMILY_API.removeMember, { familyId, memberId: spouseMember.id })).status).toBe(401);
    expect(await familyState(familyId)).toEqual(state);

    const response = await callEndpoint(
      CONSOLE_FAMILY_API.removeMember,
      { familyId, memberId: spouseMember.id },
      { token: committee.token },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = await familyState(familyId);
    expect(after.members.map((m) => m.id)).not.toContain(spouseMember.id);
    expect(await familyOfEmail(spouse)).toBeNull();
    expect(after.photos).toHaveLength(2);
    expect((await auditOf(familyId)).map((entry) => entry.action)).toContain('family.remove-member');

    const headMember = after.members[0]!;
    const last = await callEndpoint(CONSOLE_FAMILY_API.removeMember, { familyId, memberId: headMember.id }, { token: committee.token });
    expect(last.status).toBe(409);
    expect(await familyState(familyId)).toEqual(after);
  });
});

describe('editing and adding members from the console', () => {
  const savePath = apiRoute(CONSOLE_FAMILY_API.saveMember.path);
  /** The console's member form: the photo goes under the console's own field name. */
  const consoleMemberForm = (fields: Record<string, string>, file?: PhotoUpload) =>
    memberForm(fields, file && { ...file, field: CONSOLE_MEMBER_PHOTO_FIELD });
  const save = (form: FormData, token?: string) => callApi(savePath, { body: form, ...(token ? { token } : {}) });

  it("the committee edits any member's details, photo and public choice, audited by field names; the directory follows", async () => {
    const { familyId, tag, head, committee } = await fullFamily();
    const before = await familyState(familyId);
    const headMember = before.members[0]!;
    const response = await save(
      consoleMemberForm(
        { familyId, id: headMember.id, name: `Renamed ${tag}`, email: head, phone: '07700 900999', dob: '1979-12-31', photoPublic: 'true' },
        await photo('new-head.png'),
      ),
      committee.token,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: MEMBER_SAVED_MESSAGE, memberId: headMember.id });

    const after = await familyState(familyId);
    expect(after.members[0]).toMatchObject({
      id: headMember.id,
      name: `Renamed ${tag}`,
      phone: '07700 900999',
      dob: '1979-12-31',
      photo_public: true,
      order: headMember.order,
    });
    // The new photo was re-encoded with its thumbnail and the replaced files are gone.
    expect(after.members[0]!.photo_path).not.toBe(headMember.photo_path);
    expect(after.members[0]!.photo_path).toMatch(/\.webp$/);
    expect(after.photos).toContain(after.members[0]!.photo_path);
    expect(after.photos).not.toContain(headMember.photo_path);
    expect(after.photos).toHaveLength(before.photos.length);
    // Nothing else in the family changed.
    expect(after.members.slice(1)).toEqual(before.members.slice(1));
    expect(after.family!.member_emails).toEqual(before.family!.member_emails);

    const audit = (await auditOf(familyId)).filter((entry) => entry.action === 'family.update-member');
    expect(audit).toMatchObject([
      { actor: { email: committee.email }, details: { memberId: headMember.id, fields: ['name', 'phone', 'dob', 'photo'] } },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`Renamed|900999|1979`));
    await waitFor(async () => (await storedSnapshot())?.body.includes(`Renamed ${tag}`) ?? false);
  });

  it("a new email only invites its owner (the dashboard's trust model): it opens nothing", async () => {
    const { familyId, tag, spouse, committee } = await fullFamily();
    const spouseMember = (await familyState(familyId)).members.find((m) => m.email === spouse)!;
    const stranger = uniqueGmail('stranger');
    const response = await save(
      consoleMemberForm({ familyId, id: spouseMember.id, name: `Spouse ${tag}`, email: stranger, dob: '1982-03-04' }),
      committee.token,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = await familyState(familyId);
    expect(after.family!.member_emails).not.toContain(stranger);
    expect(after.family!.member_emails).not.toContain(spouse);
    expect(after.invitations).toContain(stranger);
    expect(await familyOfEmail(stranger)).toBeNull();
    expect(await familyOfEmail(spouse)).toBeNull();

    // The family rules hold for the committee too: the last address that has signed in stays.
    const headMember = after.members[0]!;
    const refused = await save(
      consoleMemberForm({ familyId, id: headMember.id, name: headMember.name, email: uniqueGmail('other') }),
      committee.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A family must keep at least one member who has signed in with their Google account.');
    expect(await familyState(familyId)).toEqual(after);
  });

  it('the committee adds a member with a photo, once for a form sent twice, audited', async () => {
    const { familyId, tag, committee } = await fullFamily();
    const before = await familyState(familyId);
    const form = async () => consoleMemberForm({ familyId, name: `Baby ${tag}`, dob: '2025-01-01' }, await photo('baby.jpg'));
    const first = await save(await form(), committee.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: MEMBER_ADDED_MESSAGE });
    const again = await save(await form(), committee.token);
    expect(again.status).toBe(200);
    expect(again.body.memberId).toBe(first.body.memberId);

    const after = await familyState(familyId);
    expect(after.members).toHaveLength(before.members.length + 1);
    const added = after.members.at(-1)!;
    expect(added).toMatchObject({ id: first.body.memberId, name: `Baby ${tag}`, dob: '2025-01-01', email: '', photo_public: false });
    expect(added.photo_path).toMatch(/\.webp$/);
    // Its photo and thumbnail, and no copy from the repeated form.
    expect(after.photos).toHaveLength(before.photos.length + 2);
    const audit = (await auditOf(familyId)).filter((entry) => entry.action === 'family.add-member');
    expect(audit).toMatchObject([{ actor: { email: committee.email }, details: { memberId: first.body.memberId } }]);
  });

  it('refuses members (403), anonymous callers (401) and bad input (400), changing nothing; the photo is checked by its content', async () => {
    const { familyId, headToken, committee } = await fullFamily();
    const state = await familyState(familyId);
    const auditBefore = await auditOf(familyId);
    const headMember = state.members[0]!;
    const edit = (fields: Record<string, string> = {}) =>
      consoleMemberForm({ familyId, id: headMember.id, name: 'Intruder', email: headMember.email, ...fields });
    const refusals: Array<[() => Promise<{ status: number; body: Record<string, unknown> }>, number, string | RegExp]> = [
      [() => save(edit(), headToken), 403, 'This is for committee members only.'],
      [() => save(consoleMemberForm({ familyId, name: 'Added by a member' }), headToken), 403, 'This is for committee members only.'],
      [() => save(edit()), 401, /./],
      [() => save(edit({ name: '' }), committee.token), 400, 'Name is required.'],
      [() => save(edit({ email: 'not-an-email' }), committee.token), 400, /Enter a valid email address/],
      [() => save(edit({ dob: '2024-02-30' }), committee.token), 400, /./],
      [() => save(edit({ familyId: '' }), committee.token), 400, /familyId is required/],
      [() => save(edit({ familyId: '__bad__' }), committee.token), 400, 'A valid familyId is required.'],
      [() => save(edit({ id: 'No/Such' }), committee.token), 400, 'A valid member id is required.'],
      [() => save(edit({ id: 'NoSuchMember' }), committee.token), 404, 'Member not found.'],
      [() => save(edit({ familyId: 'no-such-family' }), committee.token), 404, 'Family not found.'],
      [
        () =>
          save(
            consoleMemberForm({ familyId, name: 'Fake' }, { data: Buffer.from('MZ not a picture'), type: 'image/jpeg', filename: 'x.jpg' }),
            committee.token,
          ),
        400,
        'Photos must be JPEG, PNG, WebP or GIF images.',
      ],
    ];
    for (const [request, status, message] of refusals) {
      const response = await request();
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    expect(await familyState(familyId)).toEqual(state);
    expect(await auditOf(familyId)).toEqual(auditBefore);
  });
});
