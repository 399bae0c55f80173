import { describe, expect, it } from 'vitest';
import { prng } from '../../scripts/seed/prng.mjs';
import { bankReference, normaliseReference, penceFromPounds, poundsText, REFERENCE_ALPHABET } from './money.ts';

describe('money in pence', () => {
  it('reads what people type in a pounds field, and nothing else', () => {
    expect(['12', '12.5', '12.50', '£12.50', ' 0 ', '0.05'].map(penceFromPounds)).toEqual([1200, 1250, 1250, 1250, 0, 5]);
    expect(['', '-1', '12.505', '1e3', 'twelve', '12,50', '1234567'].map(penceFromPounds)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('says amounts as pounds and pence', () => {
    expect([0, 5, 1250, 100000].map(poundsText)).toEqual(['£0.00', '£0.05', '£12.50', '£1000.00']);
  });
});

describe('bank references', () => {
  it('use only characters nobody misreads, after the prefix', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    const random = prng(7);
    for (let i = 0; i < 200; i += 1) expect(bankReference('EDMA-27', random)).toMatch(/^EDMA-27-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('are found in statement text whatever the case or spacing', () => {
    expect(normaliseReference(' edma-27-7kq4 ')).toBe('EDMA-27-7KQ4');
  });
});
