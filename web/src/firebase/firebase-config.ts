import type { FirebaseOptions } from 'firebase/app';
import { appEnv } from '../app/env.ts';

/**
 * Where the web app's Firebase config comes from, with no demo values to fall back on:
 * - emulator builds: web/.env.emulator (and the slot's values from scripts/lib/emulator-suite.mjs);
 * - production builds: the deployed project's own config, which Firebase Hosting serves at
 *   /__/firebase/init.json, unless the build was given every VITE_FIREBASE_* value explicitly
 *   (vite.config.ts refuses a production build that has only some of them).
 */
export const HOSTING_INIT_URL = '/__/firebase/init.json';

/** What the app cannot work without: sign-in needs the API key and the auth domain of the right project. */
export const REQUIRED_OPTIONS = ['projectId', 'apiKey', 'authDomain', 'appId'] as const;

const buildOptions: FirebaseOptions = appEnv.firebase;

/** The options when every required value is a non-empty string; otherwise an error naming what is missing. */
export function checkedOptions(candidate: unknown, source: string): FirebaseOptions {
  const options = (candidate ?? {}) as Record<string, unknown>;
  const missing = REQUIRED_OPTIONS.filter((key) => typeof options[key] !== 'string' || options[key] === '');
  if (missing.length > 0) throw new Error(`The Firebase web config from ${source} has no ${missing.join(', ')}.`);
  return options as FirebaseOptions;
}

/** The Firebase options for this build: baked in (emulators, explicit build values) or from Hosting. */
export async function loadFirebaseOptions(fetchJson: (url: string) => Promise<unknown> = fetchInitJson): Promise<FirebaseOptions> {
  if (__EMULATOR_BUILD__ || buildOptions.projectId) return checkedOptions(buildOptions, 'the build (VITE_FIREBASE_*)');
  return checkedOptions(await fetchJson(HOSTING_INIT_URL), HOSTING_INIT_URL);
}

async function fetchInitJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  return response.json();
}

export const emulatorPorts = appEnv.emulatorPorts;
