#!/usr/bin/env node
// Runs inside the Emulator Suite (see test.mjs): the rules and API suites, then the browser tests.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/test-steps.mjs';

const reportDir = process.argv[2] ?? join(ROOT, '.cache', 'test-reports');
const run = (args, env = {}) => spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const vitestOk = run([
  'vitest',
  'run',
  '--project',
  'rules',
  '--project',
  'api',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, 'emulated.json')}`,
]);
const browserOk = run(['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, 'browser.json') });
process.exit(vitestOk && browserOk ? 0 : 1);
