import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Where a request's time went, for its `Server-Timing` header (the browser's network panel and the
 * bench's write load read it). The router opens a record for each request; code below it times a
 * stage with `timed`. Outside a request (triggers, the daily job, scripts) `timed` only runs the work.
 */
export type Timings = Map<string, number>;

const current = new AsyncLocalStorage<Timings>();

/** Runs `work` with a fresh record of its stages; answers the work's result and the record. */
export async function withTimings<T>(work: () => Promise<T>): Promise<{ result: T; timings: Timings }> {
  const timings: Timings = new Map();
  const result = await current.run(timings, work);
  return { result, timings };
}

/** Runs `work` as the stage `name` of the current request (stages of one name add up). */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const timings = current.getStore();
  if (!timings) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings.set(name, (timings.get(name) ?? 0) + performance.now() - start);
  }
}

/** `auth;dur=12.3, tx;dur=80.0, total;dur=101.2`: each stage in milliseconds, then the whole request. */
export function serverTimingHeader(timings: Timings, totalMs: number): string {
  return [...timings, ['total', totalMs] as const].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
}
