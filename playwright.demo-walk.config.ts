import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The demo walk (tests/demo-walk): run by `npm test` in an Emulator Suite of its own that imports
 * emulator-data/ exactly as `npm start` does (scripts/run-demo-walk.mjs).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/demo-walk',
  outputDir: `test-results/demo-walk-slot-${process.env.EDMA_SLOT ?? 'local'}`,
  // A screen that fails, fails: a second try would only hide a screen that fails now and then.
  retries: 0,
});
