import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseCommand, prepareSuite, startMaildev } from '../../scripts/lib/emulator-suite.mjs';
import { CACHE_DIR, ROOT } from './paths.ts';
import { descendants, stopProcessTree, waitForOutput } from './processes.ts';

/**
 * Scales the functions' rate limits on the bench slot only: every bench client is 127.0.0.1, and the
 * write load sends hundreds of registrations an hour. Production keeps its limits (functions/.env).
 */
export const BENCH_RATE_LIMIT_MULTIPLIER = 1000;

export interface RunningSuite {
  slot: number;
  projectId: string;
  ports: Record<string, number>;
  urls: { site: string; functions: string; mail: string };
  /** The Hosting emulator's public folder (the emulator-mode web build of this slot). */
  hostingPublicDir: string;
  storageBucket: string;
  logPath: string;
  /** Seconds from spawning the emulators to "All emulators ready". */
  startSeconds: number;
  /** Set when the emulators were told to stop by something other than the bench. */
  interruption(): string | null;
  stop(): Promise<void>;
}

/** Builds and starts the Emulator Suite on `slot` (empty data), and answers once it is ready. */
export async function startSuite(slot: number, log: (message: string) => void): Promise<RunningSuite> {
  const suite = await prepareSuite({ slot, functionsEnv: { RATE_LIMIT_MULTIPLIER: String(BENCH_RATE_LIMIT_MULTIPLIER) } });
  mkdirSync(CACHE_DIR, { recursive: true });
  const logPath = join(CACHE_DIR, `emulators-s${slot}.log`);
  const logFile = createWriteStream(logPath);
  // The functions send email over SMTP to this slot's maildev, as under `npm start` and the tests:
  // without it every send waits out its connection and its retries.
  const maildev = startMaildev(suite.ports, suite.env);
  const { bin, args } = firebaseCommand(suite, ['emulators:start']);
  const started = performance.now();
  // Its own session: a Ctrl-C in the terminal reaches the bench, which stops the emulators in order.
  const child = spawn(bin, args, { cwd: ROOT, env: suite.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);

  let stopping = false;
  let interruption: string | null = null;
  child.stdout.on('data', (chunk: Buffer) => {
    const match = /Received (SIG\w+)/.exec(chunk.toString());
    if (match && !stopping) interruption ??= `the emulators received ${match[1]} from outside the bench at ${new Date().toISOString()}`;
  });
  child.on('exit', (code, signal) => {
    if (!stopping) interruption ??= `the emulators exited unexpectedly (${signal ?? `code ${code}`}) at ${new Date().toISOString()}`;
  });
  // If the bench dies, its emulators go with it.
  const onExit = () => {
    maildev.kill('SIGKILL');
    if (!child.pid || child.exitCode !== null) return;
    for (const entry of descendants(child.pid)) process.kill(entry.pid, 'SIGKILL');
    child.kill('SIGKILL');
  };
  process.once('exit', onExit);
  const stop = async () => {
    stopping = true;
    await stopProcessTree(child, 'SIGINT', 30_000);
    maildev.kill('SIGTERM');
    process.off('exit', onExit);
    logFile.end();
  };
  try {
    await waitForOutput(child, /All emulators ready/, 240_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${logPath}`, { cause: error });
  }
  const startSeconds = (performance.now() - started) / 1000;
  log(`Emulators ready on slot ${slot} in ${startSeconds.toFixed(1)} s (log: ${logPath})`);
  const ports = suite.ports as Record<string, number>;
  // firebase-admin in this process talks to this slot's emulators.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${ports.storage}`;
  process.env.GCLOUD_PROJECT = suite.projectId;
  // The hub can pause the functions' Firestore triggers while the bench writes data in bulk.
  process.env.FIREBASE_EMULATOR_HUB = `127.0.0.1:${ports.hub}`;
  return {
    slot,
    projectId: suite.projectId,
    ports,
    urls: suite.urls,
    hostingPublicDir: join(ROOT, 'web', `dist-emulator-s${slot}`),
    storageBucket: `${suite.projectId}.appspot.com`,
    logPath,
    startSeconds,
    interruption: () => interruption,
    stop,
  };
}
