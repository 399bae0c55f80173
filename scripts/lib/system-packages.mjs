// What the project needs from the operating system (beyond npm), and how a fresh Debian machine
// gets it: installed with apt-get when we may (root, apt-get present), with one line saying so;
// otherwise refused with the exact command to type.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from './test-steps.mjs';
import { LOCAL_FIRESTORE_JARS } from './emulator-binaries.mjs';

/**
 * @typedef {object} SystemNeed
 * @property {string} name what it is, for messages
 * @property {string} aptPackage the Debian package that provides it
 * @property {string[]} paths it is present when one of these exists
 * @property {string} why what needs it
 * @property {string} [pathVariable] the environment variable that points at it elsewhere
 * @property {string} [macInstall] how to get it on macOS
 * @property {boolean} required false: the project can do without it (a fallback exists)
 * @property {string} [fallback] what happens without it (only when not required)
 */

/** @type {SystemNeed} */
export const CHROMIUM = {
  name: 'Chromium',
  aptPackage: 'chromium',
  paths: [CHROMIUM_PATH],
  why: 'the browser tests',
  required: true,
  pathVariable: 'CHROMIUM_PATH',
  macInstall: 'brew install --cask chromium, then CHROMIUM_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium',
};

/** @type {SystemNeed} */
export const CHROMIUM_HEADLESS_SHELL = {
  name: "Chromium's headless shell",
  aptPackage: 'chromium-headless-shell',
  paths: [CHROMIUM_HEADLESS_SHELL_PATH],
  why: 'the browser tests, with a fifth less CPU per screen than the whole browser',
  required: false,
  fallback: 'the browser tests run on the whole Chromium, more slowly',
};

/** @type {SystemNeed} */
export const FIRESTORE_EMULATOR = {
  name: 'the Cloud Firestore emulator',
  aptPackage: 'google-cloud-cli-firestore-emulator',
  paths: LOCAL_FIRESTORE_JARS,
  why: 'the Firestore and Storage emulators offline',
  required: false,
  fallback: 'firebase-tools will download its own emulator jars (this needs the network)',
};

/**
 * @typedef {object} SystemProbe
 * @property {(path: string) => boolean} exists
 * @property {() => boolean} isRoot
 * @property {() => boolean} hasAptGet
 * @property {(args: string[]) => boolean} aptGet runs apt-get with these arguments; true on success
 * @property {(line: string) => void} log
 * @property {boolean} allowInstall false when EDMA_SYSTEM_INSTALL=0 (never touch the system)
 * @property {string} [platform] process.platform: what to advise (apt-get is Debian's; default linux)
 */

/** @returns {SystemProbe} */
export function realProbe(env = process.env) {
  return {
    exists: existsSync,
    isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: () => existsSync('/usr/bin/apt-get'),
    aptGet: (args) =>
      spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } }).status ===
      0,
    log: (line) => console.log(`[edma] ${line}`),
    allowInstall: env.EDMA_SYSTEM_INSTALL !== '0',
    platform: process.platform,
  };
}

/** @param {SystemNeed} need @param {SystemProbe} probe */
const isPresent = (need, probe) => need.paths.some((path) => probe.exists(path));

/** @param {string[]} packages */
export const installCommand = (packages) => `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;

/**
 * What to type to get `need` on this machine: apt-get on Debian (the tested platforms: Debian and
 * WSL2 Debian), Homebrew on macOS, otherwise the package manager's own way and the path variable.
 * @param {SystemNeed} need @param {SystemProbe} probe
 */
export function installAdvice(need, probe) {
  const platform = probe.platform ?? 'linux';
  const pointAt = need.pathVariable ? `, or set ${need.pathVariable} to it` : '';
  if (platform === 'darwin' && need.macInstall) return `${need.macInstall} (macOS is not a tested platform)`;
  if (platform === 'linux' && probe.hasAptGet()) return `${installCommand([need.aptPackage])}${pointAt}`;
  return `install ${need.name} with this system's package manager${pointAt} (only Debian and WSL2 Debian are tested)`;
}

/**
 * Makes sure each need is present, installing what is missing when allowed.
 * Returns the problems left: each with the message to print. Required ones mean "stop".
 * @param {SystemNeed[]} needs
 * @param {SystemProbe} probe
 * @returns {{ missingRequired: SystemNeed[], messages: string[] }}
 */
export function ensureSystemPackages(needs, probe) {
  const missing = needs.filter((need) => !isPresent(need, probe));
  if (missing.length === 0) return { missingRequired: [], messages: [] };
  const packages = missing.map((need) => need.aptPackage);
  const canInstall = probe.allowInstall && (probe.platform ?? 'linux') === 'linux' && probe.isRoot() && probe.hasAptGet();
  if (canInstall) {
    probe.log(`Installing ${packages.join(' ')} with apt-get (for ${missing.map((need) => need.why).join(' and ')}).`);
    // One package at a time: a package apt does not know (the Firestore emulator comes from Google's
    // own apt source) must not stop the others.
    if (probe.aptGet(['update', '-qq'])) {
      for (const need of missing) probe.aptGet(['install', '-y', '-qq', '--no-install-recommends', need.aptPackage]);
    }
  }
  const stillMissing = missing.filter((need) => !isPresent(need, probe));
  const messages = stillMissing.map((need) =>
    need.required
      ? `${need.name} is missing at ${need.paths[0]} (${need.why} need it)${canInstall ? ' and apt-get could not install it' : ''}: ${installAdvice(need, probe)}`
      : `${need.name} is not installed (${need.aptPackage}): ${need.fallback}.`,
  );
  return { missingRequired: stillMissing.filter((need) => need.required), messages };
}

/**
 * Prints what is missing and exits when something required is: for the command-line scripts.
 * @param {SystemNeed[]} needs
 */
export function requireSystemPackages(needs, probe = realProbe()) {
  const { missingRequired, messages } = ensureSystemPackages(needs, probe);
  for (const message of messages) probe.log(message);
  if (missingRequired.length > 0) process.exit(1);
}
