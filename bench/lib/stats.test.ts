import { describe, expect, it } from 'vitest';
import { distribution, quantile, ratio } from './stats.ts';

describe('quantile', () => {
  it('interpolates between neighbours', () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40], 0)).toBe(10);
    expect(quantile([10, 20, 30, 40], 1)).toBe(40);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.95)).toBe(10.5);
  });

  it('is NaN for no values', () => {
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('distribution', () => {
  it('sorts before summarising and keeps the unit', () => {
    const d = distribution([5, 1, 3, 2, 4], 'ms');
    expect(d).toMatchObject({ count: 5, min: 1, p50: 3, max: 5, mean: 3, unit: 'ms' });
    expect(d.p95).toBeCloseTo(4.8);
  });

  it('reports an empty sample as NaN, not zero', () => {
    expect(distribution([], 'ms').p50).toBeNaN();
    expect(distribution([], 'ms').count).toBe(0);
  });
});

describe('ratio', () => {
  it('divides, or is null when it cannot', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });
});
