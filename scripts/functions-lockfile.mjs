#!/usr/bin/env node
// `npm run functions:lock`: writes functions/package-lock.json, the lockfile Cloud Build installs the
// deployed functions from (`npm ci` in functions/). The repository's own lockfile covers the whole
// workspace and is not uploaded, so without this a deploy would resolve versions afresh each time.
// Run it after changing functions/package.json, and commit the result.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/test-steps.mjs';

const staging = mkdtempSync(join(tmpdir(), 'edma-functions-lock-'));
try {
  // Outside the workspace, so npm resolves the functions package on its own, as Cloud Build does.
  copyFileSync(join(ROOT, 'functions', 'package.json'), join(staging, 'package.json'));
  const result = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: staging,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm install --package-lock-only failed (exit ${result.status})`);
  copyFileSync(join(staging, 'package-lock.json'), join(ROOT, 'functions', 'package-lock.json'));
  console.log('Wrote functions/package-lock.json: commit it with functions/package.json.');
} finally {
  rmSync(staging, { recursive: true, force: true });
}
