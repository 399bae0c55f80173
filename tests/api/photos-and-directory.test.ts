import { directorySchema, type DirectoryFamily } from '@edma/contract/family';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { aFamily, callApi, apiUrl, registeredFamily, uniqueGmail } from './support/api-calls.ts';
import { photo } from './support/images.ts';
import { familyState } from './support/read-back.ts';

let familyId: string;
let photoPath: string;
const headEmail = uniqueGmail('directory');

beforeAll(async () => {
  const form = aFamily({ location: 'Axminster', membershipType: 'Silver', houseNo: 'Rose Cottage', addressLine: '3 Secret Lane', postalCode: 'EX13 5ZZ' });
  form.members = [
    { name: 'Head First', email: headEmail, phone: '07700 955555', dob: '1979-11-30', photo: await photo() },
    { name: 'Child Second', email: '', phone: '', dob: '2019-03-04' },
  ];
  familyId = await registeredFamily(form);
  photoPath = (await familyState(familyId)).members[0]!.photo_path as string;
});

describe('GET get_families.php', () => {
  it('lists families with only what the directory shows, head first', async () => {
    const response = await callApi<DirectoryFamily[]>('get_families.php');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    const directory = directorySchema.parse(response.body);
    const family = directory.find((f) => f.id === familyId);
    expect(family).toEqual({
      id: familyId,
      location: 'Axminster',
      membership_type: 'Silver',
      members: [
        { name: 'Head First', dob: '1979-11-30', photo_path: photoPath },
        { name: 'Child Second', dob: '2019-03-04', photo_path: null },
      ],
    });
  });

  it('never reveals emails, phones or addresses', async () => {
    const response = await fetch(apiUrl('get_families.php'));
    const text = await response.text();
    for (const secret of [headEmail, '07700 955555', '3 Secret Lane', 'EX13 5ZZ', 'Rose Cottage', 'member_emails']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is served through Hosting too', async () => {
    const response = await callApi<DirectoryFamily[]>('get_families.php', { viaHosting: true });
    expect(response.status).toBe(200);
    expect(response.body.some((f) => f.id === familyId)).toBe(true);
  });
});

describe('GET photos/...', () => {
  it('serves a stored photo as cacheable WebP', async () => {
    for (const viaHosting of [false, true]) {
      const response = await fetch(apiUrl(photoPath, viaHosting));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    }
  });

  it('serves the thumbnail beside it', async () => {
    const response = await fetch(apiUrl(photoPath.replace('.webp', '-thumb.webp')));
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it.each([
    ['an unknown photo', `photos/${'f'.repeat(20)}/nobody-0000000000000000.webp`],
    ['a traversal', 'photos/../registrations/x.webp'],
    ['an encoded traversal', 'photos/%2e%2e/%2e%2e/secret.webp'],
    ['another extension', 'photos/abc/def.json'],
    ['a nested path', 'photos/a/b/c.webp'],
  ])('answers 404 for %s', async (_, path) => {
    const response = await callApi(path);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false });
  });

  it('answers 405 to writes', async () => {
    const response = await callApi(photoPath, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
