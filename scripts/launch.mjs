#!/usr/bin/env node
// `npm start` and `npm test` come here first (`node scripts/launch.mjs start|test [args]`), on
// whatever Node the machine has (18 or newer): fetch the project's Node when the machine's is
// older, `npm ci` on it when node_modules is missing or out of date, then run scripts/<name>.mjs on
// it. The decisions are scripts/lib/launch-plan.mjs; this file only gathers facts and acts.
// Plain JavaScript for Node 18: no newer syntax or APIs.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { INSTALL_STAMP, installStamp, lockedVersion, minimumNodeMajor, planLaunch, projectNodePackage } from './lib/launch-plan.mjs';
import { fetchProjectNode, npmOn } from './lib/project-node.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const SCRIPTS = { start: 'start.mjs', test: 'test.mjs' };

/** @param {string} message */
const log = (message) => console.log(`[edma] ${message}`);
/** @param {string} message */
const fail = (message) => {
  console.error(`[edma] ${message}`);
  process.exit(1);
};

const [name, ...args] = process.argv.slice(2);
const script = SCRIPTS[/** @type {keyof typeof SCRIPTS} */ (name)];
if (!script) fail(`usage: node scripts/launch.mjs ${Object.keys(SCRIPTS).join('|')} [arguments]`);

const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lockText = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
const lock = JSON.parse(lockText);
const lockHash = `sha256-${createHash('sha256').update(lockText).digest('hex')}`;
const stampPath = join(ROOT, 'node_modules', INSTALL_STAMP);

const packageName = projectNodePackage(process.platform, process.arch);
const version = packageName && lockedVersion(lock, packageName);
const projectDir = version ? join(ROOT, '.cache', `node-${version}`) : undefined;
const projectNode =
  packageName && version && projectDir
    ? { name: packageName, version, dir: relative(ROOT, projectDir), present: existsSync(join(projectDir, 'bin', 'node')) }
    : undefined;

const steps = planLaunch({
  machineNode: process.versions.node,
  minimumMajor: minimumNodeMajor(packageJson),
  projectNode,
  nodeModules: existsSync(join(ROOT, 'node_modules')),
  stamp: existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : undefined,
  lockHash,
  script: `npm ${name}`,
});

let nodeBin = process.execPath;
let nodeMajor = Number(process.versions.node.split('.')[0]);
for (const step of steps) {
  if (step.action === 'fail') fail(step.message);
  log(step.message);
  if (step.action === 'fetch-node' && projectNode && projectDir) {
    const integrity = lock.packages[`node_modules/${projectNode.name}`].integrity;
    try {
      fetchProjectNode({ name: projectNode.name, version: projectNode.version, integrity, dir: projectDir, env: process.env });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  } else if (step.action === 'use-node' && projectNode && projectDir) {
    nodeBin = join(projectDir, 'bin', 'node');
    nodeMajor = Number(projectNode.version.split('.')[0]);
  } else if (step.action === 'install') {
    const npm = npmOn(nodeBin, process.env);
    // No funding or audit notices: an install prints nothing but its summary (`npm audit` any time).
    const result = spawnSync(npm.command, [...npm.prefix, 'ci', '--no-fund', '--no-audit'], { cwd: ROOT, env: npm.env, stdio: 'inherit' });
    if (result.status !== 0) fail(`npm ci failed (exit ${result.status}); nothing was started.`);
    writeFileSync(stampPath, `${installStamp(lockHash, nodeMajor)}\n`);
  } else if (step.action === 'run') {
    run();
  }
}

function run() {
  // The project's Node first on PATH, so `node`, `npm` and `npx` in the scripts (and the Functions
  // emulator) run on it too.
  const env = { ...process.env, PATH: [dirname(nodeBin), process.env.PATH || ''].join(delimiter), NODE: nodeBin };
  const child = spawn(nodeBin, [join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env, stdio: 'inherit' });
  // Ctrl-C reaches the script from the terminal itself; a signal sent to this process alone is passed on.
  /** @param {NodeJS.Signals} signal */
  const pass = (signal) => child.kill(signal);
  process.on('SIGINT', pass);
  process.on('SIGTERM', pass);
  child.on('exit', (code, signal) => {
    process.exit(signal ? 128 + (constants.signals[signal] || 0) : (code ?? 1));
  });
}
