#!/usr/bin/env node
// `npm run bench`: runs bench/run-all.ts on Node 24 (which runs TypeScript directly), whatever
// `node` started this script. Options pass through, e.g. `npm run bench -- --only bundle`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, nodeBinary } from './lib/emulator-suite.mjs';

const node = nodeBinary();
// The bench's production build (Lighthouse, bundle sizes) is served by vite preview, which has no
// Hosting /__/firebase/init.json: it gets an explicit demo config and a local address instead.
const benchBuildEnv = {
  VITE_SITE_URL: 'http://127.0.0.1:5000',
  VITE_FIREBASE_PROJECT_ID: 'demo-edma',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-edma.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
};
const child = spawn(node, ['--disable-warning=ExperimentalWarning', join(ROOT, 'bench', 'run-all.ts'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...benchBuildEnv, ...process.env },
});
// Ctrl-C reaches the bench too (same process group); it stops what it started and exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
