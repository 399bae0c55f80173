// Everything a run of the Emulator Suite needs, shared by `npm start`, `npm test` and the bench:
// a JDK on PATH, offline emulator binaries, built functions, an emulator-mode web build, and a
// firebase config with this slot's ports.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEmulatorEnv } from './emulator-binaries.mjs';
import { findJdk } from './java.mjs';
import { minimumNodeMajor } from './launch-plan.mjs';
import { FIRESTORE_EMULATOR, ensureSystemPackages, realProbe } from './system-packages.mjs';
import { assertSlotFree, portsForSlot, projectIdForSlot } from './ports.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BIN = join(ROOT, 'node_modules', '.bin');
/** Used only by the local emulators; production reads the DRAW_PASSWORD secret. */
export const LOCAL_DRAW_PASSWORD = 'edma-demo-spin';
/** Signs the emulators' unsubscribe links; production reads the EMAIL_LINK_SECRET secret. */
export const LOCAL_EMAIL_LINK_SECRET = 'edma-local-email-links';
export const REGION = 'europe-west2';

export function log(message) {
  console.log(`[edma] ${message}`);
}

/** The project's one Node minimum, `engines.node` (`.nvmrc`, the functions' runtime and the launcher agree). */
const MIN_NODE_MAJOR = minimumNodeMajor(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')));

/**
 * Node 24 from the per-platform optional dependency (Linux x64 and arm64), else the `node` running
 * this script: elsewhere (macOS) that is the developer's own, e.g. `nvm use`, which reads .nvmrc.
 */
export function nodeBinary() {
  const local = join(BIN, 'node');
  return existsSync(local) ? local : process.execPath;
}

function assertNodeVersion(nodeBin) {
  const version = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const major = Number(/^v(\d+)/.exec(version)?.[1]);
  if (!(major >= MIN_NODE_MAJOR)) {
    throw new Error(
      `Node ${version || '(unknown)'} at ${nodeBin} is too old: the functions and tools need Node ${MIN_NODE_MAJOR} (.nvmrc). ` +
        'On Linux x64 and arm64 `npm start` and `npm test` fetch it; elsewhere run `nvm install && nvm use`.',
    );
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function writeIfChanged(path, content) {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return;
  writeFileSync(path, content);
}

/**
 * Each slot runs its own copy of the built functions (and their .env files), so a build for one
 * suite never reloads the functions of another that is running.
 */
function slotFunctionsDir(slot) {
  return join(ROOT, '.cache', 'slots', `s${slot}`, 'functions');
}

/**
 * The production Content-Security-Policy plus exactly this slot's emulators, which the emulator
 * build talks to on 127.0.0.1 (and localhost, for a browser opened on http://localhost:5000).
 * @param {string} csp
 * @param {{ auth: number, firestore: number, storage: number }} ports
 */
export function emulatorCsp(csp, ports) {
  /** @param {string} scheme @param {number} port */
  const origins = (scheme, port) => [`${scheme}://127.0.0.1:${port}`, `${scheme}://localhost:${port}`];
  /** @type {Record<string, string[]>} */
  const extra = {
    'connect-src': [ports.auth, ports.firestore, ports.storage].flatMap((port) => origins('http', port)),
    // The Auth SDK talks to its emulator through an iframe for popups.
    'frame-src': origins('http', ports.auth),
  };
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) => {
      const name = directive.split(' ')[0] ?? '';
      return extra[name] ? `${directive} ${extra[name].join(' ')}` : directive;
    })
    .join('; ');
}

/** firebase.json with this slot's ports and web build, written beside it so relative paths hold. */
function writeSlotConfig(slot, ports) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) if (header.key === 'Content-Security-Policy') header.value = emulatorCsp(header.value, ports);
  }
  const e = config.emulators;
  e.hub.port = ports.hub;
  e.logging.port = ports.logging;
  e.auth.port = ports.auth;
  e.firestore.port = ports.firestore;
  e.firestore.websocketPort = ports.firestoreWebSocket;
  e.functions.port = ports.functions;
  e.storage.port = ports.storage;
  e.hosting.port = ports.hosting;
  e.eventarc.port = ports.eventarc;
  e.tasks.port = ports.tasks;
  // The handler tests give each file a project of its own (tests/handlers/support/own-project.ts).
  if (slot !== 0) e.singleProjectMode = false;
  config.hosting.public = `web/dist-emulator-s${slot}`;
  delete config.hosting.predeploy;
  for (const fn of config.functions) {
    delete fn.predeploy;
    fn.source = `.cache/slots/s${slot}/functions`;
  }
  const path = join(ROOT, `firebase.slot-${slot}.json`);
  writeIfChanged(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/** Local-only settings the functions read as params and secrets (functions/.env holds the defaults). */
function writeFunctionsEnv(functionsDir, projectId, ports, overrides) {
  const defaults = join(ROOT, 'functions', '.env');
  if (existsSync(defaults)) copyFileSync(defaults, join(functionsDir, '.env'));
  const params = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    SMTP_SECURE: 'false',
    CONTACT_TO: 'committee@edma.local',
    CONTACT_FROM: 'website@edma.local',
    SITE_URL: `http://127.0.0.1:${ports.hosting}`,
    // Every local client is 127.0.0.1, so per-address rate limits would be shared by whole test suites.
    RATE_LIMIT_MULTIPLIER: '50',
    // Spins wait for the local test beacon, not drand: everything runs offline (docs/draw-proof.md).
    DRAW_BEACON: 'local',
    ...overrides,
  };
  writeIfChanged(
    join(functionsDir, `.env.${projectId}`),
    `${Object.entries(params)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n')}\n`,
  );
  writeIfChanged(
    join(functionsDir, '.secret.local'),
    [`DRAW_PASSWORD=${LOCAL_DRAW_PASSWORD}`, 'SMTP_PASSWORD=unused-locally', `EMAIL_LINK_SECRET=${LOCAL_EMAIL_LINK_SECRET}`, ''].join('\n'),
  );
}

export function suiteUrls(ports, projectId) {
  return {
    site: `http://127.0.0.1:${ports.hosting}`,
    functions: `http://127.0.0.1:${ports.functions}/${projectId}/${REGION}/api`,
    mail: `http://127.0.0.1:${ports.mailWeb}`,
  };
}

/** Builds what the emulators serve and returns the config path and environment for firebase-tools. */
export async function prepareSuite({
  slot,
  buildWeb = true,
  buildFunctions = true,
  functionsEnv = {},
  howToUseSlot = (other) => `node scripts/with-emulators.mjs --slot ${other} -- ...`,
}) {
  const ports = portsForSlot(slot);
  await assertSlotFree(slot, howToUseSlot);
  const nodeBin = nodeBinary();
  assertNodeVersion(nodeBin);
  const projectId = projectIdForSlot(slot);
  const jdk = findJdk();
  log(`Java ${jdk.major} from ${jdk.home}`);
  const offline = await offlineEmulatorEnv({
    rootDir: ROOT,
    jdk,
    log,
    installLocalFirestore: () => ensureSystemPackages([FIRESTORE_EMULATOR], realProbe()).messages.forEach(log),
  });
  const urls = suiteUrls(ports, projectId);
  // The Storage emulator keeps its blobs in <tmpdir>/firebase/storage and removes that folder when
  // it stops: each slot gets its own tmpdir so one suite stopping can't break another one running.
  const tmpDir = join(ROOT, '.cache', 'tmp', `slot-${slot}`);
  mkdirSync(tmpDir, { recursive: true });
  const env = {
    ...process.env,
    TMPDIR: tmpDir,
    ...offline,
    // Node 24 (node_modules/.bin, or the developer's own) and the JDK come first: the Functions
    // emulator runs `node` from PATH.
    PATH: [BIN, dirname(nodeBin), jdk.bin, process.env.PATH].join(delimiter),
    // No network probes that stall offline.
    CI: '1',
    NO_UPDATE_NOTIFIER: '1',
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    // Seconds a Functions emulator worker may take to load (default 30). Twenty requests at once start
    // twenty workers; on a busy 2-core machine some took longer, failed to load, and left their
    // requests unanswered.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
    EDMA_SLOT: String(slot),
    EDMA_PROJECT_ID: projectId,
    GCLOUD_PROJECT: projectId,
    E2E_BASE_URL: urls.site,
    FUNCTIONS_BASE_URL: urls.functions,
    MAILDEV_WEB_URL: urls.mail,
    // Where this slot's functions and their .env files live (tests read the params from there).
    EDMA_FUNCTIONS_DIR: slotFunctionsDir(slot),
  };
  const functionsDir = slotFunctionsDir(slot);
  mkdirSync(join(functionsDir, 'lib'), { recursive: true });
  copyFileSync(join(ROOT, 'functions', 'package.json'), join(functionsDir, 'package.json'));
  if (buildFunctions) {
    log('Building functions');
    run(nodeBin, ['functions/build.mjs', join(functionsDir, 'lib')], { env });
  }
  if (!existsSync(join(functionsDir, 'lib', 'index.js'))) {
    // emulators:exec would otherwise run with no functions and still succeed.
    throw new Error(`No built functions in ${functionsDir}: run without --no-functions-build.`);
  }
  if (buildWeb) {
    log('Building the web app for the emulators');
    run(join(BIN, 'vite'), ['build', '--mode', 'emulator', '--outDir', `dist-emulator-s${slot}`, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: join(ROOT, 'web'),
      env: {
        ...env,
        VITE_EMULATORS: 'true',
        VITE_SITE_URL: urls.site,
        VITE_FIREBASE_PROJECT_ID: projectId,
        VITE_FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
        VITE_AUTH_EMULATOR_PORT: String(ports.auth),
        VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
        VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
      },
    });
  }
  writeFunctionsEnv(functionsDir, projectId, ports, functionsEnv);
  const configPath = writeSlotConfig(slot, ports);
  return { slot, ports, projectId, env, configPath, urls, functionsDir };
}

/** A real SMTP catcher with a web inbox, so contact emails can be seen arriving. */
export function startMaildev(ports, env) {
  const child = spawn(
    join(BIN, 'maildev'),
    ['--smtp', String(ports.smtp), '--web', String(ports.mailWeb), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'],
    { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return child;
}

/** The firebase CLI command for this suite: its binary and arguments. */
export function firebaseCommand(suite, args) {
  return { bin: join(BIN, 'firebase'), args: [...args, '--config', suite.configPath, '--project', suite.projectId] };
}
