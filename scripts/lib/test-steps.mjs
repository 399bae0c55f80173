// Small pieces shared by the test scripts.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's headless build of the same Chromium, which the browser tests use when present (tests/support/chromium.ts). */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** Slot 1: ports and project id that never clash with `npm start` (slot 0). */
export const TEST_SLOT = Number(process.env.EDMA_TEST_SLOT ?? 1);
/** Slot 8: the second lane of API files, beside slot 1 (slot 6's ports are ones browsers refuse). */
export const SECOND_TEST_SLOT = Number(process.env.EDMA_SECOND_TEST_SLOT ?? 8);
/** Slot 4: the demo walk's own suite, with emulator-data/ imported as `npm start` imports it. */
export const DEMO_WALK_SLOT = Number(process.env.EDMA_DEMO_WALK_SLOT ?? 4);

/** The first line of a failure message, without colour codes: enough to recognise it in a CI log's tail. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

/** Failed tests of a vitest JSON report: file, test name and the first line of why. */
function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(ROOT, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file can fail outside any test (an import or a hook): vitest then reports only the file.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** Failed or flaky tests of a Playwright JSON report. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.error)?.error?.message;
        failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')} [${t.projectName}] (${t.status}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

/**
 * Totals over vitest JSON reports and the Playwright JSON report in a folder, and the names of the
 * failed tests (so a CI log's last lines say what failed). A browser test that passed only on retry is
 * flaky: it counts as failed and is also counted on its own.
 */
export function summarise(reportDir, readFile) {
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0, failures: /** @type {string[]} */ ([]) };
  if (!existsSync(reportDir)) return counts;
  for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.json'))) {
    let report;
    try {
      report = JSON.parse(readFile(join(reportDir, file), 'utf8'));
    } catch {
      continue;
    }
    if (report.stats && 'expected' in report.stats) {
      counts.passed += report.stats.expected;
      counts.flaky += report.stats.flaky ?? 0;
      counts.failed += report.stats.unexpected + (report.stats.flaky ?? 0);
      counts.skipped += report.stats.skipped;
      counts.failures.push(...playwrightFailures(report));
    } else if ('numPassedTests' in report) {
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      counts.failures.push(...vitestFailures(report));
    }
  }
  return counts;
}
