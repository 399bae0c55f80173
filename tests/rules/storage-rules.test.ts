import { MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { google, rulesEnvironment, uniqueGmail, uniqueId } from './rules-env.ts';

let env: RulesTestEnvironment;
let familyId: string;
let otherFamilyId: string;
let memberEmail: string;
let photoPath: string;

const bucket = () => `gs://${process.env.GCLOUD_PROJECT}.appspot.com`;
const bytes = (size: number) => new Uint8Array(size).fill(7);

beforeAll(async () => {
  env = await rulesEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  familyId = uniqueId('fam');
  otherFamilyId = uniqueId('fam');
  memberEmail = uniqueGmail('member');
  photoPath = `photos/${familyId}/m1-0123456789abcdef.webp`;
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc(`families/${familyId}`)
      .set({ member_emails: [memberEmail] });
    await ctx
      .firestore()
      .doc(`families/${otherFamilyId}`)
      .set({ member_emails: [uniqueGmail('other')] });
    await ctx.storage(bucket()).ref(photoPath).put(bytes(100), { contentType: 'image/webp' });
    await ctx.storage(bucket()).ref(`private/${familyId}.txt`).put(bytes(10), { contentType: 'text/plain' });
  });
});

type Storage = ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage'] extends (...args: never[]) => infer S ? S : never;

/** An upload as a plain promise (the SDK's UploadTask is only thenable). */
function put(storage: Storage, path: string, size: number, contentType: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    storage.ref(path).put(bytes(size), { contentType }).then(resolve, reject);
  });
}

const member = () => env.authenticatedContext('member-uid', google(memberEmail)).storage(bucket());
const unverified = () => env.authenticatedContext('u2', google(memberEmail, false)).storage(bucket());
const stranger = () => env.authenticatedContext('stranger-uid', google(uniqueGmail('stranger'))).storage(bucket());
const anonymous = () => env.unauthenticatedContext().storage(bucket());

describe('photos/{familyId}/{file}', () => {
  it("lets a member read their family's photos", async () => {
    await assertSucceeds(member().ref(photoPath).getMetadata());
    await assertSucceeds(member().ref(photoPath).getDownloadURL());
  });

  it('refuses other families, unverified emails and anonymous visitors', async () => {
    await assertFails(stranger().ref(photoPath).getMetadata());
    await assertFails(unverified().ref(photoPath).getMetadata());
    await assertFails(anonymous().ref(photoPath).getMetadata());
  });

  it("refuses every client upload, even a small image to the member's own family: photos go through the API", async () => {
    await assertFails(put(member(), `photos/${familyId}/new-1.webp`, 1024, 'image/webp'));
    await assertFails(put(member(), `photos/${familyId}/new-2.jpg`, 1024, 'image/jpeg'));
    await assertFails(put(member(), `photos/${familyId}/big.webp`, MAX_PHOTO_BYTES, 'image/webp'));
    await assertFails(put(member(), `photos/${familyId}/x.txt`, 10, 'text/plain'));
  });

  it('refuses uploads to another family, by unverified or anonymous users', async () => {
    await assertFails(put(member(), `photos/${otherFamilyId}/x.webp`, 10, 'image/webp'));
    await assertFails(put(unverified(), `photos/${familyId}/x.webp`, 10, 'image/webp'));
    await assertFails(put(anonymous(), `photos/${familyId}/x.webp`, 10, 'image/webp'));
    await assertFails(put(member(), `photos/${uniqueId('none')}/x.webp`, 10, 'image/webp'));
  });

  it('refuses overwriting, deleting and listing', async () => {
    await assertFails(put(member(), photoPath, 10, 'image/webp'));
    await assertFails(member().ref(photoPath).delete());
    await assertFails(member().ref(`photos/${familyId}`).listAll());
  });
});

describe('every other path', () => {
  it('is closed to everyone', async () => {
    await assertFails(member().ref(`private/${familyId}.txt`).getMetadata());
    await assertFails(anonymous().ref(`private/${familyId}.txt`).getMetadata());
    await assertFails(put(member(), `photos/${familyId}.webp`, 10, 'image/webp'));
    await assertFails(put(member(), `photos/${familyId}/sub/x.webp`, 10, 'image/webp'));
    await assertFails(put(member(), `uploads/${familyId}/x.webp`, 10, 'image/webp'));
    await assertFails(member().ref('photos').listAll());
  });
});
