import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { MAX_MEMBERS_PER_FAMILY, MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, storedFiles } from '../support/admin.ts';
import { callApi, postJson, type CallOptions } from '../support/api-calls.ts';
import { memberForm, uniqueGmail } from '../support/test-data.ts';
import { forgedToken, googleSignIn, unverifiedSignIn } from '../support/auth-tokens.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { jpeg, photo, solidPng } from '../support/images.ts';
import { familyOfEmail, familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

type Family = Awaited<ReturnType<typeof familyWithSignedInHead>>;
let own: Family;
let other: Family;

beforeEach(async () => {
  own = await familyWithSignedInHead('upd-own');
  other = await familyWithSignedInHead('upd-other');
});

const memberIds = async (familyId: string) => (await familyState(familyId)).members.map((m) => m.id);

const updateMember = (form: FormData, options: CallOptions) => callApi(apiRoute(FAMILY_API.updateMember.path), { ...options, body: form });

/** Runs a request that must be refused and proves both families are exactly as before. */
async function expectRefusal(
  request: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  message: string | RegExp,
) {
  const before = [await familyState(own.familyId), await familyState(other.familyId)];
  const response = await request();
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.success).toBe(false);
  expect(response.body.message).toMatch(message);
  expect([await familyState(own.familyId), await familyState(other.familyId)]).toEqual(before);
}

const familyUpdate = (familyId: string) => ({
  familyId,
  house_no: '7A',
  address_line: 'Station Road',
  location: 'Honiton',
  postal_code: 'EX14 1AA',
  membership_type: 'Silver',
});

describe('POST update_family.php', () => {
  it('updates the family from JSON', async () => {
    const response = await callEndpoint(FAMILY_API.update, familyUpdate(own.familyId), { token: own.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });
    expect((await familyState(own.familyId)).family).toMatchObject({
      house_no: '7A',
      address_line: 'Station Road',
      location: 'Honiton',
      postal_code: 'EX14 1AA',
      membership_type: 'Silver',
    });
  });

  it('updates the family from a multipart form', async () => {
    const response = await callApi(apiRoute(FAMILY_API.update.path), {
      token: own.token,
      body: memberForm({ ...familyUpdate(own.familyId), membership_type: 'Other', otherMembership: 'Life member' }),
    });
    expect(response.status).toBe(200);
    expect((await familyState(own.familyId)).family).toMatchObject({ membership_type: 'Life member', house_no: '7A' });
  });

  it('refuses bad input', async () => {
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, { ...familyUpdate(own.familyId), membership_type: 'Platinum' }, { token: own.token }),
      400,
      'Membership type must be one of: Gold, Silver, Other.',
    );
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, { ...familyUpdate(own.familyId), house_no: '' }, { token: own.token }),
      400,
      'House number is required.',
    );
    await expectRefusal(
      () => postJson(apiRoute(FAMILY_API.update.path), { ...familyUpdate(own.familyId), postal_code: 42 }, { token: own.token }),
      400,
      /postal_code: Invalid input/,
    );
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, { ...familyUpdate(own.familyId), address_line: 'a'.repeat(201) }, { token: own.token }),
      400,
      'address_line: Must be at most 200 characters.',
    );
    await expectRefusal(
      () => postJson(apiRoute(FAMILY_API.update.path), [1, 2], { token: own.token }),
      400,
      'The request body must be a JSON object.',
    );
  });

  it("refuses another family's member, unknown families and bad tokens", async () => {
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, familyUpdate(other.familyId), { token: own.token }),
      403,
      'You can only view or change your own family.',
    );
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, familyUpdate('NoSuchFamily'), { token: own.token }),
      404,
      'Family not found.',
    );
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, familyUpdate(own.familyId)),
      401,
      'Your session has expired. Please sign in again.',
    );
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, familyUpdate(own.familyId), { token: forgedToken(own.uid, own.email) }),
      401,
      /session has expired/,
    );
    const unverified = await unverifiedSignIn(uniqueGmail('unv'));
    await expectRefusal(
      () => callEndpoint(FAMILY_API.update, familyUpdate(own.familyId), { token: unverified.token }),
      403,
      /not verified/,
    );
  });
});

describe('POST update_member.php', () => {
  it('updates a member; a new email only invites its owner until they accept', async () => {
    const [headId, childId] = await memberIds(own.familyId);
    const childEmail = uniqueGmail('child');
    const response = await updateMember(memberForm({ id: childId!, name: 'Ben T', email: childEmail, phone: '0123', dob: '2016-07-22' }), {
      token: own.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, id: childId, photo_path: null });
    const state = await familyState(own.familyId);
    expect(state.members[1]).toMatchObject({ id: childId, name: 'Ben T', email: childEmail, phone: '0123', dob: '2016-07-22', order: 1 });
    expect(state.family!.member_emails).toEqual([own.email]);
    expect(state.invitations).toEqual([childEmail]);
    expect(await familyOfEmail(childEmail)).toBeNull();

    // Changing it again closes the invitation.
    await updateMember(memberForm({ id: childId!, name: 'Ben T', email: '', dob: '' }), { token: own.token });
    expect(await familyOfEmail(childEmail)).toBeNull();
    expect((await familyState(own.familyId)).invitations).toEqual([]);
    expect((await familyState(own.familyId)).family!.member_emails).toEqual([own.email]);
    expect((await familyState(own.familyId)).members[1]).toMatchObject({ dob: null });
    expect(headId).toBeDefined();
  });

  it('replaces a photo and deletes the old files after the write', async () => {
    const [headId] = await memberIds(own.familyId);
    const first = await updateMember(memberForm({ id: headId!, name: 'Anu', email: own.email }, await photo()), { token: own.token });
    const firstPath = first.body.photo_path as string;
    expect(firstPath).toMatch(new RegExp(`^photos/${own.familyId}/${headId}-[0-9a-f]{16}\\.webp$`));
    expect(await storedFiles(`photos/${own.familyId}/`)).toEqual([firstPath.replace('.webp', '-thumb.webp'), firstPath].sort());

    const second = await updateMember(
      memberForm({ id: headId!, name: 'Anu', email: own.email }, { data: solidPng(), type: 'image/png', filename: 'p.png' }),
      { token: own.token },
    );
    const secondPath = second.body.photo_path as string;
    expect(secondPath).not.toBe(firstPath);
    expect(await storedFiles(`photos/${own.familyId}/`)).toEqual([secondPath.replace('.webp', '-thumb.webp'), secondPath].sort());
    expect((await familyState(own.familyId)).members[0]).toMatchObject({ photo_path: secondPath });

    // Saving without a new photo keeps the current one.
    const third = await updateMember(memberForm({ id: headId!, name: 'Anu T', email: own.email }), { token: own.token });
    expect(third.body.photo_path).toBe(secondPath);
  });

  it('adds a member when no id is given, after the others', async () => {
    const response = await updateMember(memberForm({ name: 'New Baby', dob: '2025-01-01' }, await photo()), { token: own.token });
    expect(response.status).toBe(200);
    const state = await familyState(own.familyId);
    expect(state.members).toHaveLength(3);
    expect(state.members[2]).toMatchObject({ id: response.body.id, name: 'New Baby', order: 2, photo_path: response.body.photo_path });
  });

  it('adds one member when the same "add member" form arrives twice at once', async () => {
    const image = await jpeg(400, 300);
    const send = () =>
      updateMember(
        memberForm(
          { name: 'New Baby', email: '', phone: '', dob: '2025-01-02', familyId: own.familyId },
          { data: image, type: 'image/jpeg', filename: 'baby.jpg' },
        ),
        { token: own.token },
      );
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.id).toBe(first.body.id);
    const state = await familyState(own.familyId);
    expect(state.members.filter((m) => m.name === 'New Baby')).toHaveLength(1);
    // One photo and its thumbnail for the new member: the duplicate's upload was removed.
    expect(state.photos.filter((p) => p.includes(`/${first.body.id as string}-`))).toHaveLength(2);
  });

  it('adds to the family named by familyId when it is the caller’s', async () => {
    const response = await updateMember(memberForm({ familyId: own.familyId, name: 'Added' }), { token: own.token });
    expect(response.status).toBe(200);
    expect((await familyState(own.familyId)).members.map((m) => m.name)).toContain('Added');
  });

  it('refuses bad input and changes nothing', async () => {
    const [headId, childId] = await memberIds(own.familyId);
    const token = own.token;
    await expectRefusal(() => updateMember(memberForm({ id: childId!, name: '' }), { token }), 400, 'Name is required.');
    await expectRefusal(
      () => updateMember(memberForm({ id: childId!, name: 'B', dob: '2999-01-01' }), { token }),
      400,
      'Date of birth cannot be in the future.',
    );
    await expectRefusal(
      () => updateMember(memberForm({ id: childId!, name: 'B', email: 'nope' }), { token }),
      400,
      'Enter a valid email address.',
    );
    await expectRefusal(
      () => updateMember(memberForm({ id: childId!, name: 'B', phone: '1'.repeat(31) }), { token }),
      400,
      'phone: Must be at most 30 characters.',
    );
    await expectRefusal(() => updateMember(memberForm({ id: 'No/Such', name: 'B' }), { token }), 400, 'A valid member id is required.');
    await expectRefusal(() => updateMember(memberForm({ id: 'NoSuchMember', name: 'B' }), { token }), 404, 'Member not found.');
    await expectRefusal(
      () =>
        updateMember(
          memberForm({ id: childId!, name: 'B' }, { data: Buffer.from('MZ not a picture'), type: 'image/jpeg', filename: 'x.jpg' }),
          { token },
        ),
      400,
      'Photos must be JPEG, PNG, WebP or GIF images.',
    );
    const huge = Buffer.concat([await jpeg(10, 10), Buffer.alloc(MAX_PHOTO_BYTES)]);
    await expectRefusal(
      () => updateMember(memberForm({ id: childId!, name: 'B' }, { data: huge, type: 'image/jpeg', filename: 'huge.jpg' }), { token }),
      413,
      'The photo huge.jpg is too large.',
    );
    await expectRefusal(
      async () => updateMember(memberForm({ id: childId!, name: 'B' }, { ...(await photo()), field: 'photo' }), { token }),
      400,
      'Unexpected file field photo.',
    );
    // The only Gmail address may not go.
    await expectRefusal(
      () => updateMember(memberForm({ id: headId!, name: 'Anu', email: 'anu@yahoo.com' }), { token }),
      409,
      'At least one family member must have a Gmail address.',
    );
    // Nor the last address that has signed in: a new one would only be an invitation.
    await expectRefusal(
      () => updateMember(memberForm({ id: headId!, name: 'Anu', email: uniqueGmail('anu-new') }), { token }),
      409,
      'A family must keep at least one member who has signed in with their Google account.',
    );
  });

  it('refuses a member beyond the limit', async () => {
    for (let i = (await memberIds(own.familyId)).length; i < MAX_MEMBERS_PER_FAMILY; i += 1) {
      expect((await updateMember(memberForm({ name: `Member ${i}` }), { token: own.token })).status).toBe(200);
    }
    await expectRefusal(
      async () => updateMember(memberForm({ name: 'One too many' }, await photo()), { token: own.token }),
      409,
      `A family can have at most ${MAX_MEMBERS_PER_FAMILY} members.`,
    );
  });

  it("refuses changes to another family's members and bad tokens", async () => {
    const [otherHead] = await memberIds(other.familyId);
    await expectRefusal(
      () => updateMember(memberForm({ familyId: other.familyId, id: otherHead!, name: 'Hacked' }), { token: own.token }),
      403,
      'You can only view or change your own family.',
    );
    // Without familyId the caller's own family is meant, where that id does not exist.
    await expectRefusal(() => updateMember(memberForm({ id: otherHead!, name: 'Hacked' }), { token: own.token }), 404, 'Member not found.');
    await expectRefusal(
      async () => updateMember(memberForm({ familyId: other.familyId, name: 'Intruder' }, await photo()), { token: own.token }),
      403,
      /your own family/,
    );
    await expectRefusal(() => updateMember(memberForm({ id: otherHead!, name: 'Hacked' }), {}), 401, /session has expired/);
    await expectRefusal(
      () => updateMember(memberForm({ id: otherHead!, name: 'Hacked' }), { token: forgedToken(other.uid, other.email) }),
      401,
      /session has expired/,
    );
    const unverified = await unverifiedSignIn(own.email.replace('@', '+x@'));
    await expectRefusal(
      () => updateMember(memberForm({ familyId: own.familyId, name: 'X' }), { token: unverified.token }),
      403,
      /not verified/,
    );
    expect(await storedFiles(`photos/${other.familyId}/`)).toEqual([]);
  });

  it('answers 404 to a signed-in Google user without a family', async () => {
    const stranger = await googleSignIn(uniqueGmail('stranger'));
    await expectRefusal(
      () => updateMember(memberForm({ name: 'X' }), { token: stranger.token }),
      404,
      'You are not registered. Please register before logging in.',
    );
  });
});

describe('POST delete_member.php', () => {
  it('removes a member, its photo and its invitation', async () => {
    const childEmail = uniqueGmail('kid');
    const added = await updateMember(memberForm({ name: 'Kid', email: childEmail }, await photo()), { token: own.token });
    const path = added.body.photo_path as string;
    expect((await familyState(own.familyId)).invitations).toEqual([childEmail]);
    const response = await callEndpoint(FAMILY_API.deleteMember, { id: added.body.id as string }, { token: own.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });
    const state = await familyState(own.familyId);
    expect(state.members.map((m) => m.id)).not.toContain(added.body.id);
    expect(state.family!.member_emails).toEqual([own.email]);
    expect(state.invitations).toEqual([]);
    expect(await familyOfEmail(childEmail)).toBeNull();
    expect(await storedFiles(path.replace('.webp', ''))).toEqual([]);
  });

  it('refuses removing the last Gmail member or the last member', async () => {
    const [headId, childId] = await memberIds(own.familyId);
    await expectRefusal(
      () => callEndpoint(FAMILY_API.deleteMember, { id: headId! }, { token: own.token }),
      409,
      'At least one family member must have a Gmail address.',
    );
    await adminDb().collection('families').doc(own.familyId).collection('members').doc(childId!).delete();
    await expectRefusal(
      () => callEndpoint(FAMILY_API.deleteMember, { id: headId! }, { token: own.token }),
      409,
      'A family must keep at least one member.',
    );
  });

  it('refuses bad input, other families and bad tokens', async () => {
    const [otherHead] = await memberIds(other.familyId);
    await expectRefusal(() => postJson(apiRoute(FAMILY_API.deleteMember.path), {}, { token: own.token }), 400, /id: Invalid input/);
    await expectRefusal(
      () => callEndpoint(FAMILY_API.deleteMember, { id: 'NoSuchMember' }, { token: own.token }),
      404,
      'Member not found.',
    );
    await expectRefusal(
      () => callEndpoint(FAMILY_API.deleteMember, { id: otherHead!, familyId: other.familyId }, { token: own.token }),
      403,
      /your own family/,
    );
    await expectRefusal(() => callEndpoint(FAMILY_API.deleteMember, { id: otherHead! }, { token: own.token }), 404, 'Member not found.');
    await expectRefusal(() => callEndpoint(FAMILY_API.deleteMember, { id: otherHead! }), 401, /session has expired/);
    await expectRefusal(
      () =>
        callApi(apiRoute(FAMILY_API.deleteMember.path), {
          token: own.token,
          body: 'id=1',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      400,
      'Send the request as application/json.',
    );
  });
});
