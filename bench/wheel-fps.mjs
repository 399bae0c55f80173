#!/usr/bin/env node
// Frame rate of a draw wheel during a spin, in a real browser.
// Usage: node bench/wheel-fps.mjs --base-url http://127.0.0.1:5060 [--draw chitti-A] [--duration 5000]
// As a module: measureWheelFps({ baseUrl, drawId }) -> { fps, droppedFrames, longTasks, ... }
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const FRAME_MS = 1000 / 60;

/** Runs in the page: samples every animation frame and the wheel's computed transform. */
async function sampleFrames(durationMs) {
  const rotor = document.querySelector('.draw-wheel__rotor');
  if (!rotor) throw new Error('No wheel on the page');
  const longTasks = [];
  let observer;
  try {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
  } catch {
    // longtask entries are Chromium-only; elsewhere report none.
  }
  const frames = [];
  await new Promise((resolve) => {
    const start = performance.now();
    const tick = (now) => {
      frames.push({ at: now, transform: getComputedStyle(rotor).transform });
      if (now - start < durationMs) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
  observer?.disconnect();
  return { frames, longTasks };
}

function summarise({ frames, longTasks }) {
  const intervals = frames.slice(1).map((frame, i) => frame.at - frames[i].at);
  const spanMs = frames.length > 1 ? frames.at(-1).at - frames[0].at : 0;
  const droppedFrames = intervals.reduce((sum, dt) => sum + Math.max(0, Math.round(dt / FRAME_MS) - 1), 0);
  const sorted = [...intervals].sort((a, b) => a - b);
  const transforms = new Set(frames.map((frame) => frame.transform));
  return {
    fps: spanMs > 0 ? Math.round(((frames.length - 1) * 1000 * 10) / spanMs) / 10 : 0,
    droppedFrames,
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((sum, ms) => sum + ms, 0)),
    frames: frames.length,
    p95FrameMs: sorted.length ? Math.round(sorted[Math.floor(sorted.length * 0.95)] * 10) / 10 : 0,
    // Different transforms sampled: proves the wheel was really turning while measured.
    distinctTransforms: transforms.size,
  };
}

/**
 * Opens the draw page, starts a spin (the server refuses with 409 if one is already running, which
 * is as good) and samples frames for `durationMs` from the start of the spin, the fastest part.
 */
export async function measureWheelFps({
  baseUrl,
  drawId = 'chitti-A',
  durationMs = 5_000,
  password = process.env.EDMA_DRAW_PASSWORD ?? 'edma-demo-spin',
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  browserArgs = [],
}) {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...browserArgs] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL(`/${drawId}`, baseUrl).href);
    await page.locator('.draw-wheel__rotor [data-segment]').first().waitFor();
    const spinPath = { 'chitti-A': '/api/spin.php', 'chitti-B': '/api/spin-b.php', 'chitti-C': '/api/spin-c.php' }[drawId];
    const status = await page.evaluate(
      async ({ path, password }) => (await fetch(path, { method: 'POST', headers: { 'x-draw-password': password } })).status,
      { path: spinPath, password },
    );
    if (status !== 200 && status !== 409) throw new Error(`Spin request answered HTTP ${status}`);
    await page.getByRole('button', { name: 'Spinning...' }).waitFor({ timeout: 15_000 });
    const result = summarise(await page.evaluate(sampleFrames, durationMs));
    return { ...result, spinStatus: status };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const baseUrl = arg('base-url', process.env.E2E_BASE_URL);
  if (!baseUrl) throw new Error('Give --base-url or E2E_BASE_URL');
  const result = await measureWheelFps({
    baseUrl,
    drawId: arg('draw', 'chitti-A'),
    durationMs: Number(arg('duration', 5_000)),
  });
  console.log(JSON.stringify(result, null, 2));
}
