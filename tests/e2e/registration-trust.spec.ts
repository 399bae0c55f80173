import { expect, test } from '@playwright/test';
import { acceptDialogs, signInToRegister, uniqueGmail } from './family-fixtures.ts';

const head = `Meera Trust${Date.now().toString(36)}`;

test('a member registers after signing in; the spouse joins only by accepting on their own sign-in', async ({ browser }) => {
  const headEmail = uniqueGmail('trust.head');
  const spouseEmail = uniqueGmail('trust.spouse');

  // The registrant signs in on /register; the form opens with her email.
  const registrant = await browser.newContext();
  const page = await registrant.newPage();
  const dialogs = acceptDialogs(page);
  await signInToRegister(page, headEmail);
  await page.getByLabel('House No').fill('3');
  await page.getByLabel('Address Line').fill('Fore Street');
  await page.getByLabel('Postal Code').fill('EX10 8AA');
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('Sidmouth');
  await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption('Gold');
  await page.getByRole('group', { name: 'Member 1' }).getByLabel('Name').fill(head);
  await page.getByRole('button', { name: '+ Add Member' }).click();
  const second = page.getByRole('group', { name: 'Member 2' });
  await second.getByLabel('Name').fill('Vinod Trust');
  await second.getByLabel('Email').fill(spouseEmail);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/members');
  expect(dialogs).toEqual(['Family and members saved successfully!']);
  await registrant.close();

  // The spouse signs in: the family asks, and only "Yes" opens it.
  const spouse = await browser.newContext();
  const spousePage = await spouse.newPage();
  const spouseDialogs = acceptDialogs(spousePage);
  await spousePage.goto('/login');
  await spousePage.getByLabel('Demo member email').fill(spouseEmail);
  await spousePage.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await expect(spousePage.getByText(`You have been added to the family of ${head}. Is this your family?`)).toBeVisible();
  await spousePage.getByRole('button', { name: 'Yes, this is my family' }).click();
  await spousePage.waitForURL(/\/dashboard\?familyId=/);
  const members = spousePage.getByRole('region', { name: 'Family Members' });
  await expect(members.getByRole('heading', { name: head })).toBeVisible();
  await expect(members.getByRole('heading', { name: 'Vinod Trust' })).toBeVisible();
  expect(spouseDialogs).toEqual([]);
  await spouse.close();
});

test('someone listed by a family that is not theirs says no, and is then simply not registered', async ({ browser }) => {
  const stranger = uniqueGmail('trust.stranger');
  const victim = uniqueGmail('trust.victim');
  const context = await browser.newContext();
  const page = await context.newPage();
  acceptDialogs(page);
  await signInToRegister(page, stranger);
  await page.getByLabel('House No').fill('13');
  await page.getByLabel('Address Line').fill('Strange Road');
  await page.getByLabel('Postal Code').fill('EX12 1ZZ');
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('Seaton');
  await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption('Silver');
  await page.getByRole('group', { name: 'Member 1' }).getByLabel('Name').fill('Stranger Danger');
  await page.getByRole('button', { name: '+ Add Member' }).click();
  await page.getByRole('group', { name: 'Member 2' }).getByLabel('Name').fill('Victim Name');
  await page.getByRole('group', { name: 'Member 2' }).getByLabel('Email').fill(victim);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/members');
  await context.close();

  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  const dialogs = acceptDialogs(victimPage);
  await victimPage.goto('/login');
  await victimPage.getByLabel('Demo member email').fill(victim);
  await victimPage.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await expect(victimPage.getByText('You have been added to the family of Stranger Danger. Is this your family?')).toBeVisible();
  await victimPage.getByRole('button', { name: 'No, this is not my family' }).click();
  await expect.poll(() => dialogs).toEqual(['You are not registered. Please register before logging in.']);
  await expect(victimPage.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

  // Nothing locks the victim out: they register their own family.
  await signInToRegister(victimPage, victim);
  await expect(victimPage.getByRole('group', { name: 'Member 1' }).getByLabel('Email')).toHaveValue(victim);
  await victimContext.close();
});
