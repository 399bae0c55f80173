import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, FIRESTORE_EMULATOR, ensureSystemPackages } from './system-packages.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const MISSING = '/nonexistent/edma-probe/chromium';
const chromiumAt = (path) => ({ ...CHROMIUM, paths: [path] });

/** A machine where only `present` exists; apt-get "installs" by adding a package's path. */
function machine({ root, aptGet = true, aptWorks = true, provides = {}, platform = 'linux' }) {
  const present = new Set();
  const calls = [];
  const lines = [];
  return {
    calls,
    lines,
    probe: {
      exists: (path) => present.has(path),
      isRoot: () => root,
      hasAptGet: () => aptGet,
      aptGet: (args) => {
        calls.push(args.join(' '));
        if (!aptWorks) return false;
        const pkg = args.at(-1);
        if (args[0] === 'install' && provides[pkg]) present.add(provides[pkg]);
        return true;
      },
      log: (line) => lines.push(line),
      allowInstall: true,
      platform,
    },
  };
}

describe('what the tests need from Debian', () => {
  it('installs a missing Chromium as root, saying so in one line', () => {
    const m = machine({ root: true, provides: { chromium: MISSING } });
    const result = ensureSystemPackages([chromiumAt(MISSING)], m.probe);
    expect(m.calls).toEqual(['update -qq', 'install -y -qq --no-install-recommends chromium']);
    expect(m.lines).toEqual(['Installing chromium with apt-get (for the browser tests).']);
    expect(result).toEqual({ missingRequired: [], messages: [] });
  });

  it('refuses without root, with the exact command, and touches nothing', () => {
    const m = machine({ root: false });
    const result = ensureSystemPackages([chromiumAt(MISSING)], m.probe);
    expect(m.calls).toEqual([]);
    expect(result.missingRequired).toHaveLength(1);
    expect(result.messages).toEqual([
      `Chromium is missing at ${MISSING} (the browser tests need it): sudo apt-get update && sudo apt-get install -y chromium, or set CHROMIUM_PATH to it`,
    ]);
  });

  it('gives macOS its own advice and never runs apt-get there', () => {
    const m = machine({ root: true, platform: 'darwin' });
    const result = ensureSystemPackages([chromiumAt(MISSING)], m.probe);
    expect(m.calls).toEqual([]);
    expect(result.messages).toEqual([
      `Chromium is missing at ${MISSING} (the browser tests need it): brew install --cask chromium, then CHROMIUM_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium (macOS is not a tested platform)`,
    ]);
    expect(result.messages[0]).not.toContain('apt-get');
  });

  it('points a Linux without apt-get at its own package manager and CHROMIUM_PATH', () => {
    const m = machine({ root: true, aptGet: false });
    const [message] = ensureSystemPackages([chromiumAt(MISSING)], m.probe).messages;
    expect(message).toMatch(
      /install Chromium with this system's package manager, or set CHROMIUM_PATH to it \(only Debian and WSL2 Debian are tested\)$/,
    );
  });

  it('says so when apt-get could not install it (no network)', () => {
    const m = machine({ root: true, aptWorks: false });
    const result = ensureSystemPackages([chromiumAt(MISSING)], m.probe);
    expect(result.missingRequired).toHaveLength(1);
    expect(result.messages[0]).toMatch(
      /apt-get could not install it: sudo apt-get update && sudo apt-get install -y chromium, or set CHROMIUM_PATH to it$/,
    );
  });

  it('falls back to firebase-tools downloads when the Firestore emulator cannot be installed', () => {
    const m = machine({ root: true, provides: {} });
    const result = ensureSystemPackages([FIRESTORE_EMULATOR], m.probe);
    expect(m.calls).toContain('install -y -qq --no-install-recommends google-cloud-cli-firestore-emulator');
    expect(result.missingRequired).toEqual([]);
    expect(result.messages[0]).toMatch(/firebase-tools will download its own emulator jars/);
  });

  it('does nothing when everything is there', () => {
    const m = machine({ root: true });
    m.probe.exists = () => true;
    expect(ensureSystemPackages([CHROMIUM, FIRESTORE_EMULATOR], m.probe)).toEqual({ missingRequired: [], messages: [] });
    expect(m.calls).toEqual([]);
  });

  it('npm test stops before any step when Chromium is missing and installing is not allowed', () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'test.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: MISSING, EDMA_SYSTEM_INSTALL: '0' },
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`Chromium is missing at ${MISSING}`);
    expect(result.stdout).toContain('sudo apt-get install -y chromium');
    expect(result.stdout).not.toContain('Typecheck');
  });
});
