import { existsSync } from 'node:fs';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../../scripts/lib/test-steps.mjs';

/** Debian's Chromium (a downloaded browser cannot be had offline); CHROMIUM_PATH overrides it. */
export { CHROMIUM_PATH };

/**
 * The browser tests' Chromium: Debian's headless shell of the same build when installed (the same
 * Blink, without the whole browser's windowing: a fifth less CPU per screen), else the whole browser.
 * The bench keeps the whole browser, as visitors have it.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(CHROMIUM_HEADLESS_SHELL_PATH) ? CHROMIUM_HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Flags that keep Chromium from stalling on a closed network (no update, sync or first-run calls). */
export const CHROMIUM_QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
