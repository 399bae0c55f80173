import { expect, test, type Page } from '@playwright/test';

/*
 * Buttons are defined once (web/src/app/global.css). A page's stylesheet stays in the document after
 * a client-side visit, so a page that redefined them would change buttons everywhere afterwards.
 */

async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function buttonBox(page: Page) {
  const cta = page.getByRole('link', { name: 'Register Us Today' });
  await expect(cta).toBeVisible();
  return cta.evaluate((element) => {
    const style = getComputedStyle(element);
    const { width, height } = element.getBoundingClientRect();
    return {
      borderRadius: style.borderRadius,
      padding: style.padding,
      borderWidth: style.borderWidth,
      borderColor: style.borderColor,
      width,
      height,
    };
  });
}

test('a primary button keeps its shape after a visit to /dashboard', async ({ page }) => {
  await page.goto('/');
  const before = await buttonBox(page);

  // Signed out, the dashboard loads its chunk (and stylesheet), alerts and moves on to /login.
  page.on('dialog', (dialog) => void dialog.accept());
  await navigateInApp(page, '/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.dashboard__header'))),
      ),
    )
    .toBe(true);

  await navigateInApp(page, '/');
  expect(await buttonBox(page)).toEqual(before);
});
