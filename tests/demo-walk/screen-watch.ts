import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
/** The narrowest phone the site serves: no word may break across lines at this width. */
export const NARROWEST = { width: 360, height: 780 } as const;

/**
 * What a screen left behind since the last reset: page and console errors, and API answers a
 * visitor would not want (5xx always; 4xx unless the path is one the screen expects to be refused).
 */
export interface ScreenWatch {
  problems: string[];
  inFlight: Set<string>;
  /** When the page last navigated, or an API request last began or ended (ms since the epoch). */
  lastActivity: number;
  reset(): void;
}

/** Paths whose refusal is part of what the demo shows, with why. Keep this list short. */
const EXPECTED_REFUSALS: { path: RegExp; status: number; why: string }[] = [];

export async function watchScreen(page: Page): Promise<ScreenWatch> {
  const watch: ScreenWatch = {
    problems: [],
    inFlight: new Set(),
    lastActivity: 0,
    reset() {
      this.problems.length = 0;
    },
  };
  page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The first line says what; the stack of a minified bundle says little more.
    if (message.type() === 'error') watch.problems.push(`console error: ${message.text().split('\n')[0]}`);
  });
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    watch.inFlight.add(`${request.method()} ${request.url()}`);
    watch.lastActivity = Date.now();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.lastActivity = Date.now();
  });
  const ended = (request: { method(): string; url(): string }) => {
    if (watch.inFlight.delete(`${request.method()} ${request.url()}`)) watch.lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const status = response.status();
    if (status < 400) return;
    if (status < 500 && EXPECTED_REFUSALS.some((e) => e.status === status && e.path.test(url.pathname))) return;
    watch.problems.push(`API ${status}: ${response.request().method()} ${url.pathname}`);
  });
  return watch;
}

/**
 * Waits until neither a navigation nor an API request has begun or ended for half a second (at most
 * 20 s). A screen whose answers were all in long before (the same screen widened) goes on at once.
 */
async function settle(page: Page, watch: ScreenWatch): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (watch.inFlight.size === 0 && Date.now() - watch.lastActivity >= 500) return;
    await page.waitForTimeout(100);
  }
  watch.problems.push(`still waiting for ${[...watch.inFlight].join(', ')}`);
}

/** Everything wrong with the screen as it is now, at this width. */
export async function screenProblems(page: Page, watch: ScreenWatch, width: number): Promise<string[]> {
  await page.waitForLoadState('load');
  await settle(page, watch);
  // A loading line still shown once the answers are in is a screen that never arrived.
  const loading = page.getByText(/^Loading\.\.\.$/);
  await loading
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  // The chat button shows once the association's contact details have arrived (a live draw has none;
  // the door screen leaves it out, where a tap meant for a row would open a chat).
  await page
    .locator('.chat-button, .draw-page, .door')
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  const seen = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    errorPage: document.querySelector('.page-error') !== null,
    // Every page but a live draw (which stands alone) sits in the site's shell: header, footer, chat
    // (but the door screen's).
    outsideShell:
      document.querySelector('.draw-page') === null &&
      ['header.site-header', 'footer.site-footer', ...(document.querySelector('.door') ? [] : ['.chat-button'])].filter(
        (selector) => document.querySelector(selector) === null,
      ),
    // PanelBoundary's fallback (web/src/ui/panel-boundary.tsx).
    failedPanels: [...document.querySelectorAll('.panel-failed h2, .panel-failed h3')].map((el) => el.textContent ?? ''),
    loading: [...document.querySelectorAll('main *')].some(
      (el) => el.childElementCount === 0 && el.textContent?.trim() === 'Loading...' && (el as HTMLElement).offsetParent !== null,
    ),
    wide: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && el.offsetParent !== null)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  }));
  const problems = [...watch.problems];
  if (width <= PHONE.width) problems.push(...(await underTheChatButton(page)));
  if (seen.errorPage) problems.push('the error page ("Sorry, this page could not be shown")');
  if (seen.outsideShell && seen.outsideShell.length > 0) problems.push(`outside the site's shell: no ${seen.outsideShell.join(', ')}`);
  for (const panel of seen.failedPanels) problems.push(`a panel could not be shown: ${panel}`);
  if (seen.loading) problems.push('still "Loading..."');
  if (seen.scrollWidth > width) problems.push(`scrolls sideways: ${seen.scrollWidth} px wide (${seen.wide.join(', ')})`);
  watch.reset();
  return problems;
}

/**
 * At the end of the page nothing a member reads or uses sits under the floating chat button: the
 * layout reserves its space (--chat-button-space). Controls and lines of text are checked by their boxes.
 */
async function underTheChatButton(page: Page): Promise<string[]> {
  const covered = await page.evaluate(() => {
    const button = document.querySelector('.chat-button');
    if (!button) return [];
    window.scrollTo(0, document.documentElement.scrollHeight);
    const b = button.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 1 && r.height > 1 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    const hidden = (el: Element) => el.closest('.chat-button, .skip-link, .visually-hidden, [aria-hidden="true"]') !== null;
    const found: string[] = [];
    for (const el of document.querySelectorAll('a, button, input, select, textarea, summary, [tabindex]')) {
      if (!hidden(el) && (el as HTMLElement).offsetParent !== null && overlaps(el.getBoundingClientRect()))
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || hidden(parent) || parent.offsetParent === null) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((r) => overlaps(r))) found.push(`text "${node.textContent.trim().slice(0, 30)}"`);
    }
    window.scrollTo(0, 0);
    return found.slice(0, 3);
  });
  return covered.map((what) => `under the chat button at the end of the page: ${what}`);
}
