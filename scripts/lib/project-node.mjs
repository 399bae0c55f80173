// The project's Node, fetched from the npm registry (the node-linux-<arch> package package-lock.json
// pins) into .cache/node-<version>/, the folder scripts/project-node.sh uses too. In JavaScript so
// that `npm start` and `npm test` need no bash. Runs on the machine's Node 18+: no newer APIs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/**
 * How to run npm on a given Node: npm's own script when npm started us (so the npm the user typed
 * is the one that runs), else `npm` from PATH with that Node's folder first (npm starts with
 * `#!/usr/bin/env node`).
 * @param {string} nodeBin
 * @param {NodeJS.ProcessEnv} env
 */
export function npmOn(nodeBin, env) {
  const execPath = env.npm_execpath;
  const childEnv = { ...env, PATH: [dirname(nodeBin), env.PATH || ''].join(delimiter), NODE: nodeBin, npm_node_execpath: nodeBin };
  if (execPath && /\.c?js$/.test(execPath) && existsSync(execPath)) {
    return { command: nodeBin, prefix: [execPath], env: childEnv };
  }
  return { command: 'npm', prefix: [], env: childEnv };
}

/**
 * Downloads and unpacks `name@version` into `dir`, checking the tarball against the lockfile's
 * integrity. Unpacks beside it first and renames, so a half-done fetch never looks ready.
 * @param {{ name: string, version: string, integrity?: string, dir: string, env: NodeJS.ProcessEnv }} options
 */
export function fetchProjectNode({ name, version, integrity, dir, env }) {
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const npm = npmOn(process.execPath, env);
    const pack = spawnSync(npm.command, [...npm.prefix, 'pack', '--silent', `${name}@${version}`], {
      cwd: partial,
      env: npm.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = (pack.stdout || '').trim().split('\n').pop() || '';
    if (pack.status !== 0 || !tarball || !existsSync(join(partial, tarball))) {
      throw new Error(`npm pack ${name}@${version} failed (exit ${pack.status}): is the npm registry reachable?`);
    }
    if (integrity) {
      const at = integrity.indexOf('-');
      const [algorithm, expected] = [integrity.slice(0, at), integrity.slice(at + 1)];
      const actual = createHash(algorithm)
        .update(readFileSync(join(partial, tarball)))
        .digest('base64');
      if (actual !== expected) throw new Error(`${tarball} does not match package-lock.json's integrity`);
    }
    const untar = spawnSync('tar', ['xzf', tarball, '--strip-components=1'], { cwd: partial, stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`tar could not unpack ${tarball} (exit ${untar.status})`);
    rmSync(join(partial, tarball), { force: true });
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  const check = spawnSync(join(dir, 'bin', 'node'), ['--version'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`${join(dir, 'bin', 'node')} does not run on this machine`);
}
