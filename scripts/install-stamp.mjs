#!/usr/bin/env node
// Run by npm after every install of the repository (package.json `postinstall`): records the
// lockfile's hash and the Node that installed, so `npm start` and `npm test` (scripts/launch.mjs)
// know node_modules is current, whether the install was theirs or a developer's own `npm ci`.
// Plain JavaScript for Node 18+, like the launcher.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTALL_STAMP, installStamp } from './lib/launch-plan.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockText = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
const lockHash = `sha256-${createHash('sha256').update(lockText).digest('hex')}`;
if (existsSync(join(ROOT, 'node_modules'))) {
  writeFileSync(join(ROOT, 'node_modules', INSTALL_STAMP), `${installStamp(lockHash, Number(process.versions.node.split('.')[0]))}\n`);
}
