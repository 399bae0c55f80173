import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run.ts';

const run = (performance: number | null, tbtMs: number) => ({ scores: { performance }, tbtMs });

describe('medianRun', () => {
  it('takes the middle run by performance score, whole, and lists every score', () => {
    expect(medianRun([run(97, 90), run(80, 680), run(88, 300)])).toEqual({
      scores: { performance: 88 },
      tbtMs: 300,
      performanceRuns: [80, 88, 97],
    });
  });

  it('takes the lower middle of an even count, and counts a missing score as 0', () => {
    expect(medianRun([run(null, 1), run(90, 2)])).toMatchObject({ tbtMs: 1, performanceRuns: [0, 90] });
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow('No Lighthouse run');
  });
});
