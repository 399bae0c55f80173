import type { ChildProcess } from 'node:child_process';

/** Resolves when the child prints a line matching `pattern`; rejects if it exits or time runs out. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let tail = '';
    const timer = setTimeout(() => finish(new Error(`No "${pattern.source}" within ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
      if (pattern.test(tail)) finish();
    };
    const onExit = (code: number | null) => finish(new Error(`Exited (code ${code}) before "${pattern.source}"`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', onExit);
  });
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Stops a child started with `detached: true`: `signal` to the child, then SIGKILL to its whole
 * process group if it has not exited after `graceMs`.
 */
export async function stopProcessGroup(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  child.kill(signal);
  const timedOut = await Promise.race([exited(child).then(() => false), sleep(graceMs).then(() => true)]);
  // Leftovers in the group (emulator JVMs) go too, whether or not the leader exited in time.
  try {
    process.kill(-child.pid, timedOut ? 'SIGKILL' : 'SIGTERM');
  } catch {
    // The group is already gone.
  }
  if (timedOut) await exited(child);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
