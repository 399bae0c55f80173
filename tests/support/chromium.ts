import { existsSync } from 'node:fs';

/** Debian's Chromium: a downloaded browser cannot be had offline. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser tests' Chromium: Debian's headless shell of the same build when installed (the same
 * Blink, without the whole browser's windowing: a fifth less CPU per screen), else the whole browser.
 * The bench keeps the whole browser, as visitors have it.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

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
