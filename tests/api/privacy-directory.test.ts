import { apiRoute } from '@edma/contract/api-paths';
import { ageOn, associationToday } from '@edma/contract/dates';
import { directorySchema, type DirectoryFamily, FAMILY_API } from '@edma/contract/family';
import {
  ADULTS_ONLY_MESSAGE,
  childLabel,
  DEFAULT_PRIVACY_SETTINGS,
  isChildAge,
  NOT_A_CHILD_MESSAGE,
  NOT_AN_APPROVED_MEMBER_MESSAGE,
  PRIVACY_API,
} from '@edma/contract/privacy';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildDirectory } from '../../functions/src/directory/snapshot-store.ts';
import { ROUTES } from '../../functions/src/routes.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, registeredFamily, postJson } from '../support/api-calls.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { photo } from '../support/images.ts';
import { uniqueTag } from '../support/privacy.ts';
import { aFamily, uniqueGmail } from '../support/test-data.ts';
import { pastInstanceWindow, settledSnapshot } from './support/directory-snapshot.ts';
import { familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * Children in public: nobody under 18 appears by name or photo in anything public unless an adult
 * of the family recorded consent for that child; a family can hide itself; the committee can make
 * the directory members-only. Signed-in members of approved families see names.
 */

const today = associationToday();
/** A date of birth making someone `age` today. */
const bornYearsAgo = (age: number) => `${Number(today.slice(0, 4)) - age}-01-01`;

let committee: Awaited<ReturnType<typeof committeeMember>>;
let familyId: string;
let tag: string;
let head: { email: string; token: string };
let teen: { email: string; token: string };
let memberIds: string[];

async function publicDirectory(settleMs?: number): Promise<DirectoryFamily[]> {
  await settledSnapshot(settleMs);
  await pastInstanceWindow();
  const response = await callEndpoint(FAMILY_API.families, {});
  expect(response.status).toBe(200);
  return directorySchema.parse(response.body);
}

async function membersDirectory(token: string) {
  return callEndpoint(PRIVACY_API.membersDirectory, {}, { token });
}

const consent = (token: string, memberId: string, showName: boolean, showPhoto: boolean) =>
  callEndpoint(PRIVACY_API.consent, { memberId, showName, showPhoto }, { token });
const thumbOf = (photoPath: string) => photoPath.replace(/\.webp$/, '-thumb.webp');

/** A photo and its thumbnail, through Hosting as a visitor gets them: anyone, briefly cacheable. */
async function expectPhotosPublic(photoPath: string) {
  for (const path of [photoPath, thumbOf(photoPath)]) {
    const answer = await callApi(path, { viaHosting: true });
    expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 200, 'public, max-age=300, s-maxage=300']);
  }
}

/** Refused to a visitor (401) and to another family (404); the family's own and the committee get it, never cached. */
async function expectPhotosPrivate(photoPath: string) {
  const stranger = (await googleSignIn(uniqueGmail('stranger'))).token;
  for (const path of [photoPath, thumbOf(photoPath)]) {
    expect([path, (await callApi(path, { viaHosting: true })).status]).toEqual([path, 401]);
    expect([path, (await callApi(path, { token: stranger })).status]).toEqual([path, 404]);
    for (const token of [head.token, committee.token]) {
      const answer = await callApi(path, { token, viaHosting: true });
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 200, 'private, no-store']);
    }
  }
}

const hide = (token: string, hidden: boolean) => callEndpoint(PRIVACY_API.hideFamily, { hidden }, { token });

beforeAll(async () => {
  committee = await committeeMember();
  tag = uniqueTag();
  const headEmail = uniqueGmail('adult');
  const teenEmail = uniqueGmail('teen');
  familyId = await registeredFamily(
    aFamily({
      members: [
        { name: `Adult ${tag}`, email: headEmail, phone: '07700 900555', dob: bornYearsAgo(40), photo: await photo(), photoPublic: 'true' },
        { name: `Teen ${tag}`, email: teenEmail, dob: bornYearsAgo(17), photo: await photo('teen.jpg'), photoPublic: 'true' },
        { name: `Little ${tag}`, dob: bornYearsAgo(6), photo: await photo('little.jpg'), photoPublic: 'true' },
      ],
    }),
  );
  head = { email: headEmail, token: (await googleSignIn(headEmail)).token };
  teen = { email: teenEmail, token: (await googleSignIn(teenEmail)).token };
  expect((await callEndpoint(FAMILY_API.acceptInvitation, { familyId }, { token: teen.token })).status).toBe(200);
  await adminDb().collection('families').doc(familyId).update({ approval: 'approved' });
  memberIds = (await familyState(familyId)).members.map((m) => m.id);
});

afterAll(async () => {
  // The emulator is shared by the other files: the directory goes back to the spec's.
  await adminDb().collection('privacySettings').doc('current').delete();
});

describe('children in the public directory', () => {
  it('shows a child nobody consented for as "Child, {age}" without a photo, and serves no child photo to visitors', async () => {
    const entry = (await publicDirectory()).find((f) => f.id === familyId)!;
    const state = await familyState(familyId);
    expect(entry.members.map((m) => [m.name, m.age, m.photo_path])).toEqual([
      [`Adult ${tag}`, 40, state.members[0]!.photo_path],
      [childLabel(17), 17, null],
      [childLabel(6), 6, null],
    ]);
    const text = JSON.stringify(entry);
    expect(text).not.toContain(`Teen ${tag}`);
    expect(text).not.toContain(`Little ${tag}`);
    for (const child of state.members.slice(1)) {
      const served = await callApi(child.photo_path!);
      expect(served.status, child.photo_path!).toBe(401);
    }
    expect((await callApi(state.members[0]!.photo_path!)).status).toBe(200);
  });

  it("records an adult's consent (who and when) and then shows the child; a child of the family, another family or a consent for an adult is refused and changes nothing", async () => {
    const before = await familyState(familyId);
    const byTeen = await consent(teen.token, memberIds[2]!, true, true);
    expect([byTeen.status, byTeen.body.message]).toEqual([403, ADULTS_ONLY_MESSAGE]);
    const other = await registeredFamily(aFamily());
    const otherHead = (await familyState(other)).members[0]!.email;
    // Another family's adult consents for their own family (the server finds it): this child is not in it.
    expect((await consent((await googleSignIn(otherHead)).token, memberIds[2]!, true, true)).status).toBe(404);
    const forAdult = await consent(head.token, memberIds[0]!, true, true);
    expect([forAdult.status, forAdult.body.message]).toEqual([409, NOT_A_CHILD_MESSAGE]);
    expect((await consent(head.token, 'no-such-member', true, true)).status).toBe(404);
    expect((await consent(head.token, '../x', true, true)).status).toBe(400);
    expect(await familyState(familyId)).toEqual(before);

    expect((await consent(head.token, memberIds[2]!, true, true)).status).toBe(200);
    const little = (await familyState(familyId)).members[2]!;
    expect(little.public_consent).toMatchObject({ name: true, photo: true, by: head.email });
    expect(little.public_consent?.at).toBeDefined();
    const privacy = await callEndpoint(PRIVACY_API.family, {}, { token: head.token });
    expect(privacy.body.members[2]).toMatchObject({ child: true, show_name: true, show_photo: true, consent: { by: head.email } });
    expect(privacy.body.can_change).toBe(true);
    expect((await callEndpoint(PRIVACY_API.family, {}, { token: teen.token })).body.can_change).toBe(false);

    const entry = (await publicDirectory()).find((f) => f.id === familyId)!;
    expect(entry.members[2]).toMatchObject({ name: `Little ${tag}`, photo_path: little.photo_path });
    expect(entry.members[1]!.name).toBe(childLabel(17));
    expect((await callApi(little.photo_path!)).status).toBe(200);

    // Consent withdrawn: private again.
    expect((await consent(head.token, memberIds[2]!, false, false)).status).toBe(200);
    expect((await familyState(familyId)).members[2]!.public_consent).toBeNull();
    expect((await publicDirectory()).find((f) => f.id === familyId)!.members[2]!.name).toBe(childLabel(6));
  });
});

describe('signed-in members and hidden families', () => {
  it('members of approved families see every name, never cached publicly; others are refused', async () => {
    const answer = await membersDirectory(teen.token);
    expect(answer.status).toBe(200);
    const entry = directorySchema.parse(answer.body).find((f) => f.id === familyId)!;
    expect(entry.members.map((m) => m.name)).toEqual([`Adult ${tag}`, `Teen ${tag}`, `Little ${tag}`]);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect((await callEndpoint(PRIVACY_API.membersDirectory, {})).status).toBe(401);
    const outsider = await membersDirectory((await googleSignIn(uniqueGmail('outsider'))).token);
    expect([outsider.status, outsider.body]).toEqual([403, { success: false, message: NOT_AN_APPROVED_MEMBER_MESSAGE }]);
    const pendingEmail = uniqueGmail('pending');
    await registeredFamily(aFamily({ members: [{ name: 'Pending Person', email: pendingEmail }] }));
    expect((await membersDirectory((await googleSignIn(pendingEmail)).token)).status).toBe(403);
  });

  it('a family hidden by an adult leaves the public directory and stays in the members directory; a child cannot change it', async () => {
    const before = await familyState(familyId);
    expect((await hide(teen.token, true)).status).toBe(403);
    expect(await familyState(familyId)).toEqual(before);
    expect((await hide(head.token, true)).status).toBe(200);
    expect((await publicDirectory()).some((f) => f.id === familyId)).toBe(false);
    expect(directorySchema.parse((await membersDirectory(head.token)).body).some((f) => f.id === familyId)).toBe(true);
    // Its members' public photos go private with it: the family and the committee only, kept nowhere.
    await expectPhotosPrivate(before.members[0]!.photo_path!);
    expect((await hide(head.token, false)).status).toBe(200);
    expect((await publicDirectory()).some((f) => f.id === familyId)).toBe(true);
    await expectPhotosPublic(before.members[0]!.photo_path!);
  });
});

describe("the committee's setting: members-only directory", () => {
  it('gives anonymous visitors an empty list (no names at all) and members every name; back to public, back to the spec', async () => {
    const save = (settings: unknown, token = committee.token) => postJson(apiRoute(PRIVACY_API.saveSettings.path), settings, { token });
    expect((await save({ ...DEFAULT_PRIVACY_SETTINGS, directory: 'everyone' })).status).toBe(400);
    expect((await save({ ...DEFAULT_PRIVACY_SETTINGS, directory: 'members' })).status).toBe(200);
    expect(await publicDirectory()).toEqual([]);
    const adultPhoto = (await familyState(familyId)).members[0]!.photo_path!;
    await expectPhotosPrivate(adultPhoto);
    expect((await callEndpoint(PRIVACY_API.directoryAudience, {})).body).toEqual({ directory: 'members' });
    const members = directorySchema.parse((await membersDirectory(head.token)).body);
    expect(members.find((f) => f.id === familyId)!.members.map((m) => m.name)).toContain(`Little ${tag}`);
    const settings = await callEndpoint(PRIVACY_API.settings, {}, { token: committee.token });
    expect(settings.body).toEqual({ success: true, settings: { ...DEFAULT_PRIVACY_SETTINGS, directory: 'members' } });
    const audit = await adminDb().collection('auditLog').where('action', '==', 'privacy.settings').get();
    expect(audit.docs.some((d) => d.get('actor.email') === committee.email)).toBe(true);

    expect((await save(DEFAULT_PRIVACY_SETTINGS)).status).toBe(200);
    expect((await publicDirectory()).some((f) => f.id === familyId)).toBe(true);
    await expectPhotosPublic(adultPhoto);
  });
});

describe('contract: every seeded family, every public answer', () => {
  it('no public answer holds the name or photo of anyone under 18 without recorded consent', { timeout: 300_000 }, async () => {
    // A generated set beside whatever other tests have registered: random ages, photos and consents.
    const db = adminDb();
    const generated = uniqueTag();
    const batch = db.batch();
    for (let f = 0; f < 16; f++) {
      const family = db.collection('families').doc(`gen-${generated}-${f}`);
      batch.set(family, {
        house_no: '1',
        address_line: 'Road',
        location: 'Seaton',
        postal_code: 'EX12',
        membership_type: 'Gold',
        member_emails: [],
        approval: 'approved',
        created_at: FieldValue.serverTimestamp(),
        directory_hidden: f % 7 === 3,
      });
      for (let m = 0; m < 4; m++) {
        const age = (f * 7 + m * 13) % 60;
        const consentGiven = (f + m) % 3 === 0;
        batch.set(family.collection('members').doc(`m${m}`), {
          name: `Gen ${generated} ${f} ${m}`,
          email: '',
          phone: '',
          dob: bornYearsAgo(age),
          order: m,
          photo_path: `photos/gen-${generated}-${f}/m${m}.webp`,
          photo_public: (f + m) % 2 === 0,
          public_consent: consentGiven
            ? { name: (f + m) % 2 === 0, photo: true, by: 'adult@gmail.com', at: FieldValue.serverTimestamp() }
            : null,
        });
      }
    }
    await batch.commit();
    // As `npm run directory:rebuild` would: the triggers of a hundred new members then only confirm it.
    await rebuildDirectory(db);

    const [families, members] = await Promise.all([db.collection('families').get(), db.collectionGroup('members').get()]);
    const protectedNames = new Set<string>();
    const protectedPhotos = new Set<string>();
    const shownNames = new Set<string>();
    for (const doc of members.docs) {
      const m = doc.data();
      const child = isChildAge(ageOn(m.dob ?? null, today));
      const c = m.public_consent as { name?: boolean; photo?: boolean; by?: string } | null | undefined;
      if (child && !(c?.name === true && c.by)) protectedNames.add(m.name);
      else shownNames.add(m.name);
      if (m.photo_path && (m.photo_public !== true || (child && !(c?.photo === true && c.by)))) protectedPhotos.add(m.photo_path);
    }
    // A name shared with someone shown (a test's default names) cannot tell who is who: only unique ones count.
    const names = [...protectedNames].filter((n) => !shownNames.has(n) && n.trim() !== '');
    expect(names.filter((n) => n.startsWith(`Gen ${generated}`)).length).toBeGreaterThan(6);
    expect(families.size).toBeGreaterThan(16);

    const directory = JSON.stringify(await publicDirectory(120_000));
    const publicGets = ROUTES.filter((r) => r.access === 'public' && r.methods.GET && !r.matches).map((r) => r.route);
    expect(publicGets).toEqual(
      expect.arrayContaining(['get_families.php', 'content/events.json', 'content/albums.json', 'content/committee.json']),
    );
    const answers = [directory];
    for (const route of publicGets) answers.push(JSON.stringify((await callApi(route)).body));
    for (const answer of answers) {
      for (const name of names) expect(answer.includes(`"${name}"`), name).toBe(false);
      for (const photoPath of protectedPhotos) expect(answer.includes(photoPath), photoPath).toBe(false);
    }
    // Hidden generated families are absent; the others are all there.
    for (let f = 0; f < 16; f++) expect(directory.includes(`"gen-${generated}-${f}"`)).toBe(f % 7 !== 3);
    await Promise.all(Array.from({ length: 16 }, (_, f) => db.recursiveDelete(db.collection('families').doc(`gen-${generated}-${f}`))));
  });
});
