import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import type { Section } from '../lib/section.ts';
import { distribution } from '../lib/stats.ts';

/** Quiet time after the last DOM change before a keystroke counts as settled. */
const SETTLE_MS = 300;

interface Keystroke {
  key: string;
  kind: 'type' | 'delete';
  /** From the input event to the last change under the results, or null when nothing changed. */
  ms: number | null;
  familiesOnPage: number;
}

declare global {
  interface Window {
    __bench: { t0: number; last: number; mutations: number; firstList: number };
  }
}

/** Records, in the page, when the list first shows and when each input's results last changed. */
function instrument() {
  const bench = { t0: 0, last: 0, mutations: 0, firstList: 0 };
  window.__bench = bench;
  const watchFirstList = new MutationObserver(() => {
    if (!bench.firstList && document.querySelector('.directory__list > li')) {
      bench.firstList = performance.now();
      watchFirstList.disconnect();
    }
  });
  watchFirstList.observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'input',
    (event) => {
      bench.t0 = event.timeStamp;
      bench.last = 0;
      bench.mutations = 0;
    },
    true,
  );
  const watchResults = () => {
    const results = document.querySelector('.directory__results');
    if (!results) return void requestAnimationFrame(watchResults);
    new MutationObserver(() => {
      bench.last = performance.now();
      bench.mutations += 1;
    }).observe(results, { childList: true, subtree: true, characterData: true, attributes: true });
  };
  watchResults();
}

async function keystroke(page: Page, key: string, kind: Keystroke['kind']): Promise<Keystroke> {
  if (key === 'Backspace') await page.keyboard.press(key);
  else await page.keyboard.type(key);
  await page.waitForFunction(
    (settle) => {
      const b = window.__bench;
      const now = performance.now();
      return now - b.t0 > settle && now - (b.last || b.t0) > settle;
    },
    SETTLE_MS,
    { polling: 50, timeout: 15_000 },
  );
  const sample = await page.evaluate(() => ({
    ms: window.__bench.mutations > 0 ? window.__bench.last - window.__bench.t0 : null,
    familiesOnPage: document.querySelectorAll('.directory__list > li').length,
  }));
  return { key, kind, ...sample, ms: sample.ms === null ? null : Number(sample.ms.toFixed(1)) };
}

export const directoryBrowserSection: Section = {
  name: 'directory-browser',
  title: '4. Directory in the browser: keystroke in the name filter → page 1 re-rendered (1,000 families)',
  phase: 'emulators',
  timeoutMs: 180_000,
  async run(context) {
    const families = await context.directory();
    // Two real names from the seeded data: typing narrows the list letter by letter.
    const names = [families[0]!.members[0]!.name, families[1]!.members[2]!.name];
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
    const strokes: Keystroke[] = [];
    let firstListMs: number;
    try {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await page.addInitScript(instrument);
      await page.goto(`${context.suite().urls.site}/members`);
      await page.waitForSelector('.directory__list > li', { timeout: 60_000 });
      firstListMs = await page.evaluate(() => window.__bench.firstList);
      await page.locator('#filter-name').click();
      for (const [i, name] of names.entries()) {
        for (const char of name) strokes.push(await keystroke(page, char, 'type'));
        // The first name is deleted letter by letter (the list widens again), the second cleared at once.
        if (i === 0) for (const _ of name) strokes.push(await keystroke(page, 'Backspace', 'delete'));
      }
    } finally {
      await browser.close();
    }
    const timed = (kind?: Keystroke['kind']) =>
      strokes.filter((s) => (kind ? s.kind === kind : true) && s.ms !== null).map((s) => s.ms!);
    const all = distribution(timed(), 'ms');
    const typing = distribution(timed('type'), 'ms');
    const deleting = distribution(timed('delete'), 'ms');
    const unchanged = strokes.filter((s) => s.ms === null).length;
    const row = (name: string, d: typeof all) => [name, d.count, d.p50, d.p95, d.max];
    return {
      data: {
        families: families.length,
        typed: names,
        firstListRenderMs: Number(firstListMs.toFixed(0)),
        keystrokeToDom: all,
        typing,
        deleting,
        keystrokesWithoutChange: unchanged,
        keystrokes: strokes,
      },
      tables: [
        {
          title: this.title,
          headers: ['keystrokes', 'n', 'p50 ms', 'p95 ms', 'max ms'],
          rows: [row('all', all), row('typing (narrows)', typing), row('deleting (widens)', deleting)],
          notes: [
            `Typed "${names.join('" and "')}" into Member Name; each keystroke timed from its input event to the last DOM change in the results, after ${SETTLE_MS} ms of quiet.`,
            `First list render after navigation: ${firstListMs.toFixed(0)} ms (includes fetching the 1,000 families). Keystrokes that changed nothing: ${unchanged}.`,
          ],
        },
      ],
      summary: [`Directory filter: keystroke → page 1 rendered p50 ${all.p50} ms, p95 ${all.p95} ms, max ${all.max} ms (${all.count} keystrokes)`],
    };
  },
};
