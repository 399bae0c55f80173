import { endpointUrl } from '@edma/contract/endpoint';
import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import { FAMILY_API } from '@edma/contract/family';
import { photoThumbnailPath } from '@edma/contract/photos';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { committeeToken, googleIdToken, registerFamily, solidPng, uniqueGmail } from './family-fixtures.ts';
import { CHAIR, closeOwnContextsAfterEach, expectPhoneWidth, openConsole } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The committee erases a family in the console, at phone width: it is gone from the public
 * directory, its photos and thumbnails are no longer served, and its email opens nothing.
 */

const suffix = Date.now().toString(36);
const head = `Erasable Head ${suffix}`;

/** The objects stored under a prefix, straight from the Storage emulator (as an admin). */
async function storedFiles(request: APIRequestContext, prefix: string): Promise<string[]> {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const bucket = `${process.env.GCLOUD_PROJECT}.appspot.com`;
  expect(host, 'FIREBASE_STORAGE_EMULATOR_HOST is set inside the Emulator Suite').toBeTruthy();
  const response = await request.get(`http://${host}/storage/v1/b/${bucket}/o?prefix=${encodeURIComponent(prefix)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (((await response.json()) as { items?: Array<{ name: string }> }).items ?? []).map((item) => item.name).sort();
}

const listed = async (page: Page) => {
  const response = await page.request.get(FAMILY_API.families.path);
  return JSON.stringify(await response.json()).includes(suffix);
};

test('the committee erases a family: gone from the directory, its photos and its email index', async ({ browser, request }) => {
  const headEmail = uniqueGmail('erase.head');
  const familyId = await registerFamily(request, {
    houseNo: '3',
    addressLine: 'Mill Lane',
    postalCode: 'EX10 8AA',
    location: 'Other',
    otherLocation: `Erasetown ${suffix}`,
    membershipType: 'Gold',
    members: [
      {
        name: head,
        email: headEmail,
        dob: '1981-06-07',
        photoPublic: true,
        photo: { name: 'head.png', mimeType: 'image/png', buffer: solidPng(400, 300, [30, 90, 160]) },
      },
      { name: `Erasable Child ${suffix}`, dob: '2014-02-03' },
    ],
  });
  const headToken = await googleIdToken(request, headEmail);
  const own = await request.get(endpointUrl(FAMILY_API.family.path, { familyId }), { headers: { Authorization: `Bearer ${headToken}` } });
  const photoPath = ((await own.json()) as { members: Array<{ photo_path: string | null }> }).members.find((m) => m.photo_path)?.photo_path;
  expect(photoPath, 'the head has a stored photo').toBeTruthy();
  for (const path of [photoPath!, photoThumbnailPath(photoPath!)]) {
    expect((await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${headToken}` } })).status()).toBe(200);
  }
  expect(await storedFiles(request, `photos/${familyId}/`)).toEqual([photoPath!, photoThumbnailPath(photoPath!)].sort());

  const visitor = await browser.newPage();
  await visitor.goto('/members');
  // Other tests' families fill earlier pages of the directory: find this one by name.
  await visitor.getByLabel('Member Name').fill(head);
  await expect(visitor.getByRole('list', { name: 'Families' }).getByText(head)).toBeVisible();

  const page = await openConsole(browser, 'families');
  await expect(page.getByRole('link', { name: 'Families' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Search by name, email or town').fill(`erasetown ${suffix}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Families found' });
  await expect(results.getByRole('heading', { level: 3 })).toHaveText([head]);

  await page.getByRole('button', { name: `Open ${head}'s family` }).click();
  await expect(page.getByRole('heading', { name: `${head}'s family` })).toBeFocused();
  await expect(page.getByText(headEmail)).toBeVisible();
  await page.getByRole('button', { name: 'Erase this family' }).click();
  const confirm = page.getByRole('button', { name: `Yes, erase ${head}'s family` });
  await expect(confirm).toBeFocused();
  await expectPhoneWidth(page);
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: `${head}'s family: The family was erased.` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Families', level: 2 })).toBeFocused();

  // Gone from the directory a visitor loads (within the second an API instance trusts its copy).
  await expect.poll(() => listed(visitor)).toBe(false);
  await visitor.reload();
  await visitor.getByLabel('Member Name').fill(head);
  await expect(visitor.getByText('No families found.')).toBeVisible();
  await expect(visitor.getByText(head)).toHaveCount(0);
  // Its photo and thumbnail are gone: not served to anyone, and not in Storage.
  for (const path of [photoPath!, photoThumbnailPath(photoPath!)]) {
    expect((await request.get(`/api/${path}`)).status()).toBe(404);
  }
  expect(await storedFiles(request, `photos/${familyId}/`)).toEqual([]);
  const committee = { Authorization: `Bearer ${await committeeToken(request, CHAIR)}` };
  // Its email opens nothing: the email index has no entry for it.
  const check = await request.get(endpointUrl(FAMILY_API.checkUser.path, { email: headEmail }), {
    headers: { Authorization: `Bearer ${headToken}` },
  });
  expect(await check.json()).toMatchObject({ exists: false, family_id: null });
  const search = await request.get(endpointUrl(CONSOLE_FAMILY_API.list.path, { q: headEmail }), { headers: committee });
  expect(await search.json()).toMatchObject({ families: [] });
});

test('the committee edits a member (name, phone, photo, public choice) and adds one, at phone width', async ({ browser, request }) => {
  const tag = `${Date.now().toString(36)}m`;
  const headEmail = uniqueGmail('edit.head');
  const newcomer = uniqueGmail('edit.newcomer');
  const before = `Editable Head ${tag}`;
  const after = `Edited Head ${tag}`;
  await registerFamily(request, {
    houseNo: '5',
    addressLine: 'Fore Street',
    postalCode: 'EX12 1AA',
    location: 'Seaton',
    membershipType: 'Silver',
    members: [{ name: before, email: headEmail, dob: '1978-04-05' }],
  });
  const page = await openConsole(browser, 'families');
  await page.getByLabel('Search by name, email or town').fill(before);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Open ${before}'s family` }).click();

  await page.getByRole('button', { name: `Edit ${before}` }).click();
  const form = page.getByRole('form', { name: `Edit ${before}` });
  await expect(form.getByLabel(/^Name/)).toBeFocused();
  await form.getByLabel(/^Name/).fill(after);
  await form.getByLabel('Phone').fill('07700 900555');
  await form
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'head.png', mimeType: 'image/png', buffer: solidPng(600, 400, [200, 60, 40]) });
  await expect(form.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  await form.getByLabel('Show my photo in the public directory').check();
  await expectPhoneWidth(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The member was updated.' })).toBeVisible();
  await expect(page.getByText(`${headEmail} · 07700 900555 · 1978-04-05 · photo (public)`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${after}'s family` })).toBeVisible();

  // The public directory shows the new name and, as chosen, the photo.
  await expect
    .poll(async () => {
      const directory = (await (await request.get(FAMILY_API.families.path)).json()) as Array<{
        members: Array<{ name: string; photo_path: string | null }>;
      }>;
      return directory.flatMap((f) => f.members).find((m) => m.name === after)?.photo_path ?? null;
    })
    .toMatch(/\.webp$/);

  await page.getByRole('button', { name: 'Add a member' }).click();
  const add = page.getByRole('form', { name: 'Add a member' });
  await add.getByLabel(/^Name/).fill(`Newcomer ${tag}`);
  await add.getByLabel('Email').fill(newcomer);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The member was added.' })).toBeVisible();
  await expect(page.getByText(`Newcomer ${tag}`, { exact: true })).toBeVisible();
  // Their address only invites them: it opens nothing until they accept.
  await expect(page.getByText(`Invited, not yet accepted: ${newcomer}`)).toBeVisible();
});
