import { expect, test } from '@playwright/test';
import { acceptDialogs, registerFamily, signInAsDemoMember, solidPng, uniqueGmail } from './family-fixtures.ts';
// Types only: declares window.__edmaTestApi.
import type {} from '../../web/src/firebase/emulator-test-api.ts';
import { closeOwnContextsAfterEach } from './fixtures.ts';

closeOwnContextsAfterEach();

// One registered family for the whole file; each test signs in afresh in its own browser context.
const headEmail = uniqueGmail('journey.head');
const otherEmail = uniqueGmail('journey.other');
let headFamilyId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  headFamilyId = await registerFamily(request, {
    houseNo: '7',
    addressLine: 'Cliff Walk',
    postalCode: 'EX12 3AB',
    location: 'Seaton',
    membershipType: 'Gold',
    members: [
      {
        name: 'Priya Journey',
        email: headEmail,
        phone: '07700 900101',
        dob: '1984-07-09',
        photo: { name: 'priya.png', mimeType: 'image/png', buffer: solidPng(64, 64, [200, 40, 40]) },
      },
      { name: 'Arun Journey', phone: '07700 900102', dob: '2012-01-20' },
    ],
  });
  await registerFamily(request, {
    houseNo: '99',
    addressLine: 'Other Lane',
    postalCode: 'EX14 9ZZ',
    location: 'Honiton',
    membershipType: 'Silver',
    members: [{ name: 'Olivia Other', email: otherEmail }],
  });
});

test('a Gmail member signs in, edits the family and a member photo and DOB, and the changes persist', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs = acceptDialogs(page);

  const familyId = await signInAsDemoMember(page, headEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Family Information' });
  await expect(info.getByText('Cliff Walk, Seaton, EX12 3AB')).toBeVisible();
  await expect(info.getByText('Gold')).toBeVisible();
  const members = page.getByRole('region', { name: 'Family Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('heading', { name: 'Priya Journey' })).toBeVisible();
  await expect(members.getByRole('heading', { name: 'Arun Journey' })).toBeVisible();
  // The registration photo is not public: the dashboard fetches it with the sign-in, and it really loads.
  const priyaPhoto = members.getByRole('img', { name: 'Priya Journey' });
  await expect(priyaPhoto).toHaveAttribute('src', /^blob:/);
  expect(familyId).toBe(headFamilyId);
  await expect.poll(() => priyaPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(members.getByRole('img', { name: 'Arun Journey' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');

  // Edit the family.
  await info.getByRole('button', { name: 'Edit family information' }).click();
  await page.getByLabel('House No').fill('7A');
  await page.getByLabel('Location', { exact: true }).selectOption('Sidmouth');
  await page.getByLabel('Membership Type').selectOption('Silver');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(info.getByText('Cliff Walk, Sidmouth, EX12 3AB')).toBeVisible();
  expect(dialogs).toEqual(['Family updated successfully.']);

  // Edit the second member: a new photo and a date of birth.
  await members.getByRole('button', { name: 'Edit Arun Journey' }).click();
  const form = page.getByRole('form', { name: 'Edit Arun Journey' });
  await form.getByLabel('New photo').setInputFiles({
    name: 'arun.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 200, [30, 90, 200]),
  });
  await expect(form.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  const dob = form.getByLabel('Date of Birth');
  await dob.fill('2011-12-25');
  await dob.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  expect(dialogs).toEqual(['Family updated successfully.', 'Member updated successfully.']);

  // Everything is still there after a reload.
  await page.reload();
  await expect(info.getByText('7A')).toBeVisible();
  await expect(info.getByText('Cliff Walk, Sidmouth, EX12 3AB')).toBeVisible();
  await expect(info.getByText('Silver')).toBeVisible();
  const arun = members.getByRole('listitem').filter({ hasText: 'Arun Journey' });
  await expect(arun.getByText('2011-12-25')).toBeVisible();
  const arunPhoto = arun.getByRole('img', { name: 'Arun Journey' });
  // The reload's photo requests can wait on the Functions emulator starting workers for them while
  // the page's other reads go first (seen at over 10 s on a loaded 2-core machine).
  await expect(arunPhoto).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  await expect.poll(() => arunPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(dialogs).toHaveLength(2);
  await context.close();
});

test('a signed-in member of another family is refused this family', async ({ browser }) => {
  // The first test shows the login page leads the head to this family's dashboard.
  const ownFamilyId = headFamilyId;
  const otherContext = await browser.newContext();
  const page = await otherContext.newPage();
  const dialogs = acceptDialogs(page);
  const otherFamilyId = await signInAsDemoMember(page, otherEmail);
  expect(otherFamilyId).not.toBe(ownFamilyId);
  await expect(page.getByRole('region', { name: 'Family Information' }).getByText('Other Lane, Honiton, EX14 9ZZ')).toBeVisible();

  await page.goto(`/dashboard?familyId=${ownFamilyId}`);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Failed to load family data.');
  await expect(refusal).toContainText('You can only view or change your own family.');
  await expect(page.getByText('Cliff Walk')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await otherContext.close();
});

test('signing out and back in, and an unregistered Google account is refused', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs = acceptDialogs(page);
  await signInAsDemoMember(page, headEmail);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.goto('/dashboard?familyId=anything');
  await page.waitForURL('**/login');
  expect(dialogs).toEqual(['You must be logged in to view this page.']);

  await page.getByLabel('Demo member email').fill(uniqueGmail('journey.stranger'));
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await expect.poll(() => dialogs.length).toBe(2);
  expect(dialogs[1]).toBe('You are not registered. Please register before logging in.');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('a member adds a family member and removes them again', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs = acceptDialogs(page);
  await signInAsDemoMember(page, headEmail);
  const members = page.getByRole('region', { name: 'Family Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);

  await members.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'Add a family member' });
  await form.getByLabel('Name').fill('Meera Journey');
  await form.getByLabel('Phone').fill('07700 900103');
  await form.getByLabel('Date of Birth').fill('2020-05-05');
  await form.getByLabel('Date of Birth').press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(members.getByRole('heading', { name: 'Meera Journey' })).toBeVisible();
  expect(dialogs).toEqual(['Member added successfully.']);

  await page.reload();
  const meera = members.getByRole('listitem').filter({ hasText: 'Meera Journey' });
  await expect(meera.getByText('2020-05-05')).toBeVisible();
  await meera.getByRole('button', { name: 'Remove Meera Journey' }).click();
  // Asked in the card, not in a browser dialog.
  const question = meera.getByRole('group', { name: 'Remove Meera Journey?' });
  await expect(question).toContainText('Remove Meera Journey from your family? This cannot be undone.');
  await question.getByRole('button', { name: 'Remove member' }).click();
  await expect(members.getByRole('heading', { name: 'Meera Journey' })).toHaveCount(0);
  expect(dialogs).toEqual(['Member added successfully.', 'Member removed.']);

  await page.reload();
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('heading', { name: 'Meera Journey' })).toHaveCount(0);
  await context.close();
});

test('a member whose account was disabled is told the session expired', async ({ browser }) => {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT;
  test.skip(!authHost || !projectId, 'needs the Auth emulator (run through scripts/with-emulators.mjs)');
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs = acceptDialogs(page);
  await signInAsDemoMember(page, otherEmail);
  await expect(page.getByRole('region', { name: 'Family Information' })).toBeVisible();
  // Every panel has had its answer: the save below is then the first request after the disabling
  // (a panel still loading would meet it first, and the page would say so before the save).
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);

  // Disable the account behind the page's back, as an administrator would.
  const token = await page.evaluate(() => window.__edmaTestApi!.idToken());
  const uid = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).user_id as string;
  const disabled = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: uid, disableUser: true }),
  });
  expect(disabled.ok).toBe(true);

  await page.getByRole('button', { name: 'Edit family information' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const message = page.getByRole('alert');
  await expect(message).toContainText('Your session has expired. Please sign in again.');
  await message.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(dialogs).toEqual([]);
  await context.close();
});
