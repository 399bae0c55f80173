import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_QUIET_FLAGS, TEST_CHROMIUM_PATH } from './tests/support/chromium.ts';

/*
 * The video platform is out of reach offline: its names resolve to nothing at once, instead of a
 * wait. Refused in the browser rather than with page.route, which turns off the HTTP cache (every
 * page then fetched the app's scripts again).
 */
const NO_VIDEO_PLATFORM = '--host-resolver-rules=MAP *youtube.com ~NOTFOUND, MAP *youtube-nocookie.com ~NOTFOUND';
const chromium = { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_QUIET_FLAGS, NO_VIDEO_PLATFORM] };

/** Browser tests run against the Hosting emulator started by scripts/with-emulators.mjs. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One retry tells a flaky test from a broken one; a flaky test still fails the run. Not tied to
  // CI, which the emulator runner sets only to quiet firebase-tools.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 90_000,
  // One folder per emulator slot, so parallel runs never share trace files.
  outputDir: `test-results/slot-${process.env.EDMA_SLOT ?? 'local'}`,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5010',
    launchOptions: chromium,
    // A trace records a screencast of every frame: kept for every test, it cost a third of the
    // browser's CPU. The retry of a failed test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The committee signs in once; the console specs reuse its session (tests/e2e/fixtures.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...devices['Desktop Chrome'], ...{ launchOptions: chromium } } },
    { name: 'desktop', dependencies: ['setup'], use: { ...devices['Desktop Chrome'], ...{ launchOptions: chromium } } },
  ],
});
