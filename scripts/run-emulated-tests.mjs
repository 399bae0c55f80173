#!/usr/bin/env node
// Runs inside an Emulator Suite (see test.mjs): one lane's share of the API files and browser specs
// (scripts/lib/test-lanes.mjs), and, when asked, the handler tests (--handlers: each file on a
// project of its own, two at a time) and the rules and wire suites (--rules: both run once, in the
// lane that has them). Usage:
//   node scripts/run-emulated-tests.mjs <report dir> --lane N/M [--extra S1,S2,...] [--handlers] [--rules]
// Every lane is given the same --extra (seconds of other work per lane), so each computes the same split.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { laneCandidates, laneFiles } from './lib/test-lanes.mjs';
import { ROOT } from './lib/test-steps.mjs';

const args = process.argv.slice(2);
const reportDir = args[0] && !args[0].startsWith('--') ? args[0] : join(ROOT, '.cache', 'test-reports');
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const [lane = 1, lanes = 1] = (option('--lane') ?? '1/1').split('/').map(Number);
const extra = (option('--extra') ?? '').split(',').filter(Boolean).map(Number);
const run = (command, env = {}) => spawnSync('npx', command, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const planned = laneFiles(laneCandidates(ROOT), lane, lanes, extra);
const files = planned.filter((file) => file.startsWith('tests/api/'));
const specs = planned.filter((file) => file.startsWith('tests/e2e/'));
console.log(`[edma] lane ${lane}/${lanes}: ${files.length} API files, ${specs.length} browser specs`);
const handlersOk = args.includes('--handlers')
  ? run([
      'vitest',
      'run',
      '--project',
      'handlers',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reportDir, 'handlers.json')}`,
    ])
  : true;
const suites = [
  ...(args.includes('--rules') ? ['--project', 'rules', 'tests/rules', '--project', 'wire', 'tests/wire'] : []),
  // Without its files named, vitest would run every file of the project: a lane left none runs none.
  ...(files.length > 0 ? ['--project', 'api', ...files] : []),
];
const vitestOk =
  suites.length === 0 ||
  run([
    'vitest',
    'run',
    ...suites,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir, `emulated-${lane}.json`)}`,
  ]);
// Named by their full paths, which no other spec's path contains (Playwright matches them as patterns).
const browserOk =
  specs.length === 0 ||
  run(['playwright', 'test', ...specs], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, `browser-lane-${lane}.json`) });
process.exit(handlersOk && vitestOk && browserOk ? 0 : 1);
