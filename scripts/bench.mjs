#!/usr/bin/env node
// `npm run bench`: runs bench/run-all.ts on Node 24 (which runs TypeScript directly), whatever
// `node` started this script. Options pass through, e.g. `npm run bench -- --only bundle`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, nodeBinary } from './lib/emulator-suite.mjs';

const node = nodeBinary();
const child = spawn(node, ['--disable-warning=ExperimentalWarning', join(ROOT, 'bench', 'run-all.ts'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
// Ctrl-C reaches the bench too (same process group); it stops what it started and exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
