import { FAMILY_API } from '@edma/contract/family';
import { MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { expect, test, type Page } from '@playwright/test';
import { registerFamily, uniqueGmail } from './family-fixtures.ts';
// Types only: declares window.__edmaTestApi.
import type {} from '../../web/src/firebase/emulator-test-api.ts';

/*
 * The foundation's vertical slice, in a real browser against the emulators: the app's own Firebase
 * instances (reached through the emulator-build-only window.__edmaTestApi) sign in through the Auth
 * emulator, Firestore and Storage rules decide, and an /api route answers through Hosting.
 */
const ownEmail = uniqueGmail('slice.own');
const strangerEmail = uniqueGmail('slice.stranger');

test.beforeAll(async ({ request }) => {
  await registerFamily(request, { addressLine: 'Slice Street', members: [{ name: 'Sam Slice', email: ownEmail }] });
  await registerFamily(request, { members: [{ name: 'Sid Stranger', email: strangerEmail }] });
});

async function openTestApi(page: Page) {
  await page.goto('/login');
  await page.waitForFunction(() => window.__edmaTestApi !== undefined);
}

/** GET an /api route through Hosting with the signed-in user's ID token. */
async function apiGet(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const token = await window.__edmaTestApi!.idToken();
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: await response.json() };
  }, path);
}

async function familyIdOf(page: Page, email: string): Promise<string> {
  const check = await apiGet(page, `${FAMILY_API.checkUser.path}?email=${encodeURIComponent(email)}`);
  expect(check).toMatchObject({ status: 200, body: { exists: true } });
  return check.body.family_id as string;
}

test('sign-in, Firestore and Storage rules, and an /api route through Hosting', async ({ page }) => {
  await openTestApi(page);

  // Signed out, the API refuses with 401.
  const anonymous = await apiGet(page, `${FAMILY_API.family.path}?familyId=anything`);
  expect(anonymous.status).toBe(401);

  // Sign in as the stranger first to learn their family id, then as our member.
  const asStranger = await page.evaluate((email) => window.__edmaTestApi!.signInAsDemoMember(email), strangerEmail);
  expect(asStranger.ok).toBe(true);
  const strangerFamilyId = await familyIdOf(page, strangerEmail);
  await page.evaluate(() => window.__edmaTestApi!.signOut());

  const signedIn = await page.evaluate((email) => window.__edmaTestApi!.signInAsDemoMember(email), ownEmail);
  expect(signedIn).toMatchObject({ ok: true, value: { email: ownEmail } });
  const ownFamilyId = await familyIdOf(page, ownEmail);
  expect(ownFamilyId).not.toBe(strangerFamilyId);

  // The API route answers through Hosting with the member's own family.
  const family = await apiGet(page, `${FAMILY_API.family.path}?familyId=${ownFamilyId}`);
  expect(family).toMatchObject({
    status: 200,
    body: { success: true, family: { id: ownFamilyId, address_line: 'Slice Street' }, members: [{ name: 'Sam Slice' }] },
  });

  // Firestore rules: the own family document is readable, another family's is not.
  const ownDoc = await page.evaluate((id) => window.__edmaTestApi!.readDoc(`families/${id}`), ownFamilyId);
  expect(ownDoc).toMatchObject({
    ok: true,
    value: { exists: true, data: { address_line: 'Slice Street', member_emails: [ownEmail] } },
  });
  const otherDoc = await page.evaluate((id) => window.__edmaTestApi!.readDoc(`families/${id}`), strangerFamilyId);
  expect(otherDoc).toEqual({ ok: false, code: 'permission-denied' });

  // Storage rules: no client writes, not even a small image into the own family's folder (every
  // photo goes through the API's content check)...
  const upload = (path: string, size: number, type: string) =>
    page.evaluate(([p, s, t]) => window.__edmaTestApi!.upload(p, s, t), [path, size, type] as [string, number, string]);
  expect(await upload(`photos/${ownFamilyId}/slice-test.png`, 2048, 'image/png')).toEqual({
    ok: false,
    code: 'storage/unauthorized',
  });
  // ...nor an oversized image, a non-image or another family's folder.
  expect(await upload(`photos/${ownFamilyId}/too-big.png`, MAX_PHOTO_BYTES + 1, 'image/png')).toEqual({
    ok: false,
    code: 'storage/unauthorized',
  });
  expect(await upload(`photos/${ownFamilyId}/notes.txt`, 100, 'text/plain')).toEqual({
    ok: false,
    code: 'storage/unauthorized',
  });
  expect(await upload(`photos/${strangerFamilyId}/intruder.png`, 2048, 'image/png')).toEqual({
    ok: false,
    code: 'storage/unauthorized',
  });
});
