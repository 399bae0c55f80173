import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptDialogs, registerThroughForm, signInAsDemoMember, solidPng, uniqueGmail } from './family-fixtures.ts';

/*
 * Spec rules from the audit that only a browser can show: a registered "Other" location and
 * membership text survive editing on the dashboard, the dashboard's 100 px round member photo, the
 * date-of-birth year dropdown of exactly 100 years, and the videos page's two-column list.
 */

const suffix = Date.now().toString(36);
const head = `Leela Other${suffix}`;
const child = `Manu Other${suffix}`;

/** The year dropdown of an open date picker: its year options and whether it offers to scroll beyond. */
async function yearDropdown(page: Page, input: Locator) {
  await input.click();
  await page.locator('.react-datepicker__year-read-view').click();
  const dropdown = page.locator('.react-datepicker__year-dropdown');
  await expect(dropdown).toBeVisible();
  const texts = await dropdown.locator('.react-datepicker__year-option').allTextContents();
  const years = texts
    .map((text) => /\d{4}/.exec(text)?.[0])
    .filter((year) => year !== undefined)
    .map(Number);
  const moreYears = await dropdown.locator('.react-datepicker__navigation--years').count();
  await page.keyboard.press('Escape');
  return { years, moreYears };
}

function expectHundredYears({ years, moreYears }: { years: number[]; moreYears: number }) {
  const thisYear = new Date().getFullYear();
  expect(years).toHaveLength(100);
  expect(Math.max(...years)).toBe(thisYear);
  expect(Math.min(...years)).toBe(thisYear - 99);
  expect(moreYears).toBe(0);
}

test('a registered "Other" location and membership text survive a dashboard edit and a reload', async ({ browser }) => {
  const email = uniqueGmail('other.head');
  const registration = await browser.newContext();
  const form = await registration.newPage();
  const registrationDialogs = acceptDialogs(form);

  await test.step('the registration form: Other + text for both, a photo, a date of birth', async () => {
    await registerThroughForm(form, {
      houseNo: '5',
      addressLine: 'Chapel Street',
      postalCode: 'EX8 1AA',
      location: 'Other',
      otherLocation: 'Exmouth',
      membershipType: 'Other',
      otherMembership: 'Life member',
      members: [
        {
          name: head,
          email,
          dob: '1985-03-14',
          photo: { name: 'leela.png', mimeType: 'image/png', buffer: solidPng(240, 180, [200, 80, 40]) },
        },
        { name: child, dob: '2015-06-01' },
      ],
    });
    expect(registrationDialogs).toEqual(['Family and members saved successfully!']);
  });
  await registration.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs = acceptDialogs(page);
  await signInAsDemoMember(page, email);
  const info = page.getByRole('region', { name: 'Family Information' });

  await test.step('the dashboard shows the texts as entered, and edits them as Other + text', async () => {
    await expect(info.getByText('Chapel Street, Exmouth, EX8 1AA')).toBeVisible();
    await expect(info.getByText('Life member', { exact: true })).toBeVisible();
    await info.getByRole('button', { name: 'Edit family information' }).click();
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Other');
    await expect(page.getByLabel('Other location')).toHaveValue('Exmouth');
    await expect(page.getByLabel('Membership Type')).toHaveValue('Other');
    await expect(page.getByLabel('Other type')).toHaveValue('Life member');
  });

  await test.step('only the house number changes; after a reload the texts are still there', async () => {
    await page.getByLabel('House No').fill('5A');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByText('5A', { exact: true })).toBeVisible();
    expect(dialogs).toEqual(['Family updated successfully.']);
    await page.reload();
    await expect(info.getByText('5A', { exact: true })).toBeVisible();
    await expect(info.getByText('Chapel Street, Exmouth, EX8 1AA')).toBeVisible();
    await expect(info.getByText('Life member', { exact: true })).toBeVisible();
    await expect(info.getByText('Other', { exact: true })).toHaveCount(0);
    await info.getByRole('button', { name: 'Edit family information' }).click();
    await expect(page.getByLabel('Other location')).toHaveValue('Exmouth');
    await expect(page.getByLabel('Other type')).toHaveValue('Life member');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('each member photo is round and 100 px', async () => {
    const members = page.getByRole('region', { name: 'Family Members' });
    for (const name of [head, child]) {
      const photo = members.getByRole('img', { name });
      await expect(photo).toBeVisible();
      const box = (await photo.boundingBox())!;
      expect([box.width, box.height]).toEqual([100, 100]);
      expect(await photo.evaluate((img) => getComputedStyle(img).borderRadius)).toBe('50%');
    }
    // The uploaded photo really loads (not only the placeholder).
    const uploaded = members.getByRole('img', { name: head });
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('the date-of-birth year dropdown covers exactly 100 years, ending this year', async () => {
    const members = page.getByRole('region', { name: 'Family Members' });
    await members.getByRole('button', { name: `Edit ${head}` }).click();
    const editForm = page.getByRole('form', { name: `Edit ${head}` });
    // With a date chosen (1985) and with none: the same hundred years.
    expectHundredYears(await yearDropdown(page, editForm.getByLabel(/Date of Birth/)));
    await editForm.getByLabel(/Date of Birth/).fill('');
    expectHundredYears(await yearDropdown(page, editForm.getByLabel(/Date of Birth/)));
    await editForm.getByRole('button', { name: 'Cancel' }).click();
  });
  await context.close();
});

test('the videos page lists past events in two columns (one on a phone)', async ({ page }) => {
  const columns = async () => {
    const items = page.locator('.past-events__list > li');
    await expect(items).toHaveCount(7);
    const lefts = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    return new Set(lefts).size;
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 2, name: 'Past Events' })).toBeVisible();
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await columns()).toBe(1);
});
