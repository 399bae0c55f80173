import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

interface CpuTimes {
  idle: number;
  total: number;
}

export const cpuTimes = (): CpuTimes =>
  cpus().reduce(
    (sum, cpu) => {
      const { user, nice, sys, idle, irq } = cpu.times;
      return { idle: sum.idle + idle, total: sum.total + user + nice + sys + idle + irq };
    },
    { idle: 0, total: 0 },
  );

/** The share of CPU time that was idle between two readings (0 to 1). */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 1 : (after.idle - before.idle) / total;
}

/**
 * Waits until the machine's CPUs were at least `idle` idle over one `sampleMs` window (the emulators'
 * triggers after a seed, a build just done), or `maxMs` passed; answers the idle share it ended on.
 * Lighthouse's simulated throttling scales what it observed, so another process's work shows as
 * blocking time on the page.
 */
export async function waitForQuietCpu({ idle = 0.85, sampleMs = 2_000, maxMs = 90_000 } = {}): Promise<number> {
  const deadline = performance.now() + maxMs;
  for (;;) {
    const before = cpuTimes();
    await sleep(sampleMs);
    const share = idleShare(before, cpuTimes());
    if (share >= idle || performance.now() >= deadline) return share;
  }
}

/**
 * Samples the CPUs' idle share and the load average every `everyMs` until stopped (what a timed
 * section ran beside); answers the samples.
 */
export function sampleMachine(everyMs = 2_000): { stop(): { idle: number; load: number }[] } {
  const samples: { idle: number; load: number }[] = [];
  let last = cpuTimes();
  const timer = setInterval(() => {
    const now = cpuTimes();
    samples.push({ idle: idleShare(last, now), load: loadavg()[0]! });
    last = now;
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}
