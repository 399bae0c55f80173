import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-families.mjs';
import { DEMO_DOOR_PASS } from '../../scripts/seed/demo-door-pass.mjs';
import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { doorPassLink } from '@edma/contract/door-pass';
import { FIXED_ROUTES, pathTo } from '../../web/src/app/route-table.ts';
import { axeViolations, expectWholeWords } from '../support/accessibility.ts';
import { DESKTOP, NARROWEST, PHONE, screenProblems, watchScreen, type ScreenWatch } from './screen-watch.ts';

/*
 * The demo walk: the demo data exactly as `npm start` imports it, every screen each demo account can
 * reach, at phone and desktop width. The screens come from the app itself: the public routes from
 * its route table (route-table.ts), the console's sections from its navigation (CONSOLE_SECTIONS), the
 * event pages from the calendar's links. A screen fails on the error page, a panel that could not
 * be shown, a page outside the site's shell (header, footer, chat button; a live draw stands alone),
 * a page or console error (a Content-Security-Policy refusal is one), an API answer of 5xx
 * or an unexpected 4xx, sideways scroll, anything axe finds (at phone width, and at desktop width too
 * for a visitor's pages, whose header is laid out anew there) or a word broken across lines on the
 * narrowest phone. DEMO_WALK_SHOTS=<folder> saves a screenshot of each screen at each width.
 */

// The pages that read as a member are walked once signed in; every other page is open to a visitor.
const PUBLIC_PATHS = FIXED_ROUTES.filter((route) => route.firebase !== 'member').map((route) => route.path);
const SHOTS = process.env.DEMO_WALK_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const walked: string[] = [];
test.afterAll(() => {
  const byWho = new Map<string, number>();
  for (const entry of walked) byWho.set(entry.split(' ')[0]!, (byWho.get(entry.split(' ')[0]!) ?? 0) + 1);
  console.log(
    `Demo walk: ${walked.length} screens at ${PHONE.width} and ${DESKTOP.width} px (${[...byWho].map(([who, n]) => `${who} ${n}`).join(', ')})`,
  );
});

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/**
 * Checks the screen now shown at phone width, then at desktop width, and records it. `expected4xx`
 * lists API paths whose refusal is what this screen shows (e.g. a committee-only read for a member).
 */
async function checkScreen(page: Page, watch: ScreenWatch, who: string, name: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const problems = await screenProblems(page, watch, size.width);
    if (size === PHONE || who === 'visitor') problems.push(...(await axeViolations(page)));
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${slug(who)}--${slug(name)}--${size.width}.png`), fullPage: true });
    expect.soft(problems, `${who}: ${name} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(NARROWEST);
  await expectWholeWords(page, `${who}: ${name} at ${NARROWEST.width} px`);
  walked.push(`${who} ${name}`);
}

async function open(page: Page, watch: ScreenWatch, who: string, path: string): Promise<void> {
  watch.reset();
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await checkScreen(page, watch, who, path);
}

/**
 * The event pages the calendar links to, month by month: the next year's (every account), and the
 * last year's too for a visitor (past events keep their pages).
 */
async function eventPaths(page: Page, { past }: { past: boolean }): Promise<string[]> {
  const found = new Set<string>();
  // A day with an event is a button; choosing it shows the event's card, which links to its page.
  const collect = async () => {
    const days = page.locator('button.calendar__day--event:not(.calendar__day--outside)');
    for (let i = 0; i < (await days.count()); i += 1) {
      await days.nth(i).click();
      for (const href of await page
        .locator('.calendar__details a[href^="/calendar/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        found.add(href);
    }
  };
  // From this month: a year ahead, and for a visitor a year back (from this month again).
  const turns: { button: RegExp; months: number }[] = [{ button: /Next month/, months: 12 }];
  if (past) turns.push({ button: /Previous month/, months: 12 });
  for (const { button, months } of turns) {
    // The days know their events once the calendar's one request has answered.
    await page.goto('/calendar', { waitUntil: 'networkidle' });
    await collect();
    for (let i = 0; i < months; i += 1) {
      await page.getByRole('button', { name: button }).click();
      await collect();
    }
  }
  expect(found.size, 'the calendar links to at least one event').toBeGreaterThan(0);
  return [...found];
}

async function signIn(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const watch = await watchScreen(page);
  await page.goto('/login');
  await page.getByLabel('Demo member email').fill(email);
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
  return { context, page, watch };
}

/** The dashboard with every panel loaded: its five panels, and the archive for an approved family. */
async function expectWholeDashboard(page: Page) {
  await page.waitForURL(/\/dashboard\?familyId=/);
  for (const heading of ['Family Information', 'Emails', /^Membership/, 'Family Members', 'Privacy and your data', 'Announcements']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 30_000 });
  }
}

test('a visitor: every public route and event page', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const watch = await watchScreen(page);
  for (const path of PUBLIC_PATHS) await open(page, watch, 'visitor', path);
  for (const path of await eventPaths(page, { past: true })) await open(page, watch, 'visitor', path);
  expect(walked.filter((w) => w.startsWith('visitor ')).length).toBeGreaterThan(PUBLIC_PATHS.length);
  await context.close();
});

test('the volunteer at the door: the demo door pass and its PIN (README), with no Google account', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const watch = await watchScreen(page);
  await open(page, watch, 'door volunteer', doorPassLink(DEMO_DOOR_PASS.passId));
  await page.getByRole('textbox', { name: /PIN/ }).fill(DEMO_DOOR_PASS.pin);
  await page.getByRole('button', { name: 'Open the door list' }).click();
  await expect(page.getByRole('list', { name: 'Households' }).getByRole('listitem').first()).toBeVisible();
  await checkScreen(page, watch, 'door volunteer', 'the door list with a pass');
  await context.close();
});

/** Each family's screens once: a second member of a family signs in and sees its dashboard only. */
const firstOfFamily = new Set(DEMO_ACCOUNTS.filter((a) => a.order === 0));
/** The first screen after sign-in must stay whole while the member goes on using the site. */
const HELD_MS = 60_000;
const held = new Map<string, Awaited<ReturnType<typeof signIn>> & { openedAt: number }>();
const whoOf = (email: string) => email.split('@')[0]!;

// Every member's dashboard opens first and stays open in its tab through the whole walk.
test.beforeAll(async ({ browser }) => {
  // Four sign-ins while the other lanes' Emulator Suites start beside this one.
  test.setTimeout(300_000);
  for (const account of DEMO_ACCOUNTS.filter((a) => !a.invited)) {
    const signedIn = await signIn(browser, account.email);
    await expectWholeDashboard(signedIn.page);
    held.set(account.email, { ...signedIn, openedAt: Date.now() });
  }
});

test.afterAll(async () => {
  await Promise.all([...held.values()].map(({ context }) => context.close()));
});

for (const account of DEMO_ACCOUNTS) {
  test(`${account.email}: the first screen after sign-in, and every screen the account can reach`, async ({ browser }) => {
    test.setTimeout(300_000);
    const who = whoOf(account.email);
    if (account.invited) {
      // Asked first whether the family that listed them is theirs: the walk does not answer.
      const { context, page, watch } = await signIn(browser, account.email);
      await expect(page.getByRole('button', { name: 'Yes, this is my family' })).toBeVisible();
      await checkScreen(page, watch, who, 'Is this your family?');
      // Signed in, the header offers "My family": before an answer it leads back to the question.
      await page.setViewportSize(DESKTOP);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My family' }).click();
      await page.waitForURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Yes, this is my family' })).toBeVisible();
      await checkScreen(page, watch, who, 'My family before answering');
      await context.close();
      return;
    }
    const { context, page, watch } = held.get(account.email)!;
    await checkScreen(page, watch, who, 'dashboard');
    const walk = await context.newPage();
    const walkWatch = await watchScreen(walk);
    if (firstOfFamily.has(account)) {
      for (const path of await eventPaths(walk, { past: false })) await open(walk, walkWatch, who, path);
      await open(walk, walkWatch, who, '/members');
    }
    // The console, as far as the account's roles open it: the navigation lists only their sections.
    if (account.committee || account.roles) {
      await open(walk, walkWatch, who, '/committee-console');
      const sections = walk.getByRole('navigation', { name: 'Console sections' }).getByRole('link');
      const paths = await sections.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(paths.length).toBeGreaterThan(account.committee ? 10 : 0);
      for (const path of paths.slice(1)) await open(walk, walkWatch, who, path);
    }
    // The door role: the dashboard leads to its event's door list, which opens without a choice of
    // events; the console opens nothing for it.
    if (account.door) {
      await expect(page.getByRole('region', { name: /^You are at the door for Family Sadhya$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Committee console' })).toHaveCount(0);
      // The way in itself, followed from the dashboard (already checked above in its own tab).
      walkWatch.reset();
      await walk.setViewportSize(PHONE);
      await walk.goto(pathTo('dashboard'));
      await walk.getByRole('link', { name: 'Open the door screen' }).click();
      await walk.waitForURL(new RegExp(`${pathTo('door')}$`));
      await expect(walk.getByRole('heading', { level: 2, name: 'Family Sadhya' })).toBeVisible();
      await expect(walk.getByRole('list', { name: 'Households' }).getByRole('listitem').first()).toBeVisible();
      await expect(walk.getByText(/door role opens this event's door until/)).toBeVisible();
      await expect(walk.getByRole('combobox', { name: 'Event' })).toHaveCount(0);
      await checkScreen(walk, walkWatch, who, 'the door list with the door role');
      await open(walk, walkWatch, who, pathTo('committee-console'));
      await expect(walk.getByRole('alert')).toHaveText(NOT_COMMITTEE_MESSAGE);
    }
    // The door screen the bookings section links to (the committee's and the events role's), and the
    // door list view with the event's door passes.
    if (account.committee) {
      await open(walk, walkWatch, who, `${pathTo('committee-console')}/bookings?view=door`);
      await expect(walk.getByRole('list', { name: 'Door passes of this event' })).toContainText(DEMO_DOOR_PASS.label);
      await open(walk, walkWatch, who, pathTo('door'));
      await expect(
        walk
          .getByRole('status')
          .filter({ hasText: /changes|sent/i })
          .first(),
      ).toBeVisible();
    }
    await walk.close();
  });
}

test('every first screen after sign-in is still whole a minute later', async () => {
  test.setTimeout(120_000);
  expect(held.size).toBeGreaterThan(0);
  for (const [email, { page, watch, openedAt }] of held) {
    await page.waitForTimeout(Math.max(0, openedAt + HELD_MS - Date.now()));
    await page.bringToFront();
    await expectWholeDashboard(page);
    await checkScreen(page, watch, whoOf(email), 'dashboard a minute later');
  }
});
