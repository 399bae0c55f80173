import AxeBuilder from '@axe-core/playwright';
import { associationToday } from '@edma/contract/dates';
import { MEMBERSHIP_API, membershipYearOf, yearLabel } from '@edma/contract/membership';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitForEmail } from '../api/support/mail-inbox.ts';
import { postJson } from '../support/api-calls.ts';
import { approvedFamily } from '../support/bookings.ts';
import { path, SETTINGS } from '../support/membership.ts';
import { PHONE, expectNoAxeViolations, expectPhoneWidth, signInToConsole } from './console-fixtures.ts';
import { committeeToken, demoSignIn, uniqueGmail } from './family-fixtures.ts';
import { closeOwnContextsAfterEach } from './own-contexts.ts';

closeOwnContextsAfterEach();

/*
 * A family sees its dues on the dashboard and taps "I have paid"; the committee confirms it in the
 * console on a phone; the receipt arrives by email; the dashboard shows "Paid on". Both screens pass
 * axe at phone width. With MEMBERSHIP_SCREENSHOTS=<folder>, they are also photographed at 360 and
 * 1280 px wide, for a person to look at (never committed).
 */

const treasurer = uniqueGmail('membership.treasurer');
const SHOTS = process.env.MEMBERSHIP_SCREENSHOTS;
const LABEL = yearLabel(membershipYearOf(associationToday(), SETTINGS.yearStart!), SETTINGS.yearStart!);

async function photograph(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

async function expectNoViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a family says it has paid, the committee confirms, the receipt arrives and the dashboard shows Paid on', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await committeeToken(request, treasurer);
  const saved = await postJson(path(MEMBERSHIP_API.saveSettings.path), { settings: SETTINGS }, { token });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const family = await approvedFamily('membership.family', [{ name: 'Nisha Payer' }]);

  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await demoSignIn(phone, '/login', family.email);
  await phone.waitForURL(/\/dashboard\?familyId=/);
  const panel = phone.locator('.membership-panel');
  // A cold start of the emulators' functions can take a while.
  await expect(panel.getByRole('heading', { name: `Membership ${LABEL}` })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText(/^Gold, £30\.00 due by /)).toBeVisible();
  const reference = (await panel.locator('.membership-panel__reference').textContent())!;
  expect(reference).toMatch(/^EDMA-\d\d-[2-9A-HJKMNP-Z]{4}$/);
  await expect(panel.getByText('Sort code 12-34-56', { exact: false })).toBeVisible();
  await expectNoViolations(phone, '.dashboard');
  await expectPhoneWidth(phone);
  await photograph(phone, 'dashboard-due');

  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByText(/You said you paid on/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
  await photograph(phone, 'dashboard-claimed');

  // The treasurer, on a phone, confirms it from the To confirm list: two taps.
  const consolePage = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInToConsole(consolePage, treasurer, 'membership');
  await consolePage.getByLabel('Search by name, town or reference').fill(reference);
  const card = consolePage.getByRole('listitem', { name: 'Nisha Payer' });
  await expect(card).toContainText(reference, { timeout: 30_000 });
  await expectNoAxeViolations(consolePage);
  await expectPhoneWidth(consolePage);
  await photograph(consolePage, 'console-to-confirm');
  await card.getByRole('button', { name: 'Confirm paid' }).click();
  await card.getByRole('button', { name: 'Yes, paid' }).click();
  await expect(consolePage.getByText('Confirmed: Nisha Payer has paid.')).toBeVisible();
  await expectNoAxeViolations(consolePage);

  const receipt = await waitForEmail(
    (email) => email.to.some((to) => to.address === family.email) && email.subject.startsWith('Receipt'),
    60_000,
  );
  expect(receipt.subject).toBe(`Receipt: EDMA membership ${LABEL}`);
  expect(receipt.text).toContain(reference);

  await phone.reload();
  await expect(panel.getByText(/^Gold, £30\.00\. Paid on /)).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(phone, '.dashboard');
  await photograph(phone, 'dashboard-paid');

  for (const view of ['Settings', 'Bank import']) {
    await consolePage.getByRole('button', { name: view }).click();
    await expectNoAxeViolations(consolePage);
    await expectPhoneWidth(consolePage);
    await photograph(consolePage, `console-${view.toLowerCase().replace(' ', '-')}`);
  }
});
