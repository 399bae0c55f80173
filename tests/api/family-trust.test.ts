import { PHOTOS_PATH_PREFIX } from '@edma/contract/photos';
import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { counterIds, RATE_LIMITS, scaled } from '../../functions/src/rate-limit/fixed-window.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, register } from '../support/api-calls.ts';
import { aFamily, memberForm, uniqueGmail } from '../support/test-data.ts';
import { googleSignIn, unverifiedSignIn } from '../support/auth-tokens.ts';
import { familyOfEmails } from '../support/families.ts';
import { emulatorParam } from '../support/emulator-params.ts';
import { jpeg, photo } from '../support/images.ts';
import { familyOfEmail, familyState, globalState, invitationsOf } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const checkUser = (email: string, token: string) => callEndpoint(FAMILY_API.checkUser, { email: email }, { token });
const getFamily = (familyId: string, token: string) => callEndpoint(FAMILY_API.family, { familyId: familyId }, { token });
const accept = (familyId: string, token: string) => callEndpoint(FAMILY_API.acceptInvitation, { familyId }, { token });
const decline = (familyId: string, token: string) => callEndpoint(FAMILY_API.declineInvitation, { familyId }, { token });

/** A family registered by `head`, listing `others` as further members. */
describe('registration needs a Google sign-in of one of the members', () => {
  it('refuses an anonymous registration with 401 and stores nothing', async () => {
    const before = await globalState();
    const response = await register(aFamily(), { token: '' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, message: 'Your session has expired. Please sign in again.' });
    expect(await globalState()).toEqual(before);
  });

  it('refuses an unverified email with 403 and stores nothing', async () => {
    const family = aFamily();
    const { token } = await unverifiedSignIn(family.members[0]!.email!);
    const before = await globalState();
    const response = await register(family, { token });
    expect(response.status).toBe(403);
    expect(await globalState()).toEqual(before);
  });

  it('refuses a signed-in person who is not one of the members, and stores nothing', async () => {
    const { token } = await googleSignIn(uniqueGmail('stranger'));
    const before = await globalState();
    const response = await register(aFamily(), { token });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Your Google account email address must be one of the family members' email addresses.");
    expect(await globalState()).toEqual(before);
  });

  it("claims only the registrant's email; the others are invitations that open nothing", async () => {
    const head = uniqueGmail('head');
    const spouse = uniqueGmail('spouse');
    const familyId = await familyOfEmails(head, spouse, 'kid@school.example.org');
    const state = await familyState(familyId);
    expect(state.family!.member_emails).toEqual([head]);
    expect(state.invitations).toEqual([spouse, 'kid@school.example.org'].sort());
    expect(await familyOfEmail(head)).toBe(familyId);
    expect(await familyOfEmail(spouse)).toBeNull();

    const spouseToken = (await googleSignIn(spouse)).token;
    expect((await getFamily(familyId, spouseToken)).status).toBe(403);
    const check = await checkUser(spouse, spouseToken);
    expect(check.body).toEqual({ exists: false, family_id: null, invitations: [{ familyId, head: 'Head Person' }] });
  });
});

describe('a stranger cannot claim or lock out someone else', () => {
  it("listing a victim's email locks nobody out and gives the stranger nothing of the victim's", async () => {
    const stranger = uniqueGmail('stranger');
    const victim = uniqueGmail('victim');
    const strangersFamily = await familyOfEmails(stranger, victim);

    // The victim registers their own family as if nothing happened.
    const victimsFamily = await familyOfEmails(victim);
    expect(await familyOfEmail(victim)).toBe(victimsFamily);
    const victimToken = (await googleSignIn(victim)).token;
    expect((await checkUser(victim, victimToken)).body).toMatchObject({ exists: true, family_id: victimsFamily, invitations: [] });

    // The stranger sees nothing of the victim's family, and their own still does not include the victim.
    const strangerToken = (await googleSignIn(stranger)).token;
    expect((await getFamily(victimsFamily, strangerToken)).status).toBe(403);
    expect((await familyState(strangersFamily)).family!.member_emails).toEqual([stranger]);
    // Nor can the victim now be pulled into the stranger's family.
    const before = await familyState(strangersFamily);
    expect((await accept(strangersFamily, victimToken)).status).toBe(409);
    expect(await familyState(strangersFamily)).toEqual(before);
  });

  it('answers a registration that lists a registered address exactly like one that does not', async () => {
    const registered = uniqueGmail('registered');
    await familyOfEmails(registered);
    const a = await register(
      aFamily({
        members: [
          { name: 'A', email: uniqueGmail('a') },
          { name: 'B', email: registered },
        ],
      }),
    );
    const b = await register(
      aFamily({
        members: [
          { name: 'A', email: uniqueGmail('a') },
          { name: 'B', email: uniqueGmail('free') },
        ],
      }),
    );
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect(a.body.message).toBe(b.body.message);
  });

  it("adding a member with someone else's email invites them and opens nothing to them", async () => {
    const head = uniqueGmail('head');
    const familyId = await familyOfEmails(head);
    const headToken = (await googleSignIn(head)).token;
    const added = uniqueGmail('added');
    const form = memberForm({ name: 'Added Person', email: added, phone: '', dob: '', familyId });
    const response = await callApi(apiRoute(FAMILY_API.updateMember.path), { body: form, token: headToken });
    expect(response.status).toBe(200);
    expect((await familyState(familyId)).family!.member_emails).toEqual([head]);
    expect(await invitationsOf(familyId)).toEqual([added]);
    expect((await getFamily(familyId, (await googleSignIn(added)).token)).status).toBe(403);
    const family = (await getFamily(familyId, headToken)).body;
    const members = ('members' in family ? family.members : undefined) as Array<{ email: string; email_pending: boolean }>;
    expect(members.find((m) => m.email === added)?.email_pending).toBe(true);
    expect(members.find((m) => m.email === head)?.email_pending).toBe(false);
  });
});

describe('POST invitations/accept and invitations/decline', () => {
  it('accepting opens the family to the invited person and closes the invitation', async () => {
    const head = uniqueGmail('head');
    const spouse = uniqueGmail('spouse');
    const familyId = await familyOfEmails(head, spouse);
    const token = (await googleSignIn(spouse)).token;
    const response = await accept(familyId, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, family_id: familyId });
    expect((await familyState(familyId)).family!.member_emails).toEqual([head, spouse]);
    expect(await familyOfEmail(spouse)).toBe(familyId);
    expect(await invitationsOf(familyId)).toEqual([]);
    expect((await getFamily(familyId, token)).status).toBe(200);
    expect((await checkUser(spouse, token)).body).toMatchObject({ exists: true, family_id: familyId });
  });

  it('declining closes the invitation and removes the address from that family', async () => {
    const head = uniqueGmail('head');
    const notMe = uniqueGmail('notme');
    const familyId = await familyOfEmails(head, notMe);
    const token = (await googleSignIn(notMe)).token;
    expect((await decline(familyId, token)).status).toBe(200);
    const state = await familyState(familyId);
    expect(state.invitations).toEqual([]);
    expect(state.members.map((m) => m.email)).toEqual([head, '']);
    expect(state.family!.member_emails).toEqual([head]);
    expect((await checkUser(notMe, token)).body).toEqual({ exists: false, family_id: null, invitations: [] });
  });

  it('refuses anyone without an open invitation, changing nothing', async () => {
    const head = uniqueGmail('head');
    const spouse = uniqueGmail('spouse');
    const unproved = uniqueGmail('unproved');
    const familyId = await familyOfEmails(head, spouse, unproved);
    const before = await familyState(familyId);
    const stranger = (await googleSignIn(uniqueGmail('stranger'))).token;
    for (const answer of [accept, decline]) {
      expect((await answer(familyId, stranger)).status).toBe(404);
      expect((await answer('no-such-family', (await googleSignIn(spouse)).token)).status).toBe(404);
      expect((await answer('__bad__', stranger)).status).toBe(400);
    }
    expect((await callEndpoint(FAMILY_API.acceptInvitation, { familyId })).status).toBe(401);
    // An account that never verified the invited address cannot answer for it.
    expect((await accept(familyId, (await unverifiedSignIn(unproved)).token)).status).toBe(403);
    expect(await familyState(familyId)).toEqual(before);
  });
});

describe('member writes by a signed-in member', () => {
  it('check membership before any photo is decoded or stored', async () => {
    const familyId = await familyOfEmails(uniqueGmail('head'));
    const outsider = uniqueGmail('outsider');
    await familyOfEmails(outsider);
    const before = await familyState(familyId);
    // Not an image at all: a decoder would say 400; the membership check must answer first.
    const form = memberForm(
      { name: 'Intruder', familyId },
      { data: Buffer.from('<html>not an image</html>'), type: 'image/jpeg', filename: 'x.jpg' },
    );
    const response = await callApi(apiRoute(FAMILY_API.updateMember.path), { body: form, token: (await googleSignIn(outsider)).token });
    expect(response.status).toBe(403);
    expect(await familyState(familyId)).toEqual(before);
  });

  it('refuse removing the last member who can sign in, even with an invited Gmail member left', async () => {
    const head = uniqueGmail('head');
    const familyId = await familyOfEmails(head, uniqueGmail('invited'));
    const token = (await googleSignIn(head)).token;
    const before = await familyState(familyId);
    const response = await callEndpoint(FAMILY_API.deleteMember, { id: before.members[0]!.id, familyId }, { token });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A family must keep at least one member who has signed in with their Google account.');
    expect(await familyState(familyId)).toEqual(before);
  });

  it('are limited per user: over the limit answers 429 and changes nothing', async () => {
    const head = uniqueGmail('head');
    const familyId = await familyOfEmails(head);
    const { token, uid } = await googleSignIn(head);
    const limit = scaled(RATE_LIMITS['member-write'], Number(emulatorParam('RATE_LIMIT_MULTIPLIER') ?? 1));
    let ids = counterIds('member-write', uid, Date.now(), limit.windowMs);
    if (limit.windowMs - (Date.now() % limit.windowMs) < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, limit.windowMs - (Date.now() % limit.windowMs) + 100));
      ids = counterIds('member-write', uid, Date.now(), limit.windowMs);
    }
    await adminDb().collection('rateLimits').doc(ids.client).set({ scope: 'member-write', windowStart: ids.start, count: limit.perClient });
    const before = await familyState(familyId);
    const response = await callEndpoint(FAMILY_API.deleteMember, { id: before.members[0]!.id, familyId }, { token });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await familyState(familyId)).toEqual(before);
    // Another member of the association is not affected.
    const other = uniqueGmail('other');
    const otherFamily = await familyOfEmails(other);
    expect((await getFamily(otherFamily, (await googleSignIn(other)).token)).status).toBe(200);
  });
});

describe("GET photos/...: public only by the member's choice", () => {
  async function familyWithPhotos() {
    const head = uniqueGmail('head');
    const form = aFamily({
      members: [
        { name: 'Private Head', email: head, photo: await photo('a.jpg', 300, 300) },
        { name: 'Public Member', email: '', photoPublic: 'true', photo: await photo('b.jpg', 300, 300) },
      ],
    });
    const familyId = (await register(form)).body.family_id!;
    // Only a family in the directory has public photos: approving is writing the field.
    await adminDb().collection('families').doc(familyId).update({ approval: 'approved' });
    const [privatePath, publicPath] = (await familyState(familyId)).members.map((m) => m.photo_path as string);
    return { familyId, head, privatePath: privatePath!, publicPath: publicPath! };
  }

  it('serves a public photo to anyone, briefly cacheable', async () => {
    const { publicPath } = await familyWithPhotos();
    for (const path of [publicPath, publicPath.replace('.webp', '-thumb.webp')]) {
      const response = await callApi(path, { viaHosting: true });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    }
  });

  it('serves any other photo only to its own family, never to a shared cache', async () => {
    const { head, privatePath } = await familyWithPhotos();
    expect((await callApi(privatePath)).status).toBe(401);
    const stranger = uniqueGmail('stranger');
    await familyOfEmails(stranger);
    expect((await callApi(privatePath, { token: (await googleSignIn(stranger)).token })).status).toBe(404);
    const own = await callApi(privatePath, { token: (await googleSignIn(head)).token });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('stops serving a photo once it is made private or replaced', async () => {
    const { familyId, head, publicPath } = await familyWithPhotos();
    const token = (await googleSignIn(head)).token;
    const member = (await familyState(familyId)).members[1]!;
    const fields = { id: member.id, name: member.name, email: '', phone: '', dob: member.dob ?? '', familyId };
    const form = memberForm({ ...fields, photoPublic: 'false' });
    expect((await callApi(apiRoute(FAMILY_API.updateMember.path), { body: form, token })).status).toBe(200);
    expect((await callApi(publicPath)).status).toBe(401);

    const replace = memberForm({ ...fields, photoPublic: 'true' }, { data: await jpeg(200, 200), type: 'image/jpeg', filename: 'new.jpg' });
    const replaced = await callApi(apiRoute(FAMILY_API.updateMember.path), { body: replace, token });
    expect(replaced.status).toBe(200);
    expect((await callApi(publicPath, { token })).status).toBe(404);
    expect((await callApi(replaced.body.photo_path as string)).status).toBe(200);
  });

  it('answers 404 for names the functions never create, without looking further', async () => {
    expect((await callApi(apiRoute(PHOTOS_PATH_PREFIX) + 'some-family/not-ours.webp')).status).toBe(404);
    expect((await callApi(apiRoute(PHOTOS_PATH_PREFIX) + 'f/m-0123456789abcdef.png')).status).toBe(404);
  });
});
