import { expect, test } from '@playwright/test';
import { acceptDialogs, demoSignIn, registerFamily, registerThroughForm, signInToRegister, uniqueGmail } from './family-fixtures.ts';
import { closeOwnContextsAfterEach } from './fixtures.ts';

closeOwnContextsAfterEach();

const head = `Meera Trust${Date.now().toString(36)}`;
/** Where the test families live (nothing here looks at the address). */
const FORE_STREET = { houseNo: '3', addressLine: 'Fore Street', postalCode: 'EX10 8AA', location: 'Sidmouth', membershipType: 'Gold' };

test('a member registers after signing in; the spouse joins only by accepting on their own sign-in', async ({ browser }) => {
  const headEmail = uniqueGmail('trust.head');
  const spouseEmail = uniqueGmail('trust.spouse');

  // The registrant signs in on /register; the form opens with her email.
  const registrant = await browser.newContext();
  const page = await registrant.newPage();
  const dialogs = acceptDialogs(page);
  await registerThroughForm(page, {
    ...FORE_STREET,
    members: [
      { name: head, email: headEmail },
      { name: 'Vinod Trust', email: spouseEmail },
    ],
  });
  expect(dialogs).toEqual(['Family and members saved successfully!']);
  await registrant.close();

  // The spouse signs in: the family asks, and only "Yes" opens it.
  const spouse = await browser.newContext();
  const spousePage = await spouse.newPage();
  const spouseDialogs = acceptDialogs(spousePage);
  await demoSignIn(spousePage, '/login', spouseEmail);
  await expect(spousePage.getByText(`You have been added to the family of ${head}. Is this your family?`)).toBeVisible();
  await spousePage.getByRole('button', { name: 'Yes, this is my family' }).click();
  await spousePage.waitForURL(/\/dashboard\?familyId=/);
  const members = spousePage.getByRole('region', { name: 'Family Members' });
  await expect(members.getByRole('heading', { name: head })).toBeVisible();
  await expect(members.getByRole('heading', { name: 'Vinod Trust' })).toBeVisible();
  expect(spouseDialogs).toEqual([]);
  await spouse.close();
});

test('someone listed by a family that is not theirs says no, and is then simply not registered', async ({ browser, request }) => {
  const stranger = uniqueGmail('trust.stranger');
  const victim = uniqueGmail('trust.victim');
  // Registered as the form posts it (the test above goes through the form itself), left pending as the form leaves it.
  await registerFamily(
    request,
    {
      ...FORE_STREET,
      members: [
        { name: 'Stranger Danger', email: stranger },
        { name: 'Victim Name', email: victim },
      ],
    },
    { approve: false },
  );

  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  const dialogs = acceptDialogs(victimPage);
  await demoSignIn(victimPage, '/login', victim);
  await expect(victimPage.getByText('You have been added to the family of Stranger Danger. Is this your family?')).toBeVisible();
  await victimPage.getByRole('button', { name: 'No, this is not my family' }).click();
  await expect.poll(() => dialogs).toEqual(['You are not registered. Please register before logging in.']);
  await expect(victimPage.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

  // Nothing locks the victim out: they register their own family.
  await signInToRegister(victimPage, victim);
  await expect(victimPage.getByRole('group', { name: 'Member 1' }).getByLabel('Email')).toHaveValue(victim);
  await victimContext.close();
});
