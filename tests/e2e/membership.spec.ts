import { associationToday } from '@edma/contract/dates';
import { MEMBERSHIP_API, membershipYearOf, yearLabel } from '@edma/contract/membership';
import { expect, test } from '@playwright/test';
import { waitForEmail } from '../support/mail-inbox.ts';
import { approvedFamily } from '../support/bookings.ts';
import { SETTINGS } from '../support/membership.ts';
import { CHAIR, closeOwnContextsAfterEach, expectPhoneWidth, openConsole, openDashboard, photograph, PHONE } from './fixtures.ts';
import { committeeToken } from './family-fixtures.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

closeOwnContextsAfterEach();

/*
 * A family sees its dues on the dashboard and taps "I have paid"; the committee confirms it in the
 * console on a phone; the receipt arrives by email; the dashboard shows "Paid on". With MEMBERSHIP_SCREENSHOTS=<folder>, they are also photographed at 360 and
 * 1280 px wide, for a person to look at (never committed).
 */

const LABEL = yearLabel(membershipYearOf(associationToday(), SETTINGS.yearStart!), SETTINGS.yearStart!);

const SHOTS = 'MEMBERSHIP_SCREENSHOTS';

test('a family says it has paid, the committee confirms, the receipt arrives and the dashboard shows Paid on', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await committeeToken(request, CHAIR);
  const saved = await callEndpoint(MEMBERSHIP_API.saveSettings, { settings: SETTINGS }, { token });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const family = await approvedFamily('membership.family', [{ name: 'Nisha Payer' }]);

  const phone = await openDashboard(await browser.newContext({ viewport: PHONE }), family);
  const panel = phone.locator('.membership-panel');
  // A cold start of the emulators' functions can take a while.
  await expect(panel.getByRole('heading', { name: `Membership ${LABEL}` })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText(/^Gold, £30\.00 due by /)).toBeVisible();
  const reference = (await panel.locator('.membership-panel__reference').textContent())!;
  expect(reference).toMatch(/^EDMA-\d\d-[2-9A-HJKMNP-Z]{4}$/);
  await expect(panel.getByText('Sort code 12-34-56', { exact: false })).toBeVisible();
  await expectPhoneWidth(phone);
  await photograph(phone, SHOTS, 'dashboard-due');

  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByText(/You said you paid on/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
  await photograph(phone, SHOTS, 'dashboard-claimed');

  // The treasurer, on a phone, confirms it from the To confirm list: two taps.
  const consolePage = await openConsole(browser, 'membership');
  await consolePage.getByLabel('Search by name, town or reference').fill(reference);
  const card = consolePage.getByRole('listitem', { name: 'Nisha Payer' });
  await expect(card).toContainText(reference, { timeout: 30_000 });
  await expectPhoneWidth(consolePage);
  await photograph(consolePage, SHOTS, 'console-to-confirm');
  await card.getByRole('button', { name: 'Confirm paid' }).click();
  await card.getByRole('button', { name: 'Yes, paid' }).click();
  await expect(consolePage.getByText('Confirmed: Nisha Payer has paid.')).toBeVisible();

  const receipt = await waitForEmail(
    (email) => email.to.some((to) => to.address === family.email) && email.subject.startsWith('Receipt'),
    60_000,
  );
  expect(receipt.subject).toBe(`Receipt: EDMA membership ${LABEL}`);
  expect(receipt.text).toContain(reference);

  await phone.reload();
  await expect(panel.getByText(/^Gold, £30\.00\. Paid on /)).toBeVisible({ timeout: 30_000 });
  await photograph(phone, SHOTS, 'dashboard-paid');

  for (const view of ['Settings', 'Bank import']) {
    await consolePage.getByRole('button', { name: view }).click();
    await expectPhoneWidth(consolePage);
    await photograph(consolePage, SHOTS, `console-${view.toLowerCase().replace(' ', '-')}`);
  }
});
