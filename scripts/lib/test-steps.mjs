// Small pieces shared by the test scripts.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Slot 1: ports and project id that never clash with `npm start` (slot 0). */
export const TEST_SLOT = Number(process.env.EDMA_TEST_SLOT ?? 1);

/**
 * Totals over vitest JSON reports and the Playwright JSON report in a folder. A browser test that
 * passed only on retry is flaky: it counts as failed and is also counted on its own.
 */
export function summarise(reportDir, readFile) {
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
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
    } else if ('numPassedTests' in report) {
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
  return counts;
}
