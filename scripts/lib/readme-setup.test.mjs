import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
/** The command lines of a shell text: comments, blank lines and shell set-up left out. */
const commands = (text) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#') && !/^(set|cd) /.test(line));

describe("the README's set-up", () => {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## The two commands'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

  it('holds exactly the two commands', () => {
    expect(commands(block)).toEqual(['npm start', 'npm test']);
  });

  it('is what npm start and npm test run: the launcher, then the real scripts', () => {
    const { scripts } = JSON.parse(read('package.json'));
    expect(scripts.start).toBe('node scripts/launch.mjs start');
    expect(scripts.test).toBe('node scripts/launch.mjs test');
  });

  it('.ci/run runs exactly its test command', () => {
    expect(commands(read('.ci/run'))).toEqual(['npm test']);
  });

  it('lists the prerequisites: Node 18+ and a JDK 21+ for each platform', () => {
    const prerequisites = section.slice(section.indexOf('What the machine needs'), section.indexOf('Nothing else needs typing'));
    for (const text of ['Node 18 or newer', 'JDK 21 or newer', 'Debian 12', 'packages.adoptium.net', 'temurin-21-jdk']) {
      expect(prerequisites).toContain(text);
    }
    for (const text of ['Ubuntu', 'openjdk-21-jdk-headless', 'macOS', 'brew install openjdk@21', 'WSL2']) {
      expect(prerequisites).toContain(text);
    }
  });
});
