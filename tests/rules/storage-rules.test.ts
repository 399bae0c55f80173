import { MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { uniqueGmail, uniqueId } from '../support/test-data.ts';
import { google, useRulesEnvironment, useTwoFamilies } from './rules-env.ts';

const bucket = () => `gs://${process.env.GCLOUD_PROJECT}.appspot.com`;
const bytes = (size: number) => new Uint8Array(size).fill(7);
/** A photo of the member's family (its path changes with the family before each test). */
const photoPathOf = (familyId: string) => `photos/${familyId}/m1-0123456789abcdef.webp`;

const env = useRulesEnvironment();
const f = useTwoFamilies(env, async (ctx, { familyId, otherFamilyId, memberEmail, otherEmail }) => {
  await ctx
    .firestore()
    .doc(`families/${familyId}`)
    .set({ member_emails: [memberEmail] });
  await ctx
    .firestore()
    .doc(`families/${otherFamilyId}`)
    .set({ member_emails: [otherEmail] });
  await ctx.storage(bucket()).ref(photoPathOf(familyId)).put(bytes(100), { contentType: 'image/webp' });
  await ctx.storage(bucket()).ref(`private/${familyId}.txt`).put(bytes(10), { contentType: 'text/plain' });
});

type Storage = ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage'] extends (...args: never[]) => infer S ? S : never;

/** An upload as a plain promise (the SDK's UploadTask is only thenable). */
function put(storage: Storage, path: string, size: number, contentType: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    storage.ref(path).put(bytes(size), { contentType }).then(resolve, reject);
  });
}

const member = () => env().authenticatedContext('member-uid', google(f.memberEmail)).storage(bucket());
const unverified = () => env().authenticatedContext('u2', google(f.memberEmail, false)).storage(bucket());
const stranger = () =>
  env()
    .authenticatedContext('stranger-uid', google(uniqueGmail('stranger')))
    .storage(bucket());
const anonymous = () => env().unauthenticatedContext().storage(bucket());

describe('photos/{familyId}/{file}', () => {
  it("lets a member read their family's photos", async () => {
    await assertSucceeds(member().ref(photoPathOf(f.familyId)).getMetadata());
    await assertSucceeds(member().ref(photoPathOf(f.familyId)).getDownloadURL());
  });

  it('refuses other families, unverified emails and anonymous visitors', async () => {
    await assertFails(stranger().ref(photoPathOf(f.familyId)).getMetadata());
    await assertFails(unverified().ref(photoPathOf(f.familyId)).getMetadata());
    await assertFails(anonymous().ref(photoPathOf(f.familyId)).getMetadata());
  });

  it("refuses every client upload, even a small image to the member's own family: photos go through the API", async () => {
    await assertFails(put(member(), `photos/${f.familyId}/new-1.webp`, 1024, 'image/webp'));
    await assertFails(put(member(), `photos/${f.familyId}/new-2.jpg`, 1024, 'image/jpeg'));
    await assertFails(put(member(), `photos/${f.familyId}/big.webp`, MAX_PHOTO_BYTES, 'image/webp'));
    await assertFails(put(member(), `photos/${f.familyId}/x.txt`, 10, 'text/plain'));
  });

  it('refuses uploads to another family, by unverified or anonymous users', async () => {
    await assertFails(put(member(), `photos/${f.otherFamilyId}/x.webp`, 10, 'image/webp'));
    await assertFails(put(unverified(), `photos/${f.familyId}/x.webp`, 10, 'image/webp'));
    await assertFails(put(anonymous(), `photos/${f.familyId}/x.webp`, 10, 'image/webp'));
    await assertFails(put(member(), `photos/${uniqueId('none')}/x.webp`, 10, 'image/webp'));
  });

  it('refuses overwriting, deleting and listing', async () => {
    await assertFails(put(member(), photoPathOf(f.familyId), 10, 'image/webp'));
    await assertFails(member().ref(photoPathOf(f.familyId)).delete());
    await assertFails(member().ref(`photos/${f.familyId}`).listAll());
  });
});

describe('every other path', () => {
  it('is closed to everyone', async () => {
    await assertFails(member().ref(`private/${f.familyId}.txt`).getMetadata());
    await assertFails(anonymous().ref(`private/${f.familyId}.txt`).getMetadata());
    await assertFails(put(member(), `photos/${f.familyId}.webp`, 10, 'image/webp'));
    await assertFails(put(member(), `photos/${f.familyId}/sub/x.webp`, 10, 'image/webp'));
    await assertFails(put(member(), `uploads/${f.familyId}/x.webp`, 10, 'image/webp'));
    await assertFails(member().ref('photos').listAll());
  });
});
