import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { NODE_BIN, ROOT } from './paths.ts';

/** The bench's own production build, so it never races another build of web/dist. */
export const BENCH_DIST = join(ROOT, 'web', 'dist-bench');

/** `vite build` in production mode into web/dist-bench; answers the seconds it took. */
export function buildProductionWeb(): number {
  const started = performance.now();
  const result = spawnSync(
    NODE_BIN,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(ROOT, 'web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}
