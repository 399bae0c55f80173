import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/*
 * The checks every screen answers to: axe finds nothing, and no word breaks across lines. The demo
 * walk runs them on each screen of the demo data; the browser specs on the states only they reach.
 */

/** Pages whose every new document loads axe itself (injectAxe). */
const axeOnEveryDocument = new WeakSet<Page>();
/** Pages axe has been sent to at least once. */
const axeSentTo = new WeakSet<Page>();
/** What AxeBuilder injects before each run: axe is already there (injectAxe). */
const AXE_ALREADY_INJECTED = 'void 0';

/**
 * Puts axe into each frame of the page that lacks it. Sending its half-megabyte source costs about
 * a second, and AxeBuilder sends it twice per run: here it goes once per document, and a page that
 * needs it in a second document gets it as an init script, loaded from then on by every document
 * it opens without being sent again.
 */
async function injectAxe(page: Page): Promise<void> {
  const missing = (frame: Frame) => frame.evaluate(() => !('axe' in window));
  if (await missing(page.mainFrame())) {
    if (axeSentTo.has(page) && !axeOnEveryDocument.has(page)) {
      axeOnEveryDocument.add(page);
      await page.addInitScript(axe.source);
    }
    axeSentTo.add(page);
    await page.evaluate(axe.source);
  }
  // Other frames as AxeBuilder treats them: given a second each, and skipped if they never answer.
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    const inject = async () => {
      if (await missing(frame)) await frame.evaluate(axe.source);
    };
    await Promise.race([inject().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  }
}

/**
 * axe finds nothing on the page (or inside `include`). Same-origin frames only, and violations
 * only: the site's one cross-origin frame is the video platform's, blocked offline; and the
 * default mode opens a second page per run to merge frame results, which tripled the time.
 */
/** What axe finds on the page (or inside `include`), one line per rule broken. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await injectAxe(page);
  const builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}

/**
 * Each word (a run of letters and digits: a line may break at punctuation such as "/", "-" or "](")
 * drawn on more than one line: a column too narrow for its words shows up here as a word whose
 * text range has client rects on two lines.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim()) continue;
      // Text only for screen readers sits in a 1 px box by design.
      if (parent.getBoundingClientRect().width <= 1 || parent.closest('.visually-hidden, script, style, noscript')) continue;
      // Addresses (an email's links shown in the console's messages) break anywhere: no word in them.
      const inAddress = (index: number) => {
        const from = Math.max(text.lastIndexOf(' ', index), text.lastIndexOf('\n', index)) + 1;
        return /^(https?:\/\/|www\.)/.test(text.slice(from).split(/\s/)[0] ?? '');
      };
      for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
        if (inAddress(match.index)) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((rect) => rect.top);
        const lineHeight = Math.min(...rects.map((rect) => rect.height));
        if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) {
          const where = `${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).trim().split(/\s+/).join('.')}` : ''}`;
          found.push(`"${match[0]}" in ${where}`);
        }
      }
    }
    return found;
  });
}

/** No word on the screen breaks across lines (soft: one run lists every screen's broken words). */
export async function expectWholeWords(page: Page, screen: string): Promise<void> {
  // Webfonts change widths: measure with the final faces.
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await brokenWords(page), `words broken across lines on ${screen}`).toEqual([]);
}
