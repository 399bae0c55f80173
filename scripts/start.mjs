#!/usr/bin/env node
// `npm start`: the whole site on the Emulator Suite with the demo data, until Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importDirFor } from './lib/emulator-import.mjs';
import { LOCAL_DRAW_PASSWORD, ROOT, firebaseCommand, log, prepareSuite, startMaildev } from './lib/emulator-suite.mjs';

const slot = Number(process.env.EDMA_SLOT ?? 0);
let suite;
try {
  suite = await prepareSuite({ slot, howToUseSlot: (other) => `EDMA_SLOT=${other} npm start` });
} catch (error) {
  console.error(`[edma] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const maildev = startMaildev(suite.ports, suite.env);
const dataDir = join(ROOT, 'emulator-data');
const importArgs = existsSync(join(dataDir, 'firebase-export-metadata.json'))
  ? ['--import', importDirFor(dataDir, suite.projectId, join(ROOT, '.cache', 'slots', `s${slot}`, 'import'))]
  : [];
if (importArgs.length === 0) log('No emulator-data export found: starting with empty emulators.');
const { bin, args } = firebaseCommand(suite, ['emulators:start', ...importArgs]);
const child = spawn(bin, args, { env: suite.env, stdio: ['inherit', 'pipe', 'inherit'] });

let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && chunk.toString().includes('All emulators ready')) {
    announced = true;
    console.log(
      [
        '',
        `  EDMA is running on the emulators:`,
        `    Site:          ${suite.urls.site}`,
        `    Mail inbox:    ${suite.urls.mail}`,
        `    Demo sign-in:  demo.member@gmail.com (on /login)`,
        `    Draw password: ${LOCAL_DRAW_PASSWORD}`,
        '  Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    );
  }
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  log('Stopping the emulators...');
  child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  maildev.kill('SIGTERM');
  process.exit(code ?? 0);
});
