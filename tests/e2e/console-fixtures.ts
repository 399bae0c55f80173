import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

/** A phone's viewport: the console must work at this width. */
export const PHONE = { width: 390, height: 844 } as const;

/** A page at phone width in a context of its own (its own sign-in). */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

/** Opens a console section (`''`: the first) and signs in with the demo sign-in as `email`. */
export async function signInToConsole(page: Page, email: string, section = ''): Promise<void> {
  await page.goto(`/committee-console/${section}`);
  await page.getByLabel('Demo member email').fill(email);
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Committee console' })).toBeVisible();
}

/** axe finds nothing in the console (the site's header and footer have their own tests). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('.console-layout').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing scrolls sideways at phone width. */
export async function expectPhoneWidth(page: Page): Promise<void> {
  const measure = () =>
    page.evaluate((limit) => {
      // The elements that reach past the screen's edge, outermost first: what to fix when this fails.
      const past = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      return { width: document.documentElement.scrollWidth, past: past.slice(0, 8) };
    }, PHONE.width);
  // The settled layout: a panel still loading may be wider for a moment.
  let last = await measure();
  await expect
    .poll(async () => (last = await measure()).width, { message: `past the screen's edge: ${last.past.join('; ')}`, timeout: 5_000 })
    .toBeLessThanOrEqual(PHONE.width);
  expect(last.width, `past the screen's edge: ${last.past.join('; ')}`).toBeLessThanOrEqual(PHONE.width);
}
