import { apiRoute } from '@edma/contract/api-paths';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { associationToday, ageOn } from '@edma/contract/dates';
import { directorySchema, type DirectoryFamily, FAMILY_API } from '@edma/contract/family';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { registeredFamily } from '../support/api-calls.ts';
import { aFamily, uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { pastInstanceWindow, rawGet, settledSnapshot } from './support/directory-snapshot.ts';
import { photo } from '../support/images.ts';
import { familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const DIRECTORY = apiRoute(FAMILY_API.families.path);

/*
 * The public directory as visitors get it: only what an anonymous visitor may see (names, ages,
 * photos their members chose to show), one cached snapshot with a strong ETag, compressed.
 */

let familyId: string;
let headPhoto: string;
const headEmail = uniqueGmail('directory');

async function directory(): Promise<DirectoryFamily[]> {
  const response = await callEndpoint(FAMILY_API.families, {});
  expect(response.status).toBe(200);
  return directorySchema.parse(response.body);
}

async function listed(id: string): Promise<DirectoryFamily> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const family = (await directory()).find((f) => f.id === id);
    if (family) return family;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`family ${id} never appeared in the directory`);
}

beforeAll(async () => {
  const form = aFamily({
    location: 'Axminster',
    membershipType: 'Silver',
    houseNo: 'Rose Cottage',
    addressLine: '3 Secret Lane',
    postalCode: 'EX13 5ZZ',
  });
  form.members = [
    { name: 'Head First', email: headEmail, phone: '07700 955555', dob: '1979-11-30', photo: await photo(), photoPublic: 'true' },
    { name: 'Child Second', email: '', phone: '', dob: '2019-03-04', photo: await photo('child.jpg') },
    { name: 'Guest Third', email: '', phone: '', dob: '' },
  ];
  familyId = await registeredFamily(form);
  headPhoto = (await familyState(familyId)).members[0]!.photo_path as string;
  // Registrations wait for the committee; approving is writing the field.
  await adminDb().collection('families').doc(familyId).update({ approval: 'approved' });
  await listed(familyId);
});

describe('GET get_families.php', () => {
  it('lists names and ages, never birth dates, and only the photos members chose to show', async () => {
    const today = associationToday();
    expect((await directory()).find((f) => f.id === familyId)).toEqual({
      id: familyId,
      location: 'Axminster',
      membership_type: 'Silver',
      members: [
        { name: 'Head First', age: ageOn('1979-11-30', today), dob: null, photo_path: headPhoto },
        // Under 18 and nobody of the family consented: "Child, {age}" to visitors.
        { name: `Child, ${ageOn('2019-03-04', today)}`, age: ageOn('2019-03-04', today), dob: null, photo_path: null },
        { name: 'Guest Third', age: null, dob: null, photo_path: null },
      ],
    });
  });

  it('never reveals emails, phones, addresses, birth dates or private photos', async () => {
    const text = (await rawGet(DIRECTORY)).body.toString();
    const childPhoto = (await familyState(familyId)).members[1]!.photo_path as string;
    expect(childPhoto).toMatch(/^photos\//);
    for (const secret of [
      headEmail,
      '07700 955555',
      '3 Secret Lane',
      'EX13 5ZZ',
      'Rose Cottage',
      'member_emails',
      '1979-11-30',
      '2019-03-04',
      'Child Second',
      childPhoto,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('is the same answer for a signed-in member as for a visitor', async () => {
    const { token } = await googleSignIn(headEmail);
    const visitor = await rawGet(DIRECTORY);
    const member = await rawGet(DIRECTORY, { Authorization: `Bearer ${token}` });
    expect(member.headers.etag).toBe(visitor.headers.etag);
    expect(member.body.equals(visitor.body)).toBe(true);
  });

  it('carries a strong ETag, short shared caching and at most one document read: none within a second of the last', async () => {
    const settled = await settledSnapshot();
    await pastInstanceWindow();
    // An instance that still holds an older snapshot reads the small version document, then the new one.
    const first = await rawGet(DIRECTORY);
    expect(['1', '2']).toContain(first.headers['x-firestore-reads']);
    const response = await rawGet(DIRECTORY);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(response.headers.etag).toBe(`"${settled.tag}"`);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers['x-firestore-reads']).toBe('0');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    // Once the window has passed: the version document alone (the body is unchanged).
    await pastInstanceWindow();
    const later = await rawGet(DIRECTORY);
    expect(later.headers['x-firestore-reads']).toBe('1');
    expect(later.body.equals(response.body)).toBe(true);
  });

  it('answers If-None-Match with 304 and no body, and a changed tag with the full answer', async () => {
    const first = await rawGet(DIRECTORY);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`]) {
      const again = await rawGet(DIRECTORY, { 'If-None-Match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-length']).toBeUndefined();
    }
    const other = await rawGet(DIRECTORY, { 'If-None-Match': '"some-other-version"' });
    expect(other.status).toBe(200);
    expect(other.body.equals(first.body)).toBe(true);
  });

  it('leaves Hosting compressed (brotli or gzip, as the client accepts) and revalidates there too', async () => {
    const plain = await rawGet(DIRECTORY, { 'Accept-Encoding': 'identity' }, { viaHosting: true });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(DIRECTORY, { 'Accept-Encoding': 'gzip, deflate, br' }, { viaHosting: true });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    const gz = await rawGet(DIRECTORY, { 'Accept-Encoding': 'gzip' }, { viaHosting: true });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // Each encoding is other bytes, so its own strong tag; any of them revalidates.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const revalidated = await rawGet(
      DIRECTORY,
      { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string },
      { viaHosting: true },
    );
    expect(revalidated.status).toBe(304);
  });

  it('answers HEAD with the headers only', async () => {
    const head = await rawGet(DIRECTORY, {}, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(2);
  });
});
