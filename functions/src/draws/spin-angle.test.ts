import { winnerIndex } from '@edma/contract/draw';
import { describe, expect, it } from 'vitest';
import { randomSpinAngle } from './spin-angle.ts';

describe('randomSpinAngle', () => {
  it('stays in [0, 360) with at most three decimals', () => {
    for (let i = 0; i < 2000; i += 1) {
      const angle = randomSpinAngle();
      expect(angle).toBeGreaterThanOrEqual(0);
      expect(angle).toBeLessThan(360);
      expect(Number(angle.toFixed(3))).toBe(angle);
    }
  });

  it('lands on every segment of a 13-name wheel', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) seen.add(winnerIndex(randomSpinAngle(), 13));
    expect(seen.size).toBe(13);
  });
});
