import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { closeOwnContextsAfterEach } from './own-contexts.ts';

closeOwnContextsAfterEach();

/*
 * Every public route at phone and desktop widths: it renders its heading inside the shell, logs no
 * errors, and axe finds no accessibility violations. The feature specs test what each page does.
 */

const ROUTES = [
  { path: '/', heading: 'East Devon Malayalee Association' },
  { path: '/events', heading: 'Live Stream Onam 2025' },
  { path: '/gallery', heading: 'Photo Albums' },
  { path: '/committee', heading: 'Executive Committee Members' },
  { path: '/Committee', heading: 'Executive Committee Members' },
  // The calendar opens on the current month and names its year.
  { path: '/calendar', heading: `EDMA ${new Date().getFullYear()} Event Calendar` },
  { path: '/contact', heading: /Contact/ },
  { path: '/members', heading: 'Family Members' },
  { path: '/register', heading: 'Family Details' },
  { path: '/an-unknown-page', heading: 'Page not found' },
];

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

async function openPage(browser: Browser, viewport: { width: number; height: number }) {
  // axe needs a page from a context of its own.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // The video platform is out of reach offline.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public pages on a ${device}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} renders in the shell with no accessibility violations`, async ({ browser }) => {
        const { context, page, errors } = await openPage(browser, viewport);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        await expect(page.getByRole('link', { name: /chat with us/i })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  });
}

test('the phone menu opens, reaches a page and closes again', async ({ browser }) => {
  const { context, page } = await openPage(browser, VIEWPORTS.phone);
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
  const { context, page } = await openPage(browser, VIEWPORTS.desktop);
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
