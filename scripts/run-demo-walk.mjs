#!/usr/bin/env node
// Runs inside an Emulator Suite that imported emulator-data/ exactly as `npm start` does (see
// test.mjs): first every stored document is read through its schema, then the browser walks every
// screen of every demo account (tests/demo-walk). Nothing here writes the demo data back.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/test-steps.mjs';

const reportDir = process.argv[2] ?? join(ROOT, '.cache', 'test-reports');
const run = (args, env = {}) => spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const shapesOk = run([
  'vitest',
  'run',
  '--project',
  'demo-data',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, 'demo-data.json')}`,
]);
const walkOk = run(['playwright', 'test', '-c', 'playwright.demo-walk.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, 'demo-walk.json'),
});
process.exit(shapesOk && walkOk ? 0 : 1);
