/**
 * The app's one reader of `import.meta.env` (ESLint refuses it anywhere else). Every value is checked
 * when this module loads, so a bad build setting stops the app with an error that names it, instead
 * of showing up later as a call to port NaN or a sign-in to a project with a stray space in its id.
 */

/** The Firebase web config baked into the build; each value absent or a non-empty string without spaces. */
export interface BuildFirebaseConfig {
  projectId?: string;
  apiKey?: string;
  authDomain?: string;
  appId?: string;
  storageBucket?: string;
}

export interface AppEnv {
  firebase: BuildFirebaseConfig;
  /** Ports of the local Emulator Suite (emulator builds only; the defaults are those of `npm start`). */
  emulatorPorts: { auth: number; firestore: number; storage: number };
}

const FIREBASE_KEYS = {
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  appId: 'VITE_FIREBASE_APP_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
} as const satisfies Record<keyof BuildFirebaseConfig, string>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** A setting that may be absent (undefined or empty) but, when given, has no whitespace. */
function optionalToken(raw: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || /\s/.test(value))
    throw new EnvError(`Build setting ${key} is ${JSON.stringify(value)}: expected a value without spaces, or none.`);
  return value;
}

function port(raw: Readonly<Record<string, unknown>>, key: string, fallback: number): number {
  const value = optionalToken(raw, key);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 65535)
    throw new EnvError(`Build setting ${key} is "${value}": expected a port number from 1 to 65535.`);
  return number;
}

/** The checked settings of a build's environment; throws an EnvError naming the first bad value. */
export function parseAppEnv(raw: Readonly<Record<string, unknown>>): AppEnv {
  const firebase: BuildFirebaseConfig = {};
  for (const [option, key] of Object.entries(FIREBASE_KEYS) as [keyof BuildFirebaseConfig, string][]) {
    const value = optionalToken(raw, key);
    if (value !== undefined) firebase[option] = value;
  }
  return {
    firebase,
    emulatorPorts: {
      auth: port(raw, 'VITE_AUTH_EMULATOR_PORT', 9099),
      firestore: port(raw, 'VITE_FIRESTORE_EMULATOR_PORT', 8080),
      storage: port(raw, 'VITE_STORAGE_EMULATOR_PORT', 9199),
    },
  };
}

// eslint-disable-next-line no-restricted-syntax -- the one place that reads it
export const appEnv: AppEnv = parseAppEnv(import.meta.env);
