import { apiRoute } from '@edma/contract/api-paths';
import { EXECUTIVE_COMMITTEE_API } from '@edma/contract/executive-committee';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../functions/src/content/content-seeding.ts';
import { EXECUTIVE_COMMITTEE_CONTENT } from '../../functions/src/store/gallery-kinds.ts';
import { adminDb, storedFiles } from '../support/admin.ts';
import { callApi, postJson, type CallOptions } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { expectCommitteeOnly, useBuiltInContent } from './support/content-doc.ts';
import { rawGet } from './support/directory-snapshot.ts';
import { jpeg } from '../support/images.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The Committee page's people: public JSON through Hosting with strong ETags, changed only by the
 * committee (audited); portraits checked, re-encoded to a square thumbnail, and deleted when
 * replaced or removed.
 */

const committeeDoc = useBuiltInContent('committee');
const publicPeople = async () => (await callEndpoint(EXECUTIVE_COMMITTEE_API.people, {}, { viaHosting: true })).body.people;
const consolePeople = async (token: string) => (await callEndpoint(EXECUTIVE_COMMITTEE_API.list, {}, { token })).body.people;
const personFiles = (id: string) => storedFiles(`content/committee/${id}-`);

async function setPhoto(id: string, options: CallOptions, data?: Buffer) {
  const form = new FormData();
  form.append('id', id);
  if (data) form.append('photo', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'portrait.jpg');
  return callApi<{ success: boolean; message: string }>(apiRoute(EXECUTIVE_COMMITTEE_API.photo.path), { ...options, body: form });
}

describe('the committee page content', () => {
  it("serves the spec's eleven roles until the committee first saves, cacheable with a strong ETag and 304s", async () => {
    const people = await publicPeople();
    expect(people.map((p) => p.role)).toEqual([
      'President',
      'Vice President',
      'Secretary',
      'Joint Secretary',
      'Treasurer',
      'Joint Treasurer',
      ...Array(5).fill('Program Coordinator'),
    ]);
    expect(people[0]).toEqual({
      id: 'member-01',
      role: 'President',
      name: 'Committee member 1',
      phoneDigits: '447700900001',
      image: '/images/committee/member-01.webp',
    });
    const plain = await rawGet(apiRoute(EXECUTIVE_COMMITTEE_API.people.path), {}, { viaHosting: true });
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect((await rawGet(apiRoute(EXECUTIVE_COMMITTEE_API.people.path), { 'If-None-Match': etag }, { viaHosting: true })).status).toBe(304);
  });

  it('adds a person, edits them, gives them a photo (a square thumbnail), replaces and removes it, orders and removes people, audited', async () => {
    const chair = await committeeMember('committee-page.chair');
    const before = (await rawGet(apiRoute(EXECUTIVE_COMMITTEE_API.people.path), {}, { viaHosting: true })).headers.etag as string;
    const added = await callEndpoint(
      EXECUTIVE_COMMITTEE_API.add,
      { role: 'Auditor', name: 'Mini Joseph', phone: '07700 900321' },
      { token: chair.token },
    );
    expect([added.status, added.body.message]).toEqual([200, 'Mini Joseph was added to the committee page.']);
    const id = added.body.id!;
    let people = await publicPeople();
    expect(people.at(-1)).toEqual({ id, role: 'Auditor', name: 'Mini Joseph', phoneDigits: '447700900321', image: '' });
    expect((await rawGet(apiRoute(EXECUTIVE_COMMITTEE_API.people.path), { 'If-None-Match': before }, { viaHosting: true })).status).toBe(
      200,
    );

    const edited = await callEndpoint(
      EXECUTIVE_COMMITTEE_API.update,
      { id, role: 'Internal Auditor', name: 'Mini Joseph', phone: '+44 (0)7700-900 322' },
      { token: chair.token },
    );
    expect(edited.status).toBe(200);
    expect((await publicPeople()).find((p) => p.id === id)).toMatchObject({ role: 'Internal Auditor', phoneDigits: '447700900322' });

    const first = await setPhoto(id, { token: chair.token }, await jpeg(900, 1200));
    expect([first.status, first.body.message]).toEqual([200, 'The photo of Mini Joseph was saved.']);
    const [firstPhoto, firstThumb] = (await personFiles(id)).sort((a, b) => a.length - b.length);
    expect((await publicPeople()).find((p) => p.id === id)!.image).toBe(`/api/${firstThumb}`);
    const thumb = await rawGet(firstThumb!, {}, { viaHosting: true });
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });
    expect(await sharp((await rawGet(firstPhoto!, {}, { viaHosting: true })).body).metadata()).toMatchObject({ width: 600, height: 800 });

    // A new photo replaces the old one, whose files are deleted.
    expect((await setPhoto(id, { token: chair.token }, await jpeg(500, 500))).status).toBe(200);
    const replaced = await personFiles(id);
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(firstPhoto);
    expect((await rawGet(firstThumb!, {}, { viaHosting: true })).status).toBe(404);

    const photoRemoved = await callEndpoint(EXECUTIVE_COMMITTEE_API.removePhoto, { id }, { token: chair.token });
    expect([photoRemoved.status, photoRemoved.body.message]).toEqual([200, 'The photo of Mini Joseph was removed.']);
    expect(await personFiles(id)).toEqual([]);
    expect((await publicPeople()).find((p) => p.id === id)!.image).toBe('');

    const ids = (await consolePeople(chair.token)).map((p) => p.id);
    const order = [id, ...ids.filter((each) => each !== id)];
    expect((await callEndpoint(EXECUTIVE_COMMITTEE_API.order, { ids: order }, { token: chair.token })).status).toBe(200);
    people = await publicPeople();
    expect(people.map((p) => p.id)).toEqual(order);

    await setPhoto(id, { token: chair.token }, await jpeg(300, 300));
    expect(await personFiles(id)).toHaveLength(2);
    const removed = await callEndpoint(EXECUTIVE_COMMITTEE_API.remove, { id }, { token: chair.token });
    expect([removed.status, removed.body.message]).toEqual([200, 'Mini Joseph was removed from the committee page.']);
    expect(await personFiles(id)).toEqual([]);
    expect((await publicPeople()).some((p) => p.id === id)).toBe(false);

    const audit = await adminDb().collection('auditLog').where('actor.uid', '==', chair.uid).get();
    expect(audit.docs.map((d) => d.get('action')).sort()).toEqual([
      'committee-page.add',
      'committee-page.order',
      'committee-page.photo',
      'committee-page.photo',
      'committee-page.photo',
      'committee-page.photo.remove',
      'committee-page.remove',
      'committee-page.update',
    ]);
    expect(audit.docs.every((d) => d.get('target') === 'content/committee')).toBe(true);
  });

  it('refuses bad input, files that are not photos and unknown people, storing and changing nothing', async () => {
    const chair = await committeeMember('committee-page.checks');
    const stored = (await committeeDoc().get()).data();
    const files = await storedFiles('content/');
    const cases: Array<[string, unknown, number, string]> = [
      [EXECUTIVE_COMMITTEE_API.add.path, { role: '', name: 'A', phone: '07700 900123' }, 400, 'Enter the role, such as Treasurer.'],
      [EXECUTIVE_COMMITTEE_API.add.path, { role: 'Treasurer', name: ' ', phone: '07700 900123' }, 400, 'Enter the name.'],
      [
        EXECUTIVE_COMMITTEE_API.add.path,
        { role: 'Treasurer', name: 'A', phone: 'call me' },
        400,
        'Enter a phone number, such as 07700 900123 or +44 7700 900123.',
      ],
      [
        EXECUTIVE_COMMITTEE_API.add.path,
        { role: 'Treasurer', name: 'A', phone: '123' },
        400,
        'Enter a phone number, such as 07700 900123 or +44 7700 900123.',
      ],
      [
        EXECUTIVE_COMMITTEE_API.update.path,
        { id: 'no-such-person', role: 'Treasurer', name: 'A', phone: '07700 900123' },
        404,
        'This person is no longer on the committee page; the list has been refreshed.',
      ],
      [
        EXECUTIVE_COMMITTEE_API.remove.path,
        { id: 'no-such-person' },
        404,
        'This person is no longer on the committee page; the list has been refreshed.',
      ],
      [EXECUTIVE_COMMITTEE_API.removePhoto.path, { id: '../x' }, 400, 'Not a valid id.'],
      [
        EXECUTIVE_COMMITTEE_API.order.path,
        { ids: ['member-01'] },
        409,
        'The list changed meanwhile; it has been refreshed, please try again.',
      ],
    ];
    for (const [route, body, status, message] of cases) {
      const response = await postJson(apiRoute(route), body, { token: chair.token });
      expect([response.status, response.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const html = await setPhoto('member-01', { token: chair.token }, Buffer.from('<html><script>alert(1)</script></html>'));
    expect([html.status, html.body.success]).toEqual([400, false]);
    expect((await setPhoto('member-01', { token: chair.token })).body.message).toBe('Choose a photo to upload.');
    const unknown = await setPhoto('no-such-person', { token: chair.token }, await jpeg(200, 200));
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'This person is no longer on the committee page; the list has been refreshed.',
    ]);
    expect((await committeeDoc().get()).data()).toEqual(stored);
    expect(await storedFiles('content/')).toEqual(files);
  });

  it('refuses members and anonymous callers on every committee route, storing and changing nothing', async () => {
    const chair = await committeeMember('committee-page.owner');
    const added = await callEndpoint(
      EXECUTIVE_COMMITTEE_API.add,
      { role: 'Auditor', name: 'Owned Person', phone: '07700 900555' },
      { token: chair.token },
    );
    const id = added.body.id!;
    await setPhoto(id, { token: chair.token }, await jpeg(300, 300));
    const ids = (await consolePeople(chair.token)).map((p) => p.id).reverse();
    const stored = (await committeeDoc().get()).data();
    const files = await storedFiles('content/');
    await expectCommitteeOnly('committee-page', [
      (caller) => callEndpoint(EXECUTIVE_COMMITTEE_API.list, {}, caller),
      (caller) => callEndpoint(EXECUTIVE_COMMITTEE_API.add, { role: 'President', name: 'Intruder', phone: '07700 900666' }, caller),
      (caller) => callEndpoint(EXECUTIVE_COMMITTEE_API.update, { id, role: 'President', name: 'Hijacked', phone: '07700 900666' }, caller),
      (caller) => callEndpoint(EXECUTIVE_COMMITTEE_API.order, { ids }, caller),
      async (caller) => setPhoto(id, caller, await jpeg(300, 300)),
      (caller) => callEndpoint(EXECUTIVE_COMMITTEE_API.removePhoto, { id }, caller),
      (caller) => callEndpoint(EXECUTIVE_COMMITTEE_API.remove, { id }, caller),
    ]);
    expect((await committeeDoc().get()).data()).toEqual(stored);
    expect(await storedFiles('content/')).toEqual(files);
    await callEndpoint(EXECUTIVE_COMMITTEE_API.remove, { id }, { token: chair.token });
    expect(await personFiles(id)).toEqual([]);
  });

  it("is seeded (demo data, npm run bootstrap) with the spec's roles only where nothing is stored", async () => {
    await committeeDoc().delete();
    expect(await seedContent(adminDb(), EXECUTIVE_COMMITTEE_CONTENT)).toBe(true);
    const seeded = await committeeDoc().get();
    expect(seeded.get('updated_by')).toBe('seed');
    expect(seeded.get('people')).toHaveLength(11);
    const chair = await committeeMember('committee-page.seed');
    const added = await callEndpoint(
      EXECUTIVE_COMMITTEE_API.add,
      { role: 'Auditor', name: 'Seed Check', phone: '+447700900777' },
      { token: chair.token },
    );
    expect(await seedContent(adminDb(), EXECUTIVE_COMMITTEE_CONTENT)).toBe(false);
    expect((await publicPeople()).some((p) => p.id === added.body.id)).toBe(true);
  });
});
