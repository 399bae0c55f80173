import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, summarise } from './test-steps.mjs';

// A folder inside the repository, so the spec resolves @playwright/test from node_modules.
const dir = join(ROOT, '.cache', 'flaky-check');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a flaky browser test', () => {
  it('fails the Playwright run under CI=1 and counts as failed and flaky in the summary', () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'reports'), { recursive: true });
    // The project's own config, pointed at one test that fails on its first attempt only.
    writeFileSync(
      join(dir, 'playwright.config.ts'),
      `import base from '../../playwright.config.ts';\n` +
        `export default { ...base, testDir: '.', outputDir: './results', projects: [{ name: 'node' }] };\n`,
    );
    writeFileSync(
      join(dir, 'flaky.spec.ts'),
      `import { test, expect } from '@playwright/test';\n` +
        `test('passes only on retry', () => { expect(test.info().retry).toBe(1); });\n`,
    );
    const run = spawnSync('npx', ['playwright', 'test', '--config', join(dir, 'playwright.config.ts')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: join(dir, 'reports', 'browser.json') },
    });
    expect(run.status, run.stdout + run.stderr).not.toBe(0);

    const counts = summarise(join(dir, 'reports'), readFileSync);
    expect(counts).toMatchObject({ passed: 0, failed: 1, skipped: 0, flaky: 1 });
    expect(counts.failures).toEqual([expect.stringMatching(/^flaky\.spec\.ts › passes only on retry \[node\] \(flaky\): /)]);
  }, 60_000);

  it('adds vitest and Playwright reports together', () => {
    const files = {
      'unit.json': JSON.stringify({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 }),
      'browser.json': JSON.stringify({ stats: { expected: 3, unexpected: 1, flaky: 2, skipped: 1 } }),
    };
    mkdirSync(join(dir, 'sum'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'sum', name), text);
    expect(summarise(join(dir, 'sum'), readFileSync)).toMatchObject({ passed: 8, failed: 4, skipped: 4, flaky: 2 });
  });

  it('names each failed vitest test, and a file that failed outside any test, with the first line of why', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: join(ROOT, 'tests', 'api', 'a.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'fine' },
            {
              status: 'failed',
              fullName: 'a group › broken',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at stack'],
            },
          ],
        },
        {
          name: join(ROOT, 'tests', 'api', 'b.test.ts'),
          status: 'failed',
          message: '\nError: Hook timed out in 10000ms',
          assertionResults: [],
        },
      ],
    };
    mkdirSync(join(dir, 'names'), { recursive: true });
    writeFileSync(join(dir, 'names', 'emulated.json'), JSON.stringify(report));
    expect(summarise(join(dir, 'names'), readFileSync).failures).toEqual([
      join('tests', 'api', 'a.test.ts') + ' › a group › broken: AssertionError: expected 1 to be 2',
      join('tests', 'api', 'b.test.ts') + ': Error: Hook timed out in 10000ms',
    ]);
  });
});
