import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const BENCH_DIR = join(ROOT, 'bench');
export const RESULTS_PATH = join(BENCH_DIR, 'results.json');
/** Logs and scratch files of a bench run (ignored by git with the rest of .cache/). */
export const CACHE_DIR = join(ROOT, '.cache', 'bench');
/** Node 22 from the root dev dependency, whatever `node` is on PATH. */
export const NODE_BIN = join(ROOT, 'node_modules', '.bin', 'node');
