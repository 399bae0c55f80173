import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A process as /proc shows it: parent, and start time (so a reused pid is never mistaken for it). */
interface ProcessEntry {
  pid: number;
  ppid: number;
  startTime: string;
}

function processTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      entries.push({ pid: Number(name), ppid: Number(fields[1]), startTime: fields[19]! });
    } catch {
      // The process ended while the table was read.
    }
  }
  return entries;
}

/** Every process below `pid` (children, their children...), with start times. */
export function descendants(pid: number): ProcessEntry[] {
  const table = processTable();
  const found: ProcessEntry[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const entry of table.filter((e) => e.ppid === parent)) {
      found.push(entry);
      queue.push(entry.pid);
    }
  }
  return found;
}

function stillRunning(entry: ProcessEntry): boolean {
  try {
    const stat = readFileSync(`/proc/${entry.pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] === entry.startTime;
  } catch {
    return false;
  }
}

/**
 * Stops a child and everything it started: `signal` first (a clean shutdown), the same signal again
 * after `graceMs` (firebase-tools: "stop right now"), then SIGKILL for whatever of its process tree
 * is left, including processes in their own groups (the emulators' JVMs).
 */
export async function stopProcessTree(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<{ clean: boolean; leftovers: number }> {
  if (!child.pid) return { clean: true, leftovers: 0 };
  const tree = descendants(child.pid);
  const waitExit = (ms: number) => Promise.race([exited(child).then(() => true), sleep(ms).then(() => false)]);
  let clean = true;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill(signal);
    if (!(await waitExit(graceMs))) {
      clean = false;
      child.kill(signal);
      if (!(await waitExit(10_000))) child.kill('SIGKILL');
    }
  }
  await exited(child);
  // Children the leader told to stop may take a moment; only what is still there after that is left over.
  const candidates = [...tree, ...descendants(child.pid)];
  for (let waited = 0; waited < 3_000 && candidates.some(stillRunning); waited += 100) await sleep(100);
  const left = candidates.filter(stillRunning);
  for (const entry of left) {
    try {
      process.kill(entry.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return { clean, leftovers: left.length };
}
