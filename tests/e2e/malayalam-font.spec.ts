import { expect, test } from '@playwright/test';

/*
 * The home page's Malayalam line is drawn in its webfont, not in whatever face comes first in the
 * page's stack: on Linux `system-ui` claims the Malayalam code points and draws empty boxes. The line
 * as the page styles it must look exactly like the same line with only the webfont set.
 */

const FACE = 'Noto Sans Malayalam';

test('the Malayalam line renders in its webfont, pixel for pixel as with the font set explicitly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const line = page.locator('p[lang="ml"]');
  await expect(line).toBeVisible();
  // The face is fetched for this text (unicode-range) and has finished loading.
  await expect
    .poll(() =>
      page.evaluate(async (face) => {
        await document.fonts.ready;
        return [...document.fonts].some((font) => font.family.replaceAll('"', '') === face && font.status === 'loaded');
      }, FACE),
    )
    .toBe(true);

  const asStyled = await line.screenshot({ animations: 'disabled' });
  const styledWidth = await line.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().width;
  });

  // The same element, the same place and size: only the font family changes.
  await line.evaluate((element, face) => {
    (element as HTMLElement).style.fontFamily = `'${face}'`;
  }, FACE);
  await page.evaluate(() => document.fonts.ready);
  const explicit = await line.screenshot({ animations: 'disabled' });
  const explicitWidth = await line.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().width;
  });

  expect(styledWidth).toBeCloseTo(explicitWidth, 1);
  expect(asStyled.equals(explicit), 'the line as styled and in the webfont alone are the same pixels').toBe(true);
});
