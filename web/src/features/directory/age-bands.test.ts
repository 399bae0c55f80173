import { describe, expect, it } from 'vitest';
import { ageBand, countBands } from './age-bands.ts';

describe('ageBand', () => {
  it.each([
    [0, 'babies'],
    [5, 'babies'],
    [6, 'kids'],
    [12, 'kids'],
    [13, 'teenagers'],
    [18, 'teenagers'],
    [19, 'adults'],
    [90, 'adults'],
  ] as const)('age %i is in %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });

  it('puts members without an age in no band', () => {
    expect(ageBand(null)).toBeNull();
  });
});

describe('countBands', () => {
  it('counts each band and skips unknown ages', () => {
    expect(countBands([0, 5, 6, 12, 13, 18, 19, 40, null, null])).toEqual({
      babies: 2,
      kids: 2,
      teenagers: 2,
      adults: 2,
    });
  });

  it('is all zeros for nobody', () => {
    expect(countBands([])).toEqual({ babies: 0, kids: 0, teenagers: 0, adults: 0 });
  });
});
