// Builds storage-rules-runtime.jar: the Cloud Storage rules runtime that firebase-tools starts
// through STORAGE_EMULATOR_BINARY_PATH, compiled against the Firebase Rules engine inside the
// Cloud Firestore emulator jar. The jar holds only this program's classes; its manifest points
// at the Firestore emulator jar by absolute path, so `java -jar storage-rules-runtime.jar serve`
// works on the machine that built it.
//
// Direct use: node tools/storage-rules-runtime/build.mjs [outDir]
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const HERE = dirname(fileURLToPath(import.meta.url));
const SOURCE_DIR = join(HERE, 'src', 'main', 'java');
const MAIN_CLASS = 'org.edma.storagerules.Main';
const JAR_NAME = 'storage-rules-runtime.jar';
const STAMP_NAME = 'storage-rules-runtime.stamp.json';
const HANDSHAKE_TIMEOUT_MS = 30_000;

export const DEFAULT_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Compiles the runtime (javac --release 21) and packages it, unless the jar is newer than every
 * source, this script and the Firestore jar, and was built against the same Firestore jar path.
 * A fresh build is started once to check that it answers the start-up handshake.
 *
 * @param {{ javaBin: string, javacBin: string, jarBin: string, firestoreJar: string, outDir: string }} options
 *   absolute paths of a JDK 21+ `java`, `javac` and `jar`, of the Firestore emulator jar, and of
 *   the output folder
 * @returns {Promise<string>} the absolute path of storage-rules-runtime.jar
 */
export async function buildStorageRulesRuntime({ javaBin, javacBin, jarBin, firestoreJar, outDir }) {
  for (const [name, value] of Object.entries({ javaBin, javacBin, jarBin, firestoreJar, outDir })) {
    if (typeof value !== 'string' || !isAbsolute(value)) {
      throw new Error(`buildStorageRulesRuntime: ${name} must be an absolute path, got ${value}`);
    }
  }
  if (!existsSync(firestoreJar)) {
    throw new Error(`Cloud Firestore emulator jar not found: ${firestoreJar}`);
  }

  const jarPath = join(outDir, JAR_NAME);
  const stampPath = join(outDir, STAMP_NAME);
  const sources = await javaSources(SOURCE_DIR);
  if (await isUpToDate({ jarPath, stampPath, firestoreJar, inputs: [...sources, fileURLToPath(import.meta.url)] })) {
    return jarPath;
  }

  await mkdir(outDir, { recursive: true });
  // Everything is built in a private folder and renamed into place, so concurrent builds into
  // the same outDir never see a half-written jar.
  const work = await mkdtemp(join(outDir, '.build-'));
  try {
    const classes = join(work, 'classes');
    await runTool(javacBin, [
      '--release',
      '21',
      '-encoding',
      'UTF-8',
      // The Firestore jar's classes reference annotation classes it does not ship; javac warns
      // about each one. Nothing in our own code is hidden by this.
      '-nowarn',
      '-classpath',
      firestoreJar,
      '-d',
      classes,
      ...sources,
    ]);

    const manifest = join(work, 'MANIFEST.MF');
    await writeFile(manifest, manifestText(firestoreJar));
    const builtJar = join(work, JAR_NAME);
    await runTool(jarBin, ['--create', '--file', builtJar, '--manifest', manifest, '-C', classes, '.']);

    await checkHandshake(javaBin, builtJar);
    await rename(builtJar, jarPath);
    await writeFile(stampPath, JSON.stringify({ firestoreJar }, null, 2) + '\n');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return jarPath;
}

/** @param {string} dir */
async function javaSources(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.java'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  if (files.length === 0) throw new Error(`No Java sources under ${dir}`);
  return files;
}

/** @param {{ jarPath: string, stampPath: string, firestoreJar: string, inputs: string[] }} build */
async function isUpToDate({ jarPath, stampPath, firestoreJar, inputs }) {
  try {
    const stamp = JSON.parse(await readFile(stampPath, 'utf8'));
    if (stamp.firestoreJar !== firestoreJar) return false;
    const jarTime = (await stat(jarPath)).mtimeMs;
    const inputTimes = await Promise.all([...inputs, firestoreJar].map(async (file) => (await stat(file)).mtimeMs));
    return inputTimes.every((time) => time < jarTime);
  } catch {
    return false;
  }
}

/** @param {string} firestoreJar */
function manifestText(firestoreJar) {
  const classPath = `file:${pathToFileURL(firestoreJar).pathname}`;
  const attributes = [
    ['Manifest-Version', '1.0'],
    ['Main-Class', MAIN_CLASS],
    ['Class-Path', classPath],
  ];
  return attributes.map(([name, value]) => wrapManifestLine(`${name}: ${value}`)).join('') + '\n';
}

/**
 * Manifest lines may hold at most 72 bytes; longer values continue on lines starting with a space.
 * @param {string} line ASCII only (the jar path is URL-encoded)
 */
function wrapManifestLine(line) {
  const chunks = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) chunks.push(' ' + line.slice(i, i + 71));
  return chunks.map((chunk) => chunk + '\n').join('');
}

/**
 * @param {string} tool
 * @param {string[]} args
 */
async function runTool(tool, args) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (caught) {
    const error = /** @type {Error & { stdout?: string, stderr?: string }} */ (caught);
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`${tool} failed${output ? `:\n${output}` : `: ${error.message}`}`, { cause: caught });
  }
}

/**
 * Starts the new jar the way firebase-tools does and waits for its handshake line. This catches
 * a wrong Class-Path or an incompatible Firestore jar at build time rather than in the emulator.
 * @param {string} javaBin
 * @param {string} jarPath
 * @returns {Promise<void>}
 */
function checkHandshake(javaBin, jarPath) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(javaBin, ['-Djava.security.manager=disallow', '-Duser.language=en', '-jar', jarPath, 'serve'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => fail(`no handshake within ${HANDSHAKE_TIMEOUT_MS} ms`), HANDSHAKE_TIMEOUT_MS);

    /** @param {string} reason */
    function fail(reason) {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`The built storage rules runtime does not start (${reason}).\n${stderr.trim()}`));
    }

    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline < 0) return;
      let reply;
      try {
        reply = JSON.parse(stdout.slice(0, newline));
      } catch {
        reply = undefined;
      }
      if (reply?.id === -1 && reply.status === 'ok') {
        clearTimeout(timer);
        child.stdin.end();
        resolvePromise();
      } else {
        fail(`unexpected first line: ${stdout.slice(0, newline)}`);
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code) => {
      if (!stdout.includes('\n')) fail(`exit code ${code}`);
    });
  });
}

async function main() {
  const { findJdk } = await import('../../scripts/lib/java.mjs');
  const { java: javaBin, javac: javacBin, jar: jarBin } = findJdk();
  const outDir = resolve(process.argv[2] ?? join(HERE, 'build'));
  const firestoreJar = resolve(process.env.FIRESTORE_EMULATOR_JAR ?? DEFAULT_FIRESTORE_JAR);
  const jarPath = await buildStorageRulesRuntime({ javaBin, javacBin, jarBin, firestoreJar, outDir });
  console.log(jarPath);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
