#!/usr/bin/env node
// Runs a command inside the Emulator Suite (firebase emulators:exec) and exits with its status.
// Usage: node scripts/with-emulators.mjs [--slot N] [--import DIR] [--export-on-exit DIR]
//          [--no-web] [--no-functions-build] -- <command ...>
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { importDirFor } from './lib/emulator-import.mjs';
import { ROOT, firebaseCommand, log, prepareSuite, startMaildev } from './lib/emulator-suite.mjs';

function parseArgs(argv) {
  const options = { slot: 1, buildWeb: true, buildFunctions: true, importDir: undefined, exportDir: undefined, command: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') {
      options.command = argv.slice(i + 1);
      break;
    }
    if (arg === '--slot') options.slot = Number(argv[++i]);
    else if (arg === '--import') options.importDir = argv[++i];
    else if (arg === '--export-on-exit') options.exportDir = argv[++i];
    else if (arg === '--no-web') options.buildWeb = false;
    else if (arg === '--no-functions-build') options.buildFunctions = false;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (options.command.length === 0) throw new Error('Give the command to run after --');
  return options;
}

const quote = (part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`);

const options = parseArgs(process.argv.slice(2));
let suite;
try {
  suite = await prepareSuite({ slot: options.slot, buildWeb: options.buildWeb, buildFunctions: options.buildFunctions });
} catch (error) {
  console.error(`[edma] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const maildev = startMaildev(suite.ports, suite.env);
const extra = [];
if (options.importDir)
  extra.push('--import', importDirFor(options.importDir, suite.projectId, join(ROOT, '.cache', 'slots', `s${suite.slot}`, 'import')));
// Without a path, --export-on-exit would swallow the script argument.
if (options.exportDir) extra.push('--export-on-exit', options.exportDir);
const { bin, args } = firebaseCommand(suite, ['emulators:exec', ...extra, options.command.map(quote).join(' ')]);
log(`Emulators on slot ${suite.slot} (project ${suite.projectId}), site ${suite.urls.site}`);
const child = spawn(bin, args, { env: suite.env, stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  maildev.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
