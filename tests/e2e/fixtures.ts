import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
// Types only: declares window.__edmaTestApi.
import type {} from '../../web/src/firebase/emulator-test-api.ts';

/*
 * What every browser spec shares: the widths, the screenshots and the sign-ins. The accessibility
 * checks are in tests/support/accessibility.ts: the demo walk runs them on every screen, the specs on
 * the states only they reach.
 */

/** A phone's viewport: the console and the dashboard must work at this width. */
export const PHONE = { width: 390, height: 844 } as const;
/** The narrowest phone the site serves: no word may break across lines at this width. */
export const NARROW = { width: 360, height: 780 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The committee member whose session the `setup` project stores (committee-session.setup.ts). */
export const CHAIR = 'e2e.chair@gmail.com';
/** Where that session is kept: one file per emulator slot, so parallel runs never share it. */
export const COMMITTEE_STATE = join(
  import.meta.dirname,
  '..',
  '..',
  'test-results',
  `auth-slot-${process.env.EDMA_SLOT ?? 'local'}`,
  'committee.json',
);

// --- Layout ---

/** Nothing scrolls sideways at `width` (a phone's by default). */
export async function expectPhoneWidth(page: Page, width: number = PHONE.width): Promise<void> {
  const measure = () =>
    page.evaluate((limit) => {
      // The elements that reach past the screen's edge, outermost first: what to fix when this fails.
      const past = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      return { width: document.documentElement.scrollWidth, past: past.slice(0, 8) };
    }, width);
  // The settled layout: a panel still loading may be wider for a moment.
  let last = await measure();
  await expect
    .poll(async () => (last = await measure()).width, { message: `past the screen's edge: ${last.past.join('; ')}`, timeout: 5_000 })
    .toBeLessThanOrEqual(width);
  expect(last.width, `past the screen's edge: ${last.past.join('; ')}`).toBeLessThanOrEqual(width);
}

// --- What a visitor would never see ---

/**
 * Collects what a visitor would never see but a broken page leaves behind: console errors, uncaught
 * page errors and Content-Security-Policy violations (reported from inside the page). Call before the
 * first `goto`; the returned list fills as the page runs.
 */
export async function watchPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber} ${event.sample})`,
      );
    });
  });
  return problems;
}

// --- Screenshots ---

/**
 * With the environment variable `variable` naming a folder, photographs the page (or `selector`)
 * at 360 and 1280 px wide for a person to look at (never committed), then puts the phone width back.
 */
export async function photograph(page: Page, variable: string, name: string, selector?: string): Promise<void> {
  const folder = process.env[variable];
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  // Photographed from the top, with no focus ring left from the last click.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const path = join(folder, `${name}-${width}.png`);
    await (selector ? page.locator(selector).screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize(PHONE);
}

// --- Contexts and sign-in ---

/**
 * Contexts a test opens from the worker's shared browser outlive the test (only the `context` and
 * `page` fixtures are closed for it): a console page left open goes on reading its live figures
 * every second through every later test. Called at the top of each spec that opens its own and
 * uses neither fixture (whose context this would close before Playwright's failure screenshot).
 */
export function closeOwnContextsAfterEach(): void {
  test.afterEach(async ({ browser }) => {
    await Promise.all(browser.contexts().map((context) => context.close()));
  });
}

/** A page in a context of its own at `viewport`. */
export async function newPage(browser: Browser, viewport: { width: number; height: number } = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * A console section (`''`: the first) at `viewport`, signed in as CHAIR with the session the
 * `setup` project stored: no sign-in through the page.
 */
export async function openConsole(browser: Browser, section = '', viewport: { width: number; height: number } = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, storageState: COMMITTEE_STATE });
  const page = await context.newPage();
  await page.goto(`/committee-console/${section}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Committee console' })).toBeVisible();
  return page;
}

/** Opens a console section (`''`: the first) and signs in there with the demo sign-in as `email`. */
export async function signInToConsole(page: Page, email: string, section = ''): Promise<void> {
  await page.goto(`/committee-console/${section}`);
  await page.getByLabel('Demo member email').fill(email);
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Committee console' })).toBeVisible();
}

/**
 * A family's dashboard signed in as `email`, through the app's own emulator-only test API
 * (web/src/firebase/emulator-test-api.ts) rather than the login page, whose flow the member journey
 * tests. The login page is the lightest page that carries the API.
 */
export async function openDashboard(context: BrowserContext, family: { email: string; familyId: string }): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForFunction(() => window.__edmaTestApi !== undefined);
  const signedIn = await page.evaluate((email) => window.__edmaTestApi!.signInAsDemoMember(email), family.email);
  expect(signedIn).toMatchObject({ ok: true });
  // What the login flow keeps beside the Firebase session (web/src/lib/stored-user.ts).
  await page.evaluate((email) => localStorage.setItem('user', JSON.stringify({ email, name: '', photoURL: '' })), family.email);
  await page.goto(`/dashboard?familyId=${encodeURIComponent(family.familyId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}
