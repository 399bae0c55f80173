import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { MAX_MEMBERS_PER_FAMILY, MAX_PHOTO_BYTES } from '@edma/contract/limits';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBucket } from '../support/admin.ts';
import { callApi, register, type CallOptions } from '../support/api-calls.ts';
import { aFamily, registrationForm, uniqueGmail, type FamilyForm } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { photo, solidPng } from '../support/images.ts';
import { familyOfEmail, familyState, globalState } from '../support/read-back.ts';

type Totals = Awaited<ReturnType<typeof globalState>>;

/** Expects a refusal with the given status and message, and that nothing at all was stored. */
async function expectRefused(family: FamilyForm, status: number, message: string | RegExp, before: Totals, options: CallOptions = {}) {
  const response = await register(family, options);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.success).toBe(false);
  expect(response.body.message).toMatch(message);
  expect(await globalState()).toEqual(before);
}

describe('POST save_family.php', () => {
  let before: Totals;
  beforeEach(async () => {
    before = await globalState();
  });

  it('saves the family, its members and their photos', async () => {
    const family = aFamily({ location: 'Other', otherLocation: 'Exeter', membershipType: 'Other', otherMembership: 'Life' });
    family.members[0]!.photo = await photo('head.jpg', 3000, 2000);
    family.members[0]!.email = `  ${family.members[0]!.email!.toUpperCase()} `;
    const response = await register(family);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: 'Family and members saved successfully!' });
    const familyId = response.body.family_id!;

    const state = await familyState(familyId);
    const headEmail = family.members[0]!.email!.trim().toLowerCase();
    expect(state.family).toMatchObject({
      house_no: '12',
      address_line: 'Harbour Road',
      postal_code: 'EX12 2AB',
      location: 'Exeter',
      membership_type: 'Life',
      member_emails: [headEmail],
    });
    expect(state.members).toHaveLength(2);
    expect(state.members[0]).toMatchObject({ name: 'Anu Thomas', phone: '07700 900123', dob: '1984-02-03', order: 0 });
    expect(state.members[1]).toMatchObject({ name: 'Ben Thomas', email: '', dob: '2016-07-21', photo_path: null, order: 1 });
    const photoPath = state.members[0]!.photo_path as string;
    expect(photoPath).toMatch(new RegExp(`^photos/${familyId}/${state.members[0]!.id}-[0-9a-f]{16}\\.webp$`));
    expect(state.photos).toEqual([photoPath.replace('.webp', '-thumb.webp'), photoPath].sort());
    expect(await familyOfEmail(headEmail)).toBe(familyId);

    // Stored re-encoded and resized, not the 3000 px original.
    const [stored] = await adminBucket().file(photoPath).download();
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 800 });
  });

  it('stores an empty date of birth as null', async () => {
    const family = aFamily({ members: [{ name: 'Solo', email: uniqueGmail('solo'), dob: '' }] });
    const familyId = (await register(family)).body.family_id!;
    expect((await familyState(familyId)).members[0]).toMatchObject({ dob: null, phone: '' });
  });

  it('creates one family when the same form is submitted twice', async () => {
    const family = aFamily();
    family.members[0]!.photo = await photo();
    const [first, second] = await Promise.all([register(family), register(family)]);
    expect(first.body).toMatchObject({ success: true });
    expect(second.body).toMatchObject({ success: true });
    expect(second.body.family_id).toBe(first.body.family_id);
    const third = await register(family);
    expect(third.body.family_id).toBe(first.body.family_id);

    const after = await globalState();
    expect(after.families).toBe(before.families + 1);
    expect(after.members).toBe(before.members + 2);
    // One photo and its thumbnail: the duplicates' uploads were removed.
    expect(after.photos).toBe(before.photos + 2);
  });

  it('refuses a second family registered by the same signed-in person, telling only them', async () => {
    const first = aFamily();
    await register(first);
    const own = first.members[0]!.email!;
    const totals = await globalState();
    const other = aFamily({ houseNo: '99', members: [{ name: 'Same Person', email: own.toUpperCase(), photo: await photo() }] });
    await expectRefused(other, 409, 'Your email address already belongs to a registered family.', totals);
  });

  it('refuses two racing registrations by one person that differ otherwise', async () => {
    const email = uniqueGmail('race');
    const a = aFamily({ houseNo: '1', members: [{ name: 'A', email }] });
    const b = aFamily({ houseNo: '2', members: [{ name: 'B', email }] });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await globalState()).families).toBe(before.families + 1);
  });

  describe('refuses bad input with 4xx and stores nothing', () => {
    it.each([
      ['houseNo', 'House number is required.'],
      ['addressLine', 'Address is required.'],
      ['postalCode', 'Postal code is required.'],
      ['location', 'Location is required.'],
      ['membershipType', 'Membership type is required.'],
    ] as const)('missing %s', async (field, message) => {
      await expectRefused({ ...aFamily(), [field]: undefined }, 400, message, before);
    });

    it('a member without a name', async () => {
      const family = aFamily();
      family.members[1]!.name = '  ';
      await expectRefused(family, 400, 'Member 2: Name is required.', before);
    });

    it('no members', async () => {
      const { token } = await googleSignIn(uniqueGmail('nobody'));
      await expectRefused(aFamily({ members: [] }), 400, 'Add at least one family member.', before, { token });
    });

    it('no Gmail address', async () => {
      const family = aFamily({
        members: [
          { name: 'A', email: 'a@yahoo.co.uk' },
          { name: 'B', email: 'b@gmail.co' },
        ],
      });
      // A Google account need not be a Gmail address; the spec's rule still wants one in the family.
      const { token } = await googleSignIn('a@yahoo.co.uk');
      await expectRefused(family, 400, 'At least one family member must have a Gmail address.', before, { token });
    });

    it('an invalid email', async () => {
      const family = aFamily();
      family.members[1]!.email = 'not-an-email';
      await expectRefused(family, 400, 'Member 2: Enter a valid email address.', before);
    });

    it('a date of birth in the future', async () => {
      const family = aFamily();
      family.members[1]!.dob = `${new Date().getFullYear() + 1}-01-01`;
      await expectRefused(family, 400, 'Member 2: Date of birth cannot be in the future.', before);
    });

    it('a date of birth that is not a date', async () => {
      const family = aFamily();
      family.members[0]!.dob = '2020-02-30';
      await expectRefused(family, 400, 'Member 1: Date input not valid.', before);
    });

    it('a location or membership type that is not one of the options', async () => {
      await expectRefused(
        aFamily({ location: 'Exeter' }),
        400,
        'Location must be one of: Seaton, Honiton, Axminster, Sidmouth, Other.',
        before,
      );
      await expectRefused(aFamily({ membershipType: 'Platinum' }), 400, 'Membership type must be one of: Gold, Silver, Other.', before);
    });

    it('Other without its text', async () => {
      await expectRefused(aFamily({ location: 'Other', otherLocation: ' ' }), 400, 'Specify other location.', before);
      await expectRefused(aFamily({ membershipType: 'Other' }), 400, 'Specify other type.', before);
    });

    it('text over the limits', async () => {
      await expectRefused(aFamily({ addressLine: 'x'.repeat(201) }), 400, 'addressLine: Must be at most 200 characters.', before);
      const family = aFamily();
      family.members[0]!.name = 'n'.repeat(101);
      await expectRefused(family, 400, 'Member 1: name: Must be at most 100 characters.', before);
    });

    it('a text field far over any limit', async () => {
      await expectRefused(aFamily({ addressLine: 'x'.repeat(10_000) }), 413, 'The field addressLine is too long.', before);
    });

    it('too many members', async () => {
      const members = Array.from({ length: MAX_MEMBERS_PER_FAMILY + 1 }, (_, i) => ({
        name: `M${i}`,
        email: i === 0 ? uniqueGmail('big') : '',
      }));
      await expectRefused(aFamily({ members }), 400, `At most ${MAX_MEMBERS_PER_FAMILY} members.`, before);
    });

    it('more photos than members allowed', async () => {
      const image = await photo('p.jpg', 20, 20);
      const members = Array.from({ length: MAX_MEMBERS_PER_FAMILY + 2 }, (_, i) => ({
        name: `M${i}`,
        email: i === 0 ? uniqueGmail('pics') : '',
        photo: image,
      }));
      await expectRefused(aFamily({ members }), 413, 'Too many photos in one request.', before);
    });

    it('a non-image file declared as an image', async () => {
      const family = aFamily();
      family.members[0]!.photo = { data: Buffer.from('#!/bin/sh\necho not a photo\n'), type: 'image/jpeg', filename: 'photo.jpg' };
      await expectRefused(family, 400, 'Photos must be JPEG, PNG, WebP or GIF images.', before);
    });

    it('an SVG declared as an image', async () => {
      const family = aFamily();
      family.members[0]!.photo = {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
        filename: 'a.svg',
      };
      await expectRefused(family, 400, 'Photos must be JPEG, PNG, WebP or GIF images.', before);
    });

    it('a photo over the size limit', async () => {
      const family = aFamily();
      const big = Buffer.concat([solidPng(10, 10), Buffer.alloc(MAX_PHOTO_BYTES)]);
      family.members[0]!.photo = { data: big, type: 'image/png', filename: 'huge.png' };
      await expectRefused(family, 413, 'The photo huge.png is too large.', before);
    });

    it('a good photo next to a bad one stores neither', async () => {
      const family = aFamily();
      family.members[0]!.photo = await photo();
      family.members[1]!.photo = { data: Buffer.from('GIF89a but not really'), type: 'image/gif', filename: 'b.gif' };
      await expectRefused(family, 400, /One of the photos could not be read/, before);
    });

    it('a file in a text field', async () => {
      const form = registrationForm(aFamily());
      form.append('houseNo', new Blob([Buffer.from('x')]), 'x.txt');
      const response = await callApi(apiRoute(FAMILY_API.save.path), { body: form, token: (await googleSignIn(uniqueGmail('raw'))).token });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: 'Unexpected file field houseNo.' });
      expect(await globalState()).toEqual(before);
    });

    it('malformed multipart', async () => {
      const response = await callApi(apiRoute(FAMILY_API.save.path), {
        token: (await googleSignIn(uniqueGmail('raw'))).token,
        body: '--b\r\nContent-Disposition: form-data; name="houseNo"\r\n\r\n12\r\n--b\r\nContent-Disp',
        headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: 'Malformed multipart form data.' });
      expect(await globalState()).toEqual(before);
    });

    it('JSON instead of a form', async () => {
      const response = await callApi(apiRoute(FAMILY_API.save.path), {
        body: JSON.stringify({ houseNo: '1' }),
        headers: { 'Content-Type': 'application/json' },
        token: (await googleSignIn(uniqueGmail('raw'))).token,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: 'Send the form as multipart/form-data.' });
      expect(await globalState()).toEqual(before);
    });
  });

  it('leaves no photo behind when the write fails after the upload', async () => {
    // The registrant already has a family, which only the transaction discovers - after the photos were stored.
    const first = aFamily();
    const firstId = (await register(first)).body.family_id!;
    const totals = await globalState();
    const second = aFamily({
      houseNo: '7',
      members: [
        { name: 'X', email: first.members[0]!.email, photo: await photo() },
        { name: 'Y', photo: await photo('y.jpg') },
      ],
    });
    await expectRefused(second, 409, /Your email address already belongs to a registered family/, totals);
    expect((await familyState(firstId)).photos).toEqual([]);
  });
});
