import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SPIN_KEY_HEADER, DRAWS } from '@edma/contract/draw';
import { chromium } from 'playwright-core';
import { LOCAL_DRAW_PASSWORD } from '../../scripts/lib/emulator-suite.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { BENCH_DIR } from '../lib/paths.ts';
import type { Section, SectionOutput } from '../lib/section.ts';
import { distribution } from '../lib/stats.ts';
import type { Cell } from '../lib/table.ts';

const DRAW = DRAWS.find((d) => d.id === 'chitti-C')!;
const SAMPLE_MS = 8_000;
/** The draws feature's own measurement, when it provides one. */
const FEATURE_MODULES = ['wheel-fps.ts', 'wheel-fps.mjs', 'wheel-fps.js'].map((name) => join(BENCH_DIR, name));

type MeasureWheelFps = (options: { baseUrl: string; drawId: string }) => Promise<unknown>;

/**
 * Fallback: open the draw page, start a spin and count, for a few seconds of the 40 s animation,
 * the animation frames in which the wheel's rotation actually moved.
 */
async function sampleWheel(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${baseUrl}/${DRAW.id}`);
    await page.waitForSelector('.draw-wheel__rotor', { timeout: 60_000 });
    const response = await fetch(`${baseUrl}${DRAW.spinPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SPIN_KEY_HEADER]: LOCAL_DRAW_PASSWORD },
      body: '{}',
    });
    if (!response.ok) throw new Error(`Spin on ${DRAW.id} answered ${response.status}: ${await response.text()}`);
    return await page.evaluate(
      ({ sampleMs }) =>
        new Promise<{ frameTimes: number[]; moved: number; frames: number; seconds: number }>((resolve, reject) => {
          const rotor = document.querySelector('.draw-wheel__rotor')!;
          const angle = () => getComputedStyle(rotor).transform;
          const started = performance.now();
          const frameTimes: number[] = [];
          let previous = angle();
          let first = 0;
          let last = 0;
          let moved = 0;
          const tick = (now: number) => {
            const current = angle();
            if (current !== previous) {
              if (!first) first = now;
              else frameTimes.push(now - last);
              moved += 1;
              last = now;
              previous = current;
            }
            if (first && now - first >= sampleMs)
              return resolve({ frameTimes, moved, frames: frameTimes.length, seconds: (now - first) / 1000 });
            if (!first && now - started > 20_000) return reject(new Error('The wheel did not start turning within 20 s'));
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      { sampleMs: SAMPLE_MS },
    );
  } finally {
    await browser.close();
  }
}

function tableOf(result: unknown): Cell[][] {
  if (typeof result !== 'object' || result === null) return [['result', String(result)]];
  return Object.entries(result).map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : (value as Cell)]);
}

export const wheelSection: Section = {
  name: 'wheel',
  title: '8. Wheel animation frame rate during a spin',
  phase: 'emulators',
  timeoutMs: 150_000,
  async run(context): Promise<SectionOutput> {
    await context.draws();
    const baseUrl = context.suite().urls.site;
    const feature = FEATURE_MODULES.find((path) => existsSync(path));
    if (feature) {
      const module = (await import(pathToFileURL(feature).href)) as { measureWheelFps?: MeasureWheelFps };
      if (typeof module.measureWheelFps !== 'function') throw new Error(`${feature} exports no measureWheelFps`);
      const result = await module.measureWheelFps({ baseUrl, drawId: DRAW.id });
      const fps = (result as { fps?: unknown } | null)?.fps;
      return {
        data: { source: feature, drawId: DRAW.id, result },
        tables: [
          { title: this.title, headers: ['measure', 'value'], rows: tableOf(result), notes: [`Measured by ${feature} on /${DRAW.id}.`] },
        ],
        summary: [`Wheel: ${typeof fps === 'number' ? `${fps.toFixed(1)} fps` : JSON.stringify(result)} during a spin`],
      };
    }
    const sample = await sampleWheel(baseUrl);
    const fps = Number((sample.frames / sample.seconds).toFixed(1));
    const frames = distribution(sample.frameTimes, 'ms');
    const slow = sample.frameTimes.filter((t) => t > 50).length;
    return {
      data: {
        source: 'bench fallback (rAF sampling of the rotor transform)',
        drawId: DRAW.id,
        fps,
        frameInterval: frames,
        framesOver50ms: slow,
        seconds: sample.seconds,
      },
      tables: [
        {
          title: this.title,
          headers: ['fps', 'frame p50 ms', 'frame p95 ms', 'frame max ms', 'frames > 50 ms'],
          rows: [[fps, frames.p50, frames.p95, frames.max, slow]],
          notes: [
            `Headless Chromium without GPU, ${SAMPLE_MS / 1000} s of the spin on /${DRAW.id}: frames in which the wheel's rotation changed.`,
          ],
        },
      ],
      summary: [`Wheel: ${fps} fps during a spin (frame p95 ${frames.p95} ms)`],
    };
  },
};
