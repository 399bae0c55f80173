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

/** The look the form kit (web/src/ui/forms.css) gives a control, read in the browser. */
async function controlLook(page: Page, name: string, role: 'textbox' | 'combobox') {
  const control = page.getByRole(role, { name, exact: true });
  await expect(control).toBeVisible();
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    const token = getComputedStyle(document.documentElement).getPropertyValue('--color-input-border').trim();
    // The token as the browser resolves a colour, to compare with the computed border.
    const probe = document.createElement('span');
    probe.style.color = token;
    document.body.append(probe);
    const tokenColour = getComputedStyle(probe).color;
    probe.remove();
    return {
      borderColor: style.borderTopColor,
      tokenColour,
      borderRadius: style.borderTopLeftRadius,
      minHeight: style.minHeight,
      paddingLeft: style.paddingLeft,
    };
  });
}

test('the contact form and the directory filters share the form kit’s controls, coloured by the tokens', async ({ page }) => {
  await page.goto('/contact');
  const contact = await controlLook(page, 'Name', 'textbox');
  await navigateInApp(page, '/members');
  const directory = await controlLook(page, 'Location', 'combobox');

  expect(contact.borderColor).toBe(contact.tokenColour);
  expect(directory).toEqual(contact);
});
