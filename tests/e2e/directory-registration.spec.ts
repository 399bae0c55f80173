import { FAMILY_API } from '@edma/contract/family';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptDialogs,
  approveFamily,
  fillFamilyDetails,
  registerFamily,
  signInToRegister,
  solidPng,
  uniqueGmail,
} from './family-fixtures.ts';

/*
 * The public directory and the registration form in a real browser against the emulators: data
 * registered through the API shows in /members, the filters narrow it, and a family registered
 * through the form (two members, one photo) appears there too.
 */

// Names carry a token no other run uses, so the name filter isolates this run's families.
const token = randomUUID().slice(0, 8);
const seeded = {
  seaton: `Kavya Dir${token}`,
  seatonChild: `Tara Dir${token}`,
  honiton: `Mathew Dir${token}`,
  exeter: `Joseph Dir${token}`,
};

/** Age in whole years today, for a dob in yyyy-MM-dd (same rule as the directory). */
function ageOn(dob: string, today = new Date()): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const passed = today.getMonth() + 1 > m || (today.getMonth() + 1 === m && today.getDate() >= d);
  return today.getFullYear() - y - (passed ? 0 : 1);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // Only the names, locations and membership types matter to the filters: the rest is aFamily's (Gold).
  await registerFamily(request, {
    location: 'Seaton',
    members: [
      { name: seeded.seaton, email: uniqueGmail('dir.seaton'), dob: '1979-09-14' },
      { name: seeded.seatonChild, dob: '2016-03-02' },
    ],
  });
  await registerFamily(request, {
    location: 'Honiton',
    membershipType: 'Silver',
    members: [{ name: seeded.honiton, email: uniqueGmail('dir.honiton'), dob: '1990-01-30' }],
  });
  await registerFamily(request, {
    location: 'Other',
    otherLocation: 'Exeter',
    members: [{ name: seeded.exeter, email: uniqueGmail('dir.exeter') }],
  });
});

const familyList = (page: Page) => page.getByRole('list', { name: 'Families' });
const familyHeads = (page: Page) => familyList(page).locator('.family-card__head');

async function openDirectory(page: Page) {
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Members' })).toBeVisible();
  await expect(familyList(page)).toBeVisible();
}

type SentEntry = [string, string | { name: string; type: string; size: number }];
declare global {
  interface Window {
    __sentForms?: SentEntry[][];
  }
}

/** Records what each multipart XMLHttpRequest sends (Chromium does not expose file bodies to the test). */
async function recordSentForms(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) {
        const entries = [...body.entries()].map(([name, value]): SentEntry =>
          value instanceof File ? [name, { name: value.name, type: value.type, size: value.size }] : [name, value],
        );
        window.__sentForms = [...(window.__sentForms ?? []), entries];
      }
      return send.call(this, body);
    };
  });
}

test('the directory lists the registered families and the filters narrow them', async ({ page }) => {
  await openDirectory(page);
  await page.getByLabel('Member Name').fill(`dir${token}`);
  await expect(familyHeads(page)).toHaveText([seeded.seaton, seeded.honiton, seeded.exeter]);
  await expect(page.getByRole('status')).toHaveText(
    '3 families, 4 members. Babies (0-5): 0, Kids (6-12): ' +
      `${ageOn('2016-03-02') <= 12 ? 1 : 0}, Teenagers (13-18): ${ageOn('2016-03-02') > 12 ? 1 : 0}, Adults (over 18): 2`,
  );

  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('Seaton');
  await expect(familyHeads(page)).toHaveText([seeded.seaton]);

  // Expanding shows every member with the placeholder photo.
  const card = page.getByRole('button', { name: new RegExp(seeded.seaton) });
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  // A child nobody of the family consented to show is "Child, {age}" to visitors, never by name.
  await expect(familyList(page).getByText(`Child, ${ageOn('2016-03-02')}`)).toBeVisible();
  await expect(familyList(page).getByText(seeded.seatonChild)).toHaveCount(0);
  // Its age is said once, in that label.
  await expect(familyList(page).getByText(`Age ${ageOn('2016-03-02')}`)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('All');
  await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption('Silver');
  await expect(familyHeads(page)).toHaveText([seeded.honiton]);

  await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption('All');
  await page.getByLabel('Age').fill(String(ageOn('1979-09-14')));
  await expect(familyHeads(page)).toHaveText([seeded.seaton]);

  await page.getByLabel('Age').fill('');
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('Other');
  await expect(familyHeads(page)).toHaveText([seeded.exeter]);
  await page.getByPlaceholder('Specify other location').fill('plymouth');
  await expect(page.getByText('No families found.')).toBeVisible();
  await page.getByPlaceholder('Specify other location').fill('exe');
  await expect(familyHeads(page)).toHaveText([seeded.exeter]);
});

test('a family registered through the form, with a photo, appears in the directory once approved', async ({ page, request }) => {
  const dialogs = acceptDialogs(page);
  await recordSentForms(page);
  const head = `Anjali Reg${token}`;
  const child = `Rohan Reg${token}`;
  const place = `Lyme Reg${token}`;

  await signInToRegister(page, uniqueGmail('reg.head'));
  await expect(page.getByRole('heading', { level: 1, name: 'Family Details' })).toBeVisible();
  await fillFamilyDetails(page, {
    houseNo: '14',
    addressLine: 'Church Street',
    postalCode: 'DT7 3QA',
    location: 'Other',
    otherLocation: place,
    membershipType: 'Silver',
  });

  const first = page.getByRole('group', { name: 'Member 1' });
  await first.getByLabel('Name').fill(head);
  await first.getByLabel('Phone').fill('07700 900555');
  // Her choice: her photo may be shown in the public directory.
  await first.getByLabel('Show my photo in the public directory').check();
  const dob = first.getByLabel('Date of Birth');
  await dob.fill('1988-04-12');
  await dob.press('Escape');
  // A large photo: the browser should shrink it before it is sent.
  await first.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'anjali.png',
    mimeType: 'image/png',
    buffer: solidPng(1800, 1200, [20, 120, 80]),
  });
  await expect(first.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();

  await page.getByRole('button', { name: '+ Add Member' }).click();
  const second = page.getByRole('group', { name: 'Member 2' });
  await second.getByLabel('Name').fill(child);
  const childDob = second.getByLabel('Date of Birth');
  await childDob.fill('2019-11-03');
  await childDob.press('Escape');

  const saved = page.waitForResponse((r) => r.url().endsWith(FAMILY_API.save.path));
  await page.getByRole('button', { name: 'Submit' }).click();
  const familyId = ((await (await saved).json()) as { family_id: string }).family_id;
  await page.waitForURL('**/members');
  expect(dialogs).toEqual(['Family and members saved successfully!']);

  // The photo went out downscaled and re-encoded, not as the original PNG; only member 1 had one.
  const sent = await page.evaluate(() => window.__sentForms ?? []);
  expect(sent).toHaveLength(1);
  const photoEntries = sent[0]!.filter(([name]) => name.endsWith('[photo]'));
  expect(photoEntries).toEqual([
    [
      'members[0][photo]',
      {
        name: expect.stringMatching(/^anjali\.(webp|jpg)$/),
        type: expect.stringMatching(/^image\/(webp|jpeg)$/),
        size: expect.any(Number),
      },
    ],
  ]);

  // Not listed until the committee approves it; then the filters find it.
  await expect(familyList(page)).toBeVisible();
  await page.getByLabel('Member Name').fill(`reg${token}`);
  await expect(page.getByText('No families found.')).toBeVisible();
  await approveFamily(request, familyId);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByLabel('Member Name').fill(`reg${token}`);
        return familyHeads(page).allTextContents();
      },
      { timeout: 30_000 },
    )
    .toEqual([head]);
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('Other');
  await page.getByPlaceholder('Specify other location').fill(place.toUpperCase());
  await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption('Silver');
  // The child is under 18 and nobody consented: visitors find the family by the head's name and age.
  await page.getByLabel('Member Name').fill(head.toLowerCase());
  await page.getByLabel('Age').fill(String(ageOn('1988-04-12')));
  await expect(familyHeads(page)).toHaveText([head]);

  const card = page.getByRole('button', { name: new RegExp(head) });
  const headPhoto = card.locator('img');
  await expect(headPhoto).toHaveAttribute('src', /^\/api\/photos\//);
  await expect.poll(() => headPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await card.click();
  await expect(familyList(page).getByText(`Child, ${ageOn('2019-11-03')}`)).toBeVisible();
  await expect(familyList(page).getByText(child)).toHaveCount(0);

  // The wrong age finds nothing.
  await page.getByLabel('Age').fill(String(ageOn('1988-04-12') + 1));
  await expect(page.getByText('No families found.')).toBeVisible();
});

test('the form refuses a registration without a Gmail member and sends nothing', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith(FAMILY_API.save.path)) posted = true;
  });
  await signInToRegister(page, uniqueGmail('solo'));
  await fillFamilyDetails(page, {
    houseNo: '1',
    addressLine: 'Nowhere Road',
    postalCode: 'EX1 1AA',
    location: 'Sidmouth',
    membershipType: 'Gold',
  });
  await page.getByRole('group', { name: 'Member 1' }).getByLabel('Name').fill('Solo Person');
  await page.getByRole('group', { name: 'Member 1' }).getByLabel('Email').fill('solo@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(() => dialogs)
    .toEqual(['Single or Adding Family memebrs,click Ok to continue as single', 'At least one family member must have a Gmail address.']);
  expect(posted).toBe(false);
  await expect(page).toHaveURL(/\/register$/);
});
