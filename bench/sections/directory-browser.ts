import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import type { Section } from '../lib/section.ts';
import { distribution } from '../lib/stats.ts';
import { typingTargets } from '../lib/typing-targets.ts';

/** Quiet time after the last DOM change before a keystroke counts as settled. */
const SETTLE_MS = 300;

interface Keystroke {
  key: string;
  kind: 'type' | 'delete';
  /** From the input event to the last change under the results, or null when nothing changed. */
  ms: number | null;
  /** From the input event to the first frame after it was handled (the typed letter on screen). */
  nextFrameMs: number;
  familiesOnPage: number;
}

declare global {
  interface Window {
    __bench: { t0: number; last: number; mutations: number; firstList: number; nextFrame: number };
  }
}

/** Records, in the page, when the list first shows and when each input's results last changed. */
function instrument() {
  const bench = { t0: 0, last: 0, mutations: 0, firstList: 0, nextFrame: 0 };
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
      bench.nextFrame = 0;
      // A task after the next animation frame runs once that frame is painted.
      requestAnimationFrame(() => setTimeout(() => (bench.nextFrame = performance.now())));
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
      return b.nextFrame > 0 && now - b.t0 > settle && now - (b.last || b.t0) > settle;
    },
    SETTLE_MS,
    { polling: 50, timeout: 15_000 },
  );
  const sample = await page.evaluate(() => ({
    ms: window.__bench.mutations > 0 ? window.__bench.last - window.__bench.t0 : null,
    nextFrameMs: window.__bench.nextFrame - window.__bench.t0,
    familiesOnPage: document.querySelectorAll('.directory__list > li').length,
  }));
  return {
    key,
    kind,
    ...sample,
    ms: sample.ms === null ? null : Number(sample.ms.toFixed(1)),
    nextFrameMs: Number(sample.nextFrameMs.toFixed(1)),
  };
}

export const directoryBrowserSection: Section = {
  name: 'directory-browser',
  title: '4. Directory in the browser: keystroke in the name filter → page 1 re-rendered (1,000 families)',
  phase: 'emulators',
  timeoutMs: 180_000,
  async run(context) {
    const families = await context.directory();
    // Two real names from the seeded data whose letters keep narrowing the list.
    const names = typingTargets(families, 2);
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
    const timed = (kind?: Keystroke['kind']) => strokes.filter((s) => (kind ? s.kind === kind : true) && s.ms !== null).map((s) => s.ms!);
    const all = distribution(timed(), 'ms');
    const typing = distribution(timed('type'), 'ms');
    const deleting = distribution(timed('delete'), 'ms');
    const unchanged = strokes.filter((s) => s.ms === null).length;
    const nextFrame = distribution(
      strokes.map((s) => s.nextFrameMs),
      'ms',
    );
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
        keystrokeToNextFrame: nextFrame,
        keystrokes: strokes,
      },
      tables: [
        {
          title: this.title,
          headers: ['keystroke →', 'n', 'p50 ms', 'p95 ms', 'max ms'],
          rows: [
            row('results updated: all', all),
            row('results updated: typing (narrows)', typing),
            row('results updated: deleting (widens)', deleting),
            row('next frame (letter shown), all', nextFrame),
          ],
          notes: [
            `Typed "${names.join('" and "')}" into Member Name (the first deleted again letter by letter); each keystroke timed from its input event to the last DOM change in the results (${SETTLE_MS} ms of quiet).`,
            `${unchanged} of ${strokes.length} keystrokes matched the same families as before and changed no DOM: they count only in "next frame".`,
            `First list render after navigation: ${firstListMs.toFixed(0)} ms (includes fetching the 1,000 families through the API).`,
          ],
        },
      ],
      summary: [
        `Directory filter: keystroke → page 1 re-rendered p50 ${all.p50} ms, p95 ${all.p95} ms, max ${all.max} ms (${all.count} keystrokes); → next frame p95 ${nextFrame.p95} ms`,
      ],
    };
  },
};
