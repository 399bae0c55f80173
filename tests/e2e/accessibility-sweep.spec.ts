import { FAMILY_API } from '@edma/contract/family';
import { endpointUrl } from '@edma/contract/endpoint';
import { associationToday } from '@edma/contract/dates';
import { MEMBERSHIP_API, membershipYearOf } from '@edma/contract/membership';
import { CALENDAR_API } from '@edma/contract/calendar';
import { expect, test, type Page } from '@playwright/test';
import { eventWithBookings, goingAnswer, saveBooking } from '../support/bookings.ts';
import { myDues, SETTINGS, saveSettings } from '../support/membership.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { adminDb } from '../support/admin.ts';
import { committeeToken, registerFamily, uniqueGmail } from './family-fixtures.ts';
import { CHAIR, closeOwnContextsAfterEach, DESKTOP, NARROW, newPage, openConsole, openDashboard } from './fixtures.ts';
import { expectNoAxeViolations, expectWholeWords } from '../support/accessibility.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

closeOwnContextsAfterEach();

/*
 * The states of screens the demo walk cannot reach by opening a page (tests/demo-walk runs axe and
 * the whole-word check on every screen of the demo data): an enlarged photo, a chosen day, an open
 * card, forms open and showing their messages, the privacy steps, a booking made, and each console
 * section's views with this spec's family in them, each with axe, and with no word broken across
 * lines on the narrowest phone (360 px). The feature specs test what each screen does.
 */

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const head = `Sweep Head ${suffix}`;
const headEmail = uniqueGmail('sweep.head');
let familyId = '';
let eventId = '';
let messageId = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const token = await committeeToken(request, CHAIR);
  // Membership dues need the association's settings (the membership spec saves the same ones).
  await saveSettings(token);
  familyId = await registerFamily(request, {
    location: 'Other',
    otherLocation: `Sweeptown ${suffix}`,
    members: [
      { name: head, email: headEmail, phone: '07700 900123', dob: '1984-02-03', photoPublic: true },
      { name: `Sweep Child ${suffix}`, dob: '2014-06-01' },
      // Listed with an address: invited until they accept, as the console's family page shows.
      { name: `Sweep Spouse ${suffix}`, email: uniqueGmail('sweep.spouse') },
    ],
  });
  // A pending registration for the console's first section.
  await registerFamily(
    request,
    { members: [{ name: `Sweep Pending ${suffix}`, email: uniqueGmail('sweep.pending') }] },
    { approve: false },
  );
  // An event the family has booked, for the event page and the console's bookings.
  eventId = await eventWithBookings(token);
  const member = await googleSignIn(headEmail);
  const own = (await (
    await request.get(endpointUrl(FAMILY_API.family.path, { familyId }), { headers: { Authorization: `Bearer ${member.token}` } })
  ).json()) as {
    members: Array<{ id: string; name: string }>;
  };
  const booked = await saveBooking(
    goingAnswer(
      eventId,
      own.members.slice(0, 2).map((m) => m.id),
    ),
    member.token,
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  // "I have paid": the family waits in the console's To confirm list (its dues open when first read).
  expect((await myDues(member.token)).status).toBe(200);
  const year = membershipYearOf(associationToday(), SETTINGS.yearStart!);
  const claimed = await callEndpoint(MEMBERSHIP_API.claim, { year }, { token: member.token });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  // A contact message that could not be sent, first in the console's Messages (dated ahead).
  const message = await adminDb()
    .collection('contactMessages')
    .add({
      name: `Sweep Sender ${suffix}`,
      email: 'visitor@example.org',
      message: 'Is there parking at the Onam venue?',
      createdAt: new Date(Date.now() + 365 * 24 * 3600_000),
      delivery: { state: 'failed', attempts: 6, lastError: 'connect ECONNREFUSED' },
    });
  messageId = message.id;
});

test.afterAll(async () => {
  if (messageId) await adminDb().collection('contactMessages').doc(messageId).delete();
  // The other browser tests count the calendar's events: this one goes again.
  if (eventId) await callEndpoint(CALENDAR_API.remove, { id: eventId }, { token: (await googleSignIn(CHAIR)).token });
});

/** The console's own part of the page (the site's header and footer are swept with the public pages). */
const CONSOLE = '.console-layout';

/** Loading text gone: the screen as it settles. */
async function settled(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test('public screen states at desktop width: an enlarged photo, a chosen calendar day, an open directory card, the registration form', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await newPage(browser, DESKTOP);

  await test.step('the gallery: an album with a photo enlarged', async () => {
    await page.goto('/gallery');
    await page.getByRole('button', { name: /BBQ 2025\s*16 images/ }).click();
    await page.getByRole('button', { name: 'BBQ 2025 photo 3 of 16' }).click();
    await expect(page.getByRole('dialog', { name: 'BBQ 2025 photo 3 of 16' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("the calendar: a day's event card", async () => {
    await page.goto('/calendar');
    const month = page.locator('#calendar-month');
    for (let step = 0; step < 24 && (await month.textContent()) !== 'September 2027'; step += 1) {
      const before = await month.textContent();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(month).not.toHaveText(before ?? '');
    }
    await page.locator('button[data-date="2027-09-11"]').click();
    await expect(page.getByRole('article').getByRole('heading', { name: 'Onam Celebration' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the directory: a family card opened', async () => {
    await page.goto('/members');
    await page.getByLabel('Member Name').fill(head);
    const card = page.getByRole('button', { name: new RegExp(head) });
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });

  await test.step('the registration form, signed in: Other fields, a second member and the messages showing', async () => {
    await page.goto('/register');
    await page.getByLabel('Demo member email').fill(uniqueGmail('sweep.register'));
    await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Add Family Members' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('Other');
    await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption('Other');
    await page.getByRole('button', { name: '+ Add Member' }).click();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('House number is required.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the dashboard and the event page on a phone, signed in: every panel, the edit forms, the privacy steps, a booking', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: NARROW });
  const page = await openDashboard(context, { email: headEmail, familyId });
  page.on('dialog', (dialog) => void dialog.accept());

  await test.step('every panel loaded', async () => {
    for (const heading of ['Family Information', 'Emails', /^Membership/, 'Family Members', 'Privacy and your data', 'Announcements']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 30_000 });
    }
    // A cold start of the emulators' membership function can take a while (as in membership.spec.ts).
    await expect(page.locator('.membership-panel').getByText(/You said you paid on/)).toBeVisible({ timeout: 60_000 });
    await settled(page);
    await expectNoAxeViolations(page);
    await expectWholeWords(page, '/dashboard');
  });

  await test.step('the family and member edit forms open, with Other and a date picker', async () => {
    await page.getByRole('button', { name: 'Edit family information' }).click();
    await expect(page.getByLabel('Other location')).toHaveValue(`Sweeptown ${suffix}`);
    await page.getByRole('button', { name: `Edit ${head}` }).click();
    await expect(page.getByRole('form', { name: `Edit ${head}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectWholeWords(page, 'the dashboard with its edit forms open');
    await page.reload();
  });

  const panel = page.getByRole('region', { name: 'Privacy and your data' });
  await test.step('"Delete our family" asked, then pending', async () => {
    await panel.getByRole('button', { name: 'Delete our family' }).click();
    await panel.getByLabel('Type DELETE to confirm').fill('DELETE');
    await expectNoAxeViolations(page, '.privacy-panel');
    await panel.getByRole('button', { name: 'Delete our family' }).click();
    await expect(panel.getByText(/Your family will be deleted on/)).toBeVisible();
    await expectNoAxeViolations(page, '.privacy-panel');
    await panel.getByRole('button', { name: 'Cancel the deletion' }).click();
    await expect(panel.getByRole('button', { name: 'Delete our family' })).toBeVisible();
  });

  await test.step('the event page with the booking made', async () => {
    await page.goto(`/calendar/${eventId}`);
    await expect(page.getByRole('form', { name: 'Booking' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('You are going: 2 people.')).toBeVisible();
    await expectNoAxeViolations(page, '.event-page');
    await expectWholeWords(page, 'the event page');
  });
});

test('every console section on a phone, and the views inside them', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await openConsole(browser, '', NARROW);
  page.on('dialog', (dialog) => void dialog.dismiss());
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  // The navigation is drawn a moment after the console's heading: its last link first.
  await expect(nav.getByRole('link', { name: 'Before going live' })).toBeVisible();
  const labels = await nav.getByRole('link').allTextContents();
  expect(labels.length).toBeGreaterThan(10);

  /** The section's own views, checked after the section itself. */
  const inside: Record<string, () => Promise<void>> = {
    Registrations: async () => {
      await expect(
        page.getByRole('list', { name: 'Pending registrations' }).getByRole('heading', { name: `Sweep Pending ${suffix}` }),
      ).toBeVisible();
    },
    Families: async () => {
      const search = async () => {
        await page.getByLabel('Search by name, email or town').fill(`sweeptown ${suffix}`);
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page.getByRole('list', { name: 'Families found' }).getByRole('heading', { level: 3 })).toHaveText([head]);
      };
      await search();
      await expectNoAxeViolations(page, CONSOLE);
      await page.getByRole('button', { name: `Open ${head}'s family` }).click();
      await expect(page.getByRole('heading', { name: `${head}'s family` })).toBeVisible();
      await expect(page.getByText(/Invited, not yet accepted/)).toBeVisible();
      await page.getByRole('button', { name: `Edit ${head}` }).click();
      await expect(page.getByRole('form', { name: `Edit ${head}` })).toBeVisible();
      await expectNoAxeViolations(page, CONSOLE);
      await expectWholeWords(page, "the console's family");
      await page
        .getByRole('form', { name: `Edit ${head}` })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await page.getByRole('button', { name: 'Add a member' }).click();
      await expect(page.getByRole('form', { name: 'Add a member' })).toBeVisible();
      await expectNoAxeViolations(page, CONSOLE);
      await page.getByRole('form', { name: 'Add a member' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Erase this family' }).click();
      await expect(page.getByRole('button', { name: `Yes, erase ${head}'s family` })).toBeFocused();
      await expectNoAxeViolations(page, CONSOLE);
    },
    Membership: async () => {
      await page.getByLabel('Search by name, town or reference').fill(head);
      await expect(page.getByRole('listitem', { name: head }).getByRole('button', { name: 'Confirm paid' })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoAxeViolations(page, CONSOLE);
      for (const view of ['Settings', 'Bank import']) {
        await page.getByRole('button', { name: view }).click();
        await settled(page);
        await expectNoAxeViolations(page, CONSOLE);
        await expectWholeWords(page, `the console's membership ${view}`);
      }
    },
    Bookings: async () => {
      await page.goto(`/committee-console/bookings?event=${eventId}`);
      await expect(page.getByText(/^2 of 100 places taken/)).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page, CONSOLE);
      await page.getByRole('button', { name: 'Door list' }).click();
      await expect(page.getByRole('list', { name: 'Families going' })).toBeVisible();
      await expectNoAxeViolations(page, CONSOLE);
      await page.getByRole('button', { name: 'Catering sheet' }).click();
      await expect(page.getByRole('heading', { level: 3, name: /^Catering sheet: / })).toBeVisible();
      await expectNoAxeViolations(page, CONSOLE);
    },
    Gallery: async () => {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: 'BBQ 2025' }) });
      await card.getByRole('button', { name: 'Photos of BBQ 2025' }).click();
      await expect(card.getByRole('group', { name: 'Photos of BBQ 2025' }).getByRole('img').first()).toBeVisible();
      await expectNoAxeViolations(page, CONSOLE);
    },
    Messages: async () => {
      await expect(page.getByRole('listitem', { name: `Sweep Sender ${suffix}` }).getByText('Failed after 6 attempts')).toBeVisible();
      await expectNoAxeViolations(page, CONSOLE);
    },
    Draws: async () => {
      const card = page.getByRole('listitem', { name: 'Chitty-C' });
      await card.getByRole('button', { name: 'Show history' }).click();
      // Its spins' table, or "No spins yet." when the draws spec has not spun it yet.
      await expect(card.getByRole('heading', { level: 4, name: 'History of Chitty-C' })).toBeVisible();
      await expect(card.getByText(/^Loading/)).toHaveCount(0);
      await expect(card.getByRole('region', { name: 'History of Chitty-C' }).or(card.getByText('No spins yet.'))).toBeVisible();
      await expectNoAxeViolations(page, CONSOLE);
    },
  };

  for (const label of labels) {
    await test.step(`console: ${label}`, async () => {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      // Each section names itself in the tab (the first is the console's own page).
      await expect(page).toHaveTitle(label === labels[0] ? 'Committee console - EDMA' : `${label} - Committee console - EDMA`);
      await expect(page.locator('.console-layout').getByText(/^Loading/)).toHaveCount(0);
      // The section as it opens is the demo walk's (axe and whole words on every screen): here its views.
      await inside[label]?.();
    });
  }
});
