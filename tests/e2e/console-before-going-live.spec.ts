import { expect, test } from '@playwright/test';
import { closeOwnContextsAfterEach, expectPhoneWidth, openConsole, photograph } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The console's go-live checklist on a phone: each item says what is left and links to the
 * section that sets it. With SCREENSHOTS=<folder> it is photographed at 360 and 1280 px.
 */

test('the go-live checklist says what still holds demo values and leads to where each is set', async ({ browser }) => {
  const page = await openConsole(browser, 'before-going-live');
  await expect(page.getByRole('heading', { level: 2, name: 'Before going live' })).toBeVisible();
  const items = page.getByRole('listitem').filter({ has: page.locator('.go-live__label') });
  await expect(items).toHaveCount(9);
  // The emulators' links point at a local address, and the site's phone number is a stand-in.
  await expect(items.filter({ hasText: 'Emails link to the site’s own address' })).toContainText('to do');
  await expect(items.filter({ hasText: 'phone, email and social links' })).toContainText('Still placeholders');
  await expect(page.getByRole('status')).toContainText(/\d+ of 9 still to do\./);
  await expectPhoneWidth(page);
  await photograph(page, 'SCREENSHOTS', 'before-going-live');

  // An open item leads to its section (the committee page's placeholder people are always there).
  const committeePage = items.filter({ hasText: 'The committee page shows the real committee' });
  await committeePage.getByRole('link', { name: 'Set it in Committee page' }).click();
  await expect(page).toHaveURL(/\/committee-console\/committee-page$/);
});
