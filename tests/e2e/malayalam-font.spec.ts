import { expect, test } from '@playwright/test';

/*
 * The home page's Malayalam line is drawn in its webfont, not in whatever face comes first in the
 * page's stack: on Linux `system-ui` claims the Malayalam code points and draws empty boxes. The
 * browser says which face drew each glyph (DevTools' CSS.getPlatformFontsForNode): every Malayalam
 * letter must come from the webfont. Spaces and punctuation fall outside its unicode-range by design,
 * and which face draws them is the machine's choice, so the line is checked on its letters alone.
 */

const FACE = 'Noto Sans Malayalam';

test('the Malayalam line renders in its webfont, every letter of it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const line = page.locator('p[lang="ml"]');
  await expect(line).toBeVisible();
  const letters = await line.evaluate((element) => {
    element.textContent = (element.textContent ?? '').replace(/[^\u0D00-\u0D7F\u200C\u200D]/gu, '');
    return element.textContent;
  });
  expect(letters.length).toBeGreaterThan(5);
  // The face is fetched for this text (unicode-range) and has finished loading.
  await expect
    .poll(() =>
      page.evaluate(async (face) => {
        await document.fonts.ready;
        return [...document.fonts].some((font) => font.family.replaceAll('"', '') === face && font.status === 'loaded');
      }, FACE),
    )
    .toBe(true);

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'p[lang="ml"]' });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  // One face drew every glyph: the webfont (its file, or an installed copy of the same face).
  expect(fonts.map((font) => font.familyName)).toEqual([FACE]);
  expect(fonts[0]!.glyphCount).toBeGreaterThan(0);
});
