import { expect, test } from '@playwright/test';
import { watchPageProblems } from './fixtures.ts';

/*
 * The sign-in pages are written into their HTML at build time (web/src/app/prerender.tsx), so they
 * show before any script arrives; the app then takes the same elements over (hydration).
 */

const PAGES = [
  { path: '/register', heading: 'Family Details' },
  { path: '/login', heading: 'Welcome to EDMA' },
];

for (const { path, heading } of PAGES) {
  test(`${path} shows its heading and sign-in button without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Waiting for Auth: it only works once the app is running.
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await context.close();
  });

  test(`${path} is taken over as it is: no element drawn again, no mismatch reported`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    // Records every element removed from the page's content once the HTML has been read (the footer
    // changes on purpose, when the contact details arrive).
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedElements: string[] }).removedElements = removed;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
          }
        }).observe(document.getElementById('main')!, { childList: true, subtree: true });
      });
    });
    await page.goto(path);
    // Enabled once Auth has arrived: the app runs and owns the button.
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([]);
    // The footer fills in the committee's contact details after the page shows.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
