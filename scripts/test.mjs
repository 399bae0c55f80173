#!/usr/bin/env node
// `npm test`: every check, in order of cost. Each step runs even when an earlier one failed, so one
// run shows everything that is wrong; the exit status is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, requireSystemPackages } from './lib/system-packages.mjs';
import { DEMO_WALK_SLOT, ROOT, TEST_SLOT, summarise } from './lib/test-steps.mjs';

// Each tool picks its own mode (vitest: test, vite build: production); an inherited NODE_ENV
// would load React's production build into the component tests.
delete process.env.NODE_ENV;

const reportDir = join(ROOT, '.cache', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const results = [];
function step(name, command, args, { isCheck = false } = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const ok = result.status === 0;
  results.push({ name, ok, isCheck, seconds: (Date.now() - started) / 1000 });
  return ok;
}

// Chromium for the browser tests (the Firestore emulator is seen to by the emulator suite).
requireSystemPackages([CHROMIUM]);

step('Typecheck', 'npm', ['run', '--silent', 'typecheck'], { isCheck: true });
step('Lint and import boundaries', 'npm', ['run', '--silent', 'lint'], { isCheck: true });
// The production build for the bundle budgets; a real deploy gets its address from firebase deploy.
process.env.VITE_SITE_URL ??= 'http://127.0.0.1:5000';
step('Production build', 'npm', ['run', '--silent', 'build'], { isCheck: true });
step('Unit and component tests', 'npx', [
  'vitest',
  'run',
  ...['contract', 'functions', 'scripts', 'web', 'storage-rules-runtime', 'budgets', 'bench'].flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, 'unit.json')}`,
]);
step('Emulator tests (rules, API, browser)', process.execPath, [
  join(ROOT, 'scripts', 'with-emulators.mjs'),
  '--slot',
  String(TEST_SLOT),
  '--',
  'node',
  join(ROOT, 'scripts', 'run-emulated-tests.mjs'),
  reportDir,
]);

// The demo data exactly as `npm start` imports it, in a suite of its own (DEMO_WALK_SLOT): every
// stored document through its schema, then every screen of every demo account in the browser.
step('Demo data and the demo walk', process.execPath, [
  join(ROOT, 'scripts', 'with-emulators.mjs'),
  '--slot',
  String(DEMO_WALK_SLOT),
  '--import',
  join(ROOT, 'emulator-data'),
  '--',
  'node',
  join(ROOT, 'scripts', 'run-demo-walk.mjs'),
  reportDir,
]);

const counts = summarise(reportDir, readFileSync);
console.log('\n━━ Summary');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(0)} s)`);
if (counts.failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of counts.failures) console.log(`  ✘ ${failure}`);
}
const failedSteps = results.filter((r) => !r.ok).length;
// Typecheck, lint and build have no test count of their own: each failing one counts once.
const failedChecks = results.filter((r) => r.isCheck && !r.ok).length;
const flaky = counts.flaky > 0 ? ` (${counts.flaky} flaky: passed only on retry)` : '';
console.log(`\n${counts.passed} passed, ${counts.failed + failedChecks} failed${flaky}, ${counts.skipped} skipped`);
if (counts.passed === 0) console.error('No test ran: that is not a pass.');
process.exit(failedSteps === 0 && counts.failed === 0 && counts.passed > 0 ? 0 : 1);
