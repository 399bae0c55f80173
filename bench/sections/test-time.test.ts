import { describe, expect, it } from 'vitest';
import { stageTimes } from './test-time.ts';

describe("npm test's stage lines", () => {
  it('reads each stage and leaves out the total', () => {
    const tail = [
      '✔ Typecheck (72 s)',
      '⏱ Checks and build: 72 s',
      '⏱ Unit and component tests: 88 s',
      '⏱ Emulator tests (rules, API, browser; demo data and walk): 701 s',
      '⏱ Total: 861 s',
      '2301 passed, 0 failed, 1 skipped',
    ].join('\n');
    expect(stageTimes(tail)).toEqual([
      { name: 'Checks and build', seconds: 72 },
      { name: 'Unit and component tests', seconds: 88 },
      { name: 'Emulator tests (rules, API, browser; demo data and walk)', seconds: 701 },
    ]);
  });

  it('finds none in output without them', () => {
    expect(stageTimes('2301 passed, 0 failed, 1 skipped')).toEqual([]);
  });
});
