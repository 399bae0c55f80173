import { CALENDAR_API } from '@edma/contract/calendar';
import { DOOR_API } from '@edma/contract/door';
import { DOOR_PASS_API, doorPassLink } from '@edma/contract/door-pass';
import { expect, test } from '@playwright/test';
import { approvedFamily, eventWithBookings, goingAnswer, saveBooking } from '../support/bookings.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { expectNoAxeViolations } from '../support/accessibility.ts';
import { CHAIR, closeOwnContextsAfterEach, expectPhoneWidth, openConsole, PHONE } from './fixtures.ts';
import { committeeToken } from './family-fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The door on the day (issue 36), in a real browser: a volunteer opens a door pass on a phone, the
 * hall has no signal (the browser's network cut), ten people are ticked in and a walk-in added; when
 * the signal returns the phone sends them and the committee's console counts them.
 */

let eventId = '';

test.afterAll(async ({ request }) => {
  // The other browser tests count the calendar's events.
  if (eventId) await callEndpoint(CALENDAR_API.remove, { id: eventId }, { token: await committeeToken(request, CHAIR) });
});

test('a door pass reopens without signal, ticks ten people and a walk-in; back online, the console counts them', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await committeeToken(request, CHAIR);
  eventId = await eventWithBookings(token);
  for (const name of ['Varghese', 'Pillai', 'Menon', 'Iyer']) {
    const family = await approvedFamily(`door-${name.toLowerCase()}`, [
      { name: `Anu ${name}` },
      { name: `Biju ${name}` },
      { name: `Chitra ${name}` },
    ]);
    expect((await saveBooking(goingAnswer(eventId, family.memberIds), family.token)).status).toBe(200);
  }
  const opened = await callEndpoint(DOOR_PASS_API.open, { eventId, label: 'Front door' }, { token });
  expect(opened.status).toBe(200);

  // The committee watches the bookings overview.
  const consolePage = await openConsole(browser, `bookings?event=${eventId}`);
  await expect(consolePage.getByText(/of 100 places taken/)).toBeVisible();

  // The volunteer opens the pass's link on a phone with signal, and types its PIN.
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await phone.goto(doorPassLink(opened.body.pass.passId));
  await phone.getByRole('textbox', { name: /PIN/ }).fill(opened.body.pin);
  await phone.getByRole('button', { name: 'Open the door list' }).click();
  const households = phone.getByRole('list', { name: 'Households' });
  await expect(households.getByRole('listitem', { name: /Varghese/ })).toBeVisible({ timeout: 30_000 });

  // The page is kept on the phone (its service worker): without signal it opens again, with its list.
  await phone.waitForFunction(
    async () => (await caches.keys()).includes('edma-door-assets') && navigator.serviceWorker.controller !== null,
  );
  await context.setOffline(true);
  await phone.reload();
  await expect(households.getByRole('listitem', { name: /Varghese/ })).toBeVisible();
  const people = households.getByRole('button', { name: /^Tick in / });
  for (let i = 0; i < 10; i += 1) await people.nth(i).click();
  await phone.getByText('Add a walk-in').click();
  await phone.getByRole('textbox', { name: /Who came in/ }).fill('Guests of the Menons');
  await phone.getByRole('textbox', { name: /How many people/ }).fill('2');
  await phone.getByRole('textbox', { name: /Cash taken/ }).fill('10');
  await phone.getByRole('button', { name: 'Add the walk-in' }).click();
  await expect(phone.getByText('Offline: 11 changes waiting')).toBeVisible();
  await expect(phone.locator('.door-totals')).toHaveText('10 of 12 people in, and 2 walk-ins (£10.00 cash)');

  // It comes back: the phone sends what waited, and the console shows it within 2 s of the sync.
  const synced = phone.waitForResponse((r) => r.url().includes(DOOR_API.sync.path) && r.request().method() === 'POST' && r.ok());
  await context.setOffline(false);
  await synced;
  await expect(consolePage.getByText(/^At the door/)).toHaveText('At the door: 12 people in (10 booked, 2 walk-ins), £10.00 cash taken', {
    timeout: 2_000,
  });
  await expect(phone.getByText('All changes sent')).toBeVisible();
  await expectPhoneWidth(phone);
  await expectNoAxeViolations(phone);

  // A door with no phone: the door list prints alone, as one table.
  await consolePage.getByRole('button', { name: 'Door list' }).click();
  await expect(consolePage.getByRole('button', { name: 'Print the door list' })).toBeVisible();
  await consolePage.emulateMedia({ media: 'print' });
  await expect(consolePage.getByRole('table', { name: /^Door list: Onam Celebration/ })).toBeVisible();
  await expect(consolePage.getByRole('table', { name: /^Door list/ }).getByRole('row')).toHaveCount(5);
  await expect(consolePage.getByRole('navigation', { name: 'Console sections' })).toBeHidden();
  await expect(consolePage.getByRole('list', { name: 'Families going' })).toBeHidden();
});
