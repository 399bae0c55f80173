// Bundles the functions into lib/index.js (or into the folder given as the first argument). The shared contract (a workspace package that is never
// published) and zod are bundled in; every dependency in package.json stays external so Cloud
// Functions installs it from the registry at deploy time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== 'zod');

await build({
  absWorkingDir: dir,
  entryPoints: ['src/index.ts'],
  outfile: process.argv[2] ? join(resolve(process.argv[2]), 'index.js') : 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The Cloud Functions runtime's Node (engines.node), the project's one Node version.
  target: `node${pkg.engines.node}`,
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(); give ESM output one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
