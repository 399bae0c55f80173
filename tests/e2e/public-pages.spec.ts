import { expect, test, type Browser } from '@playwright/test';
import { closeOwnContextsAfterEach, DESKTOP, newPage, PHONE } from './fixtures.ts';

closeOwnContextsAfterEach();

/*
 * The site's navigation at phone and desktop widths. Each public route in its shell, with axe at both
 * widths, is the demo walk's (tests/demo-walk); the feature specs test what each page does.
 */

async function openPage(browser: Browser, viewport: { width: number; height: number }) {
  const page = await newPage(browser, viewport);
  return { context: page.context(), page };
}

test('the phone menu opens, reaches a page and closes again', async ({ browser }) => {
  const { context, page } = await openPage(browser, PHONE);
  await page.goto('/');
  const menu = page.getByRole('button', { name: /menu/i });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Committee' }).click();
  await expect(page).toHaveURL(/\/Committee$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Executive Committee Members' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
  await context.close();
});

test('the desktop navigation is always visible and the home photo enlarges', async ({ browser }) => {
  const { context, page } = await openPage(browser, DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.goto('/');
  await page
    .getByRole('button', { name: /enlarge/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await context.close();
});
