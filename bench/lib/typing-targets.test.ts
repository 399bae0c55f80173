import { describe, expect, it } from 'vitest';
import { generateFamilies } from './directory-data.ts';
import { BENCH_SEED } from './prng.ts';
import { changingKeystrokes, typingTargets } from './typing-targets.ts';

describe('changingKeystrokes', () => {
  it('counts the prefixes that change which families match', () => {
    const names = [['anand nair'], ['anitha nair'], ['biju menon']];
    // a: 2 families, an: same, ana: 1, anan/anand/...: same.
    expect(changingKeystrokes(names, 'Anand Nair')).toBe(2);
    // b: 1 family; the rest the same.
    expect(changingKeystrokes(names, 'Biju Menon')).toBe(1);
  });
});

describe('typingTargets', () => {
  it('picks the same names every run, starting with different letters', () => {
    const families = generateFamilies(200, 4, BENCH_SEED);
    const targets = typingTargets(families, 2);
    expect(targets).toEqual(typingTargets(families, 2));
    expect(targets).toHaveLength(2);
    expect(targets[0]![0]).not.toBe(targets[1]![0]);
  });
});
