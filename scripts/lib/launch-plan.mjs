// What `npm start` and `npm test` do before their real script: the decisions as one pure function
// over facts gathered by scripts/launch.mjs, so every case is tested without a network or a disk.
// Runs on the machine's own Node, 18 or newer: plain JavaScript, no newer syntax or APIs.

/** The oldest machine Node the launcher starts from; it fetches the project's Node from there. */
export const FLOOR_NODE_MAJOR = 18;

/** Written into node_modules after a successful install; compared with the lockfile's hash. */
export const INSTALL_STAMP = '.edma-install-stamp';

/**
 * The major of `engines.node` (">=24" gives 24), the one Node minimum of the project.
 * @param {{ engines?: { node?: string } }} packageJson
 */
export function minimumNodeMajor(packageJson) {
  const match = /(\d+)/.exec((packageJson.engines && packageJson.engines.node) || '');
  if (!match) throw new Error('package.json has no engines.node minimum');
  return Number(match[1]);
}

/**
 * The npm package carrying a Node binary for this platform, or undefined where there is none.
 * @param {string} platform process.platform
 * @param {string} arch process.arch
 */
export function projectNodePackage(platform, arch) {
  if (platform === 'linux' && (arch === 'x64' || arch === 'arm64')) return `node-linux-${arch}`;
  return undefined;
}

/**
 * The version package-lock.json pins for a package, or undefined.
 * @param {{ packages?: Record<string, { version?: string }> }} lock
 * @param {string} name
 */
export function lockedVersion(lock, name) {
  const entry = lock.packages && lock.packages[`node_modules/${name}`];
  return entry && entry.version;
}

/**
 * What the stamp holds: the lockfile's hash and the Node major that installed (a native module or
 * an engines-dependent choice made on another Node is not this install).
 * @param {string} lockHash
 * @param {number} nodeMajor
 */
export function installStamp(lockHash, nodeMajor) {
  return `${lockHash} node ${nodeMajor}`;
}

/** @param {string} version e.g. "20.20.2" or "v20.20.2" */
function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/**
 * @typedef {{ action: 'fail' | 'fetch-node' | 'use-node' | 'install' | 'run', message: string }} LaunchStep
 * @typedef {{
 *   machineNode: string,
 *   minimumMajor: number,
 *   projectNode?: { name: string, version: string, dir: string, present: boolean },
 *   nodeModules: boolean,
 *   stamp?: string,
 *   lockHash: string,
 *   script: string,
 * }} LaunchFacts
 */

/**
 * The steps, in order, each with its one-line message. `fail` ends the list.
 * - machineNode: the version of the Node running the launcher;
 * - projectNode: the locked node-linux-<arch> package and its folder under .cache/ (undefined where
 *   no such package exists, or none is locked);
 * - nodeModules: whether node_modules exists; stamp: the install stamp's text, if any.
 * @param {LaunchFacts} facts
 * @returns {LaunchStep[]}
 */
export function planLaunch(facts) {
  /** @type {LaunchStep[]} */
  const steps = [];
  const machineMajor = majorOf(facts.machineNode);
  const minimum = facts.minimumMajor;
  if (!(machineMajor >= FLOOR_NODE_MAJOR)) {
    return [
      {
        action: 'fail',
        message:
          `Node ${facts.machineNode} is too old to start from: install Node ${FLOOR_NODE_MAJOR} or newer ` +
          `(Node ${minimum} is what the project runs on), e.g. from https://nodejs.org or with nvm.`,
      },
    ];
  }
  let runMajor = machineMajor;
  let runVersion = facts.machineNode.replace(/^v/, '');
  if (machineMajor < minimum) {
    const project = facts.projectNode;
    if (!project) {
      return [
        {
          action: 'fail',
          message:
            `The project runs on Node ${minimum}; this machine's is ${runVersion}, and the npm registry has ` +
            `no Node package for this platform to fetch. Install Node ${minimum} (e.g. \`nvm install\`, ` +
            'which reads .nvmrc) and run this again.',
        },
      ];
    }
    if (!project.present) {
      steps.push({
        action: 'fetch-node',
        message: `Node ${runVersion} is older than the project's ${minimum}: fetching ${project.name}@${project.version} from the npm registry into ${project.dir}`,
      });
    }
    steps.push({ action: 'use-node', message: `Using Node ${project.version} from ${project.dir}` });
    runMajor = majorOf(project.version);
    runVersion = project.version;
  }
  const wanted = installStamp(facts.lockHash, runMajor);
  if (!facts.nodeModules) {
    steps.push({ action: 'install', message: `node_modules is missing: npm ci on Node ${runVersion}` });
  } else if (facts.stamp === undefined) {
    steps.push({ action: 'install', message: `node_modules has no record of its install: npm ci on Node ${runVersion}` });
  } else if (facts.stamp.split(' node ')[0] !== facts.lockHash) {
    steps.push({ action: 'install', message: `package-lock.json changed since the last install: npm ci on Node ${runVersion}` });
  } else if (facts.stamp !== wanted) {
    steps.push({ action: 'install', message: `node_modules was installed on another Node: npm ci on Node ${runVersion}` });
  }
  steps.push({ action: 'run', message: `${facts.script} on Node ${runVersion}` });
  return steps;
}
