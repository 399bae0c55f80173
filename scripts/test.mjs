#!/usr/bin/env node
// `npm test`: every check, in order of cost. Each step runs even when an earlier one failed, so one
// run shows everything that is wrong; the exit status is non-zero if anything failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_HEADLESS_SHELL, requireSystemPackages } from './lib/system-packages.mjs';
import { runLanes } from './lib/parallel-steps.mjs';
import { DEMO_WALK_SLOT, ROOT, SECOND_TEST_SLOT, TEST_SLOT, summarise } from './lib/test-steps.mjs';

// Each tool picks its own mode (vitest: test, vite build: production); an inherited NODE_ENV
// would load React's production build into the component tests.
delete process.env.NODE_ENV;

const reportDir = join(ROOT, '.cache', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

// Seconds of other work each lane has besides its API files and browser specs (the rules and wire
// suites on the first, the handler tests on the second), so both lanes split the files alike and
// end together (scripts/lib/test-lanes.mjs). The first's 100: its suites' 35 s, and the 65 s its
// whole runs took beyond their files' seconds (setting up each rules and wire file).
const LANE_EXTRA_SECONDS = '100,290';
const node = (script, ...args) => ({ command: process.execPath, args: [join(ROOT, 'scripts', script), ...args] });
const withEmulators = (slot, extra, script, ...args) =>
  node('with-emulators.mjs', '--slot', String(slot), ...extra, '--', 'node', join(ROOT, 'scripts', script), ...args);

const results = [];
const stages = [];
const started = Date.now();
/** A stage: lanes side by side, its seconds kept for the summary. */
async function stage(name, lanes) {
  const at = Date.now();
  console.log(`\n━━━━ ${name}`);
  const stepResults = await runLanes(lanes, { cwd: ROOT });
  results.push(...stepResults);
  stages.push({ name, seconds: (Date.now() - at) / 1000 });
}

// Chromium for the browser tests, and its headless shell that runs them (the Firestore emulator is
// seen to by the emulator suite).
requireSystemPackages([CHROMIUM, CHROMIUM_HEADLESS_SHELL]);

// The production build for the bundle budgets; a real deploy gets its address from firebase deploy.
process.env.VITE_SITE_URL ??= 'http://127.0.0.1:5000';
await stage('Checks and build', [
  { name: 'types', steps: [{ name: 'Typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'], isCheck: true }] },
  {
    name: 'lint',
    steps: [
      { name: 'Lint and import boundaries', command: 'npm', args: ['run', '--silent', 'lint'], isCheck: true },
      { name: 'Production build', command: 'npm', args: ['run', '--silent', 'build'], isCheck: true },
    ],
  },
]);
await stage('Unit and component tests', [
  {
    name: 'unit',
    steps: [
      {
        name: 'Unit and component tests',
        command: 'npx',
        args: [
          'vitest',
          'run',
          // vitest's default is one worker fewer than the cores: one, on the 2-core machine, with nothing else running.
          '--maxWorkers=2',
          ...['contract', 'functions', 'scripts', 'web', 'storage-rules-runtime', 'budgets', 'bench'].flatMap((p) => ['--project', p]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(reportDir, 'unit.json')}`,
        ],
      },
    ],
  },
]);
// Three Emulator Suites side by side. Two share out the API files (a file shares its database only
// with its own lane's) and the browser specs, by their seconds; the first also runs the rules and
// wire suites, the second the handler tests (each file on a project of its own, two at a time). The
// third holds the demo data exactly as `npm start` imports it (DEMO_WALK_SLOT): every stored
// document through its schema, then every screen of every demo account in the browser.
await stage('Emulator tests (rules, API, browser; demo data and walk)', [
  {
    name: 'emulators-1',
    steps: [
      {
        name: 'Rules, wire, and lane 1 of the API and browser tests',
        ...withEmulators(TEST_SLOT, [], 'run-emulated-tests.mjs', reportDir, '--lane', '1/2', '--extra', LANE_EXTRA_SECONDS, '--rules'),
      },
    ],
  },
  {
    name: 'emulators-2',
    steps: [
      {
        name: 'Handler tests, and lane 2 of the API and browser tests',
        ...withEmulators(
          SECOND_TEST_SLOT,
          [],
          'run-emulated-tests.mjs',
          reportDir,
          '--lane',
          '2/2',
          '--extra',
          LANE_EXTRA_SECONDS,
          '--handlers',
        ),
      },
    ],
  },
  {
    // Beside the two lanes from the start: its Emulator Suite's start and its waits (a dashboard held
    // open for a minute) fill the cores' gaps instead of adding to the second lane's time.
    name: 'demo',
    steps: [
      {
        name: 'Demo data and the demo walk',
        ...withEmulators(DEMO_WALK_SLOT, ['--import', join(ROOT, 'emulator-data')], 'run-demo-walk.mjs', reportDir),
      },
    ],
  },
]);

const counts = summarise(reportDir, readFileSync);
console.log('\n━━ Summary');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(0)} s)`);
// Where the time went: each stage's wall time (its lanes ran side by side).
for (const s of stages) console.log(`⏱ ${s.name}: ${s.seconds.toFixed(0)} s`);
console.log(`⏱ Total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
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
