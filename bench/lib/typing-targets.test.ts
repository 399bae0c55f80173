import { describe, expect, it } from 'vitest';
import { changingKeystrokes, typingTargets } from './typing-targets.ts';

const family = (...names: string[]) => ({ members: names.map((name) => ({ name })) });

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
  const families = [
    family('Anand Nair', 'Anitha Nair'),
    family('Anil Menon', 'Arya Menon'),
    family('Biju Thomas', 'Bindu Thomas'),
    family('Bindu Varghese'),
    family('Deepa Kurian'),
  ];

  it('picks the names whose keystrokes change the result most, with different first letters', () => {
    const targets = typingTargets(families, 2);
    expect(targets).toHaveLength(2);
    expect(targets[0]![0]).not.toBe(targets[1]![0]);
    const folded = families.map((f) => f.members.map((m) => m.name.toLowerCase()));
    const best = Math.max(...families.flatMap((f) => f.members.map((m) => changingKeystrokes(folded, m.name))));
    expect(changingKeystrokes(folded, targets[0]!)).toBe(best);
  });

  it('is the same every time for the same data', () => {
    expect(typingTargets(families, 2)).toEqual(typingTargets(families, 2));
  });
});
