import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const BENCH_DIR = join(ROOT, 'bench');
export const RESULTS_PATH = join(BENCH_DIR, 'results.json');
/** The figures of the latest run of each section, committed: written by the bench, never by hand. */
export const RESULTS_MARKDOWN_PATH = join(ROOT, 'docs', 'bench-results.md');
/** Logs and scratch files of a bench run (ignored by git with the rest of .cache/). */
export const CACHE_DIR = join(ROOT, '.cache', 'bench');
/** Node 24 from the root dev dependency, whatever `node` is on PATH. */
export const NODE_BIN = join(ROOT, 'node_modules', '.bin', 'node');
