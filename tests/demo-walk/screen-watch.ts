import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * What a screen left behind since the last reset: page and console errors, and API answers a
 * visitor would not want (5xx always; 4xx unless the path is one the screen expects to be refused).
 */
export interface ScreenWatch {
  problems: string[];
  inFlight: Set<string>;
  reset(): void;
}

/** Paths whose refusal is part of what the demo shows, with why. Keep this list short. */
const EXPECTED_REFUSALS: { path: RegExp; status: number; why: string }[] = [];

export async function watchScreen(page: Page): Promise<ScreenWatch> {
  const watch: ScreenWatch = {
    problems: [],
    inFlight: new Set(),
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
    if (isApi(request.url())) watch.inFlight.add(`${request.method()} ${request.url()}`);
  });
  page.on('requestfinished', (request) => watch.inFlight.delete(`${request.method()} ${request.url()}`));
  page.on('requestfailed', (request) => watch.inFlight.delete(`${request.method()} ${request.url()}`));
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

/** Waits until no API request has been open for half a second (at most 20 s). */
async function settle(page: Page, watch: ScreenWatch): Promise<void> {
  const deadline = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (watch.inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
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
  const seen = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    errorPage: document.querySelector('.page-error') !== null,
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
  if (seen.errorPage) problems.push('the error page ("Sorry, this page could not be shown")');
  for (const panel of seen.failedPanels) problems.push(`a panel could not be shown: ${panel}`);
  if (seen.loading) problems.push('still "Loading..."');
  if (seen.scrollWidth > width) problems.push(`scrolls sideways: ${seen.scrollWidth} px wide (${seen.wide.join(', ')})`);
  watch.reset();
  return problems;
}
