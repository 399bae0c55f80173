import { expect, test } from '@playwright/test';
import { acceptDialogs, registerFamily, uniqueGmail } from './family-fixtures.ts';
import { closeOwnContextsAfterEach, openConsole } from './fixtures.ts';

closeOwnContextsAfterEach();

const head = `Pending Console${Date.now().toString(36)}`;

test('the committee approves a pending family in the console, and it then appears in the directory', async ({ browser, request }) => {
  await registerFamily(
    request,
    {
      houseNo: '5',
      addressLine: 'Queen Street',
      postalCode: 'EX14 1AA',
      location: 'Honiton',
      membershipType: 'Gold',
      members: [{ name: head, email: uniqueGmail('console.head') }],
    },
    { approve: false },
  );
  // Not in the directory while pending.
  const visitor = await browser.newPage();
  await visitor.goto('/members');
  await visitor.getByLabel('Member Name').fill(head);
  await expect(visitor.getByText('No families found.')).toBeVisible();

  const page = await openConsole(browser);
  acceptDialogs(page);
  const pending = page.getByRole('list', { name: 'Pending registrations' });
  await expect(pending.getByRole('heading', { name: head })).toBeVisible();

  await page.getByRole('button', { name: `Approve ${head}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${head}'s family was approved.` })).toBeVisible();
  await expect(pending.getByRole('heading', { name: head })).toHaveCount(0);
  await page.context().close();

  await expect
    .poll(
      async () => {
        await visitor.reload();
        await visitor.getByLabel('Member Name').fill(head);
        return visitor.locator('.family-card__head').allTextContents();
      },
      { timeout: 30_000 },
    )
    .toEqual([head]);
});

test('a member without the role sees no console', async ({ page }) => {
  await page.goto('/committee-console');
  await page.getByLabel('Demo member email').fill(uniqueGmail('not.committee'));
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await expect(page.getByRole('alert')).toHaveText('This is for committee members only.');
  await expect(page.getByRole('heading', { name: 'Pending registrations' })).toHaveCount(0);
});
