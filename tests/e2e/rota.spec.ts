import { CALENDAR_API } from '@edma/contract/calendar';
import { ROTA_API, ROTA_TEXTS } from '@edma/contract/rota';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility.ts';
import { approvedFamily, eventWithBookings } from '../support/bookings.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { committeeToken } from './family-fixtures.ts';
import { CHAIR, closeOwnContextsAfterEach, expectPhoneWidth, NARROW, openConsole, openDashboard } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The helpers' rota on 360 px phones: the events team adds a slot in the console and sees its gap;
 * a member signs up from the event page, and the console shows the slot filled. Neither screen
 * scrolls sideways, and axe finds nothing.
 */

let eventId = '';

test.afterAll(async ({ request }) => {
  // The other browser tests count the calendar's events: this one goes again.
  if (eventId) await callEndpoint(CALENDAR_API.remove, { id: eventId }, { token: await committeeToken(request, CHAIR) });
});

test('the events team adds a slot, a member signs up from the event page, and the gap closes', async ({ browser, request }) => {
  test.setTimeout(180_000);
  eventId = await eventWithBookings(await committeeToken(request, CHAIR));
  const family = await approvedFamily('rota-helper', [{ name: 'Hari Helper' }]);

  const consolePage = await openConsole(browser, `rota?event=${eventId}`, NARROW);
  await expect(consolePage.getByText('No helper slots yet.')).toBeVisible({ timeout: 30_000 });
  await consolePage.getByRole('combobox', { name: 'Job' }).selectOption('serving');
  await consolePage.getByLabel('From (UK time)').fill('12:30');
  await consolePage.getByRole('spinbutton', { name: 'People needed' }).fill('1');
  await consolePage.getByRole('button', { name: 'Add the slot' }).click();
  await expect(consolePage.getByText(ROTA_TEXTS.added)).toBeVisible();
  const slots = consolePage.getByRole('list', { name: 'Helper slots' });
  await expect(slots.getByRole('listitem')).toContainText('1 more needed (0 of 1)');
  await expectPhoneWidth(consolePage, NARROW.width);
  await expectNoAxeViolations(consolePage);

  const phone = await openDashboard(await browser.newContext({ viewport: NARROW }), family);
  await phone.goto(`/calendar/${eventId}`);
  const panel = phone.getByRole('region', { name: 'Helpers needed' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const signedUp = phone.waitForResponse((r) => r.url().includes(ROTA_API.signUp.path));
  await panel.getByRole('button', { name: 'Sign up for Serving, 12:30' }).click();
  await signedUp;
  await expect(panel.getByText(ROTA_TEXTS.signedUp)).toBeVisible();
  await expect(panel.getByText('You are helping')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Withdraw from Serving, 12:30' })).toBeVisible();
  await expectPhoneWidth(phone, NARROW.width);
  await expectNoAxeViolations(phone);

  await consolePage.reload();
  await expect(slots.getByRole('listitem')).toContainText('Full (1)', { timeout: 30_000 });
  await expect(slots.getByRole('listitem')).toContainText('Hari Helper');
  await expect(consolePage.getByText('Every slot is filled.')).toBeVisible();
});
