import { expect, test } from '@playwright/test';
import { adminAuth, adminDb } from '../support/admin.ts';
import { approvedFamily } from '../support/bookings.ts';
import { useBuiltInContent } from './content-fixtures.ts';
import { closeOwnContextsAfterEach, openConsole, openDashboard, photograph, PHONE, watchPageProblems } from './fixtures.ts';
import { expectNoAxeViolations } from '../support/accessibility.ts';

closeOwnContextsAfterEach();

/*
 * The privacy notice: a visitor finds it from the footer (its own title and share tags in the
 * page's HTML, no console errors or blocked styles); the committee publishes a new version in the
 * console; a signed-in member who accepted the earlier one sees "Our privacy notice has changed"
 * on the dashboard, once. With PRIVACY_SCREENSHOTS=<folder> the page and the banner are
 * photographed at 360 and 1280 px.
 */

const SHOTS = 'PRIVACY_SCREENSHOTS';
const suffix = Date.now().toString(36);

// The built-in notice (version 1) at the start; whatever this file publishes is put back after it.
useBuiltInContent('privacyNotice');

test('a visitor follows the footer link to the privacy notice; its page introduces itself', async ({ browser, request }) => {
  const html = await (await request.get('/privacy')).text();
  expect(html).toContain('<title>Privacy notice - EDMA</title>');
  expect(html).toContain('<meta property="og:title" content="Privacy notice - EDMA" />');

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  await page.goto('/contact');
  // The contact form says how its details are used.
  await expect(page.getByRole('link', { name: /^our privacy notice/ })).toHaveAttribute('href', '/privacy');
  expect(problems, 'on /contact').toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle('Privacy notice - EDMA');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText('Version 1, 25 November 2026')).toBeVisible();
  for (const section of ['Who we are', 'What we hold', 'Who sees what', 'How long we keep it', 'Your rights, and how to use them here']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'ico.org.uk/make-a-complaint' })).toHaveAttribute(
    'href',
    'https://ico.org.uk/make-a-complaint/',
  );
  expect(problems, 'on /privacy').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(problems, 'after measuring').toEqual([]);

  // A link of the notice to the site's own page opens it in the app.
  await page.getByRole('link', { name: 'contact form' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  expect(problems, 'back on /contact').toEqual([]);
  await photograph(page, SHOTS, 'privacy-notice-contact-form', '.contact-form');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await photograph(page, SHOTS, 'privacy-notice-page');
  await context.close();
});

test('the committee publishes a new version; a member who accepted the old one sees it once on the dashboard', async ({ browser }) => {
  test.setTimeout(180_000);
  // A family that accepted version 1 when it registered.
  const family = await approvedFamily('notice', [{ name: 'Nisha Notice', dob: '1980-01-01' }]);
  await adminDb()
    .collection('families')
    .doc(family.familyId)
    .update({ privacy_notice: { version: 1, accepted_at: new Date() } });

  const consolePage = await openConsole(browser, 'privacy');
  const text = consolePage.getByRole('textbox', { name: 'The notice' });
  await expect(text).toHaveValue(/## Who we are/);
  await expect(consolePage.getByText(/Version 1, 25 November 2026/)).toBeVisible();
  await expect(consolePage.getByRole('button', { name: 'Publish as version 2' })).toBeDisabled();
  await text.fill(`${await text.inputValue()}\n\n## Photos at events\n\nWe photograph our events (${suffix}).`);
  await consolePage.getByRole('button', { name: 'Publish as version 2' }).click();
  await expect(consolePage.getByRole('status').filter({ hasText: 'Version 2 of the privacy notice is published.' })).toBeVisible();
  await expect(consolePage.getByRole('button', { name: 'Publish as version 3' })).toBeDisabled();
  await consolePage.context().close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await openDashboard(context, family);
  const banner = page.getByRole('region', { name: 'Our privacy notice has changed' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('We published version 2 on');
  // Shown only once a new version is out: the sweep never sees it, so it is checked here.
  await expectNoAxeViolations(page, '.privacy-notice-banner');
  await photograph(page, SHOTS, 'privacy-notice-banner', '.privacy-notice-banner');

  // Reading it opens the new version beside the dashboard.
  const reading = context.waitForEvent('page');
  await banner.getByRole('link', { name: /^Read the privacy notice/ }).click();
  const notice = await reading;
  await expect(notice.getByRole('heading', { level: 2, name: 'Photos at events' })).toBeVisible();
  await expect(notice.getByText(`We photograph our events (${suffix}).`)).toBeVisible();
  await notice.close();

  await banner.getByRole('button', { name: 'OK' }).click();
  await expect(banner).toBeHidden();
  const { uid } = await adminAuth().getUserByEmail(family.email);
  expect((await adminDb().collection('privacyNoticeSeen').doc(uid).get()).get('version')).toBe(2);

  // Once: not again on the next visit.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Privacy and your data' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Our privacy notice has changed' })).toHaveCount(0);
  await context.close();
});
