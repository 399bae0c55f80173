import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_PASS_TEXTS, householdForPass, householdPassLabel, householdPassText, readHouseholdPass } from './household-pass.ts';

const households = [
  { familyId: 'fam-nair', familyName: 'Nair', reference: 'EDMA-B27-7KQ4' },
  // A free booking: no payment reference, and its pass still opens it.
  { familyId: 'fam_menon', familyName: 'Menon', reference: null },
];

describe('household pass text', () => {
  it('names the event and the family by id only, and reads back', () => {
    const text = householdPassText('onam-2027', 'fam_menon');
    expect(text).toBe('EDMA1:onam-2027:fam_menon');
    expect(readHouseholdPass(text, 'onam-2027')).toEqual({ kind: 'household', familyId: 'fam_menon' });
    // A camera may hand back surrounding whitespace.
    expect(readHouseholdPass(` ${text}\n`, 'onam-2027')).toEqual({ kind: 'household', familyId: 'fam_menon' });
  });

  it("says whose event another event's pass is for", () => {
    expect(readHouseholdPass('EDMA1:christmas-2026:fam-nair', 'onam-2027')).toEqual({ kind: 'other-event', eventId: 'christmas-2026' });
  });

  it('refuses anything else as not a pass', () => {
    for (const text of [
      '',
      'https://example.org/',
      'EDMA-B27-7KQ4',
      'EDMA2:onam-2027:fam-nair',
      'EDMA1:onam-2027',
      'EDMA1:onam-2027:fam-nair:extra',
      'EDMA1:onam 2027:fam-nair',
      'EDMA1:onam-2027:__reserved__',
      'EDMA1::fam-nair',
    ]) {
      expect(readHouseholdPass(text, 'onam-2027'), text).toEqual({ kind: 'not-a-pass' });
    }
  });

  it('will not make a pass from ids that would not read back', () => {
    expect(() => householdPassText('onam:2027', 'fam-nair')).toThrow();
    expect(() => householdPassText('onam-2027', 'a/b')).toThrow();
  });

  it('has a text alternative with the reference when there is one', () => {
    expect(householdPassLabel('Onam 2027', 'EDMA-B27-7KQ4')).toBe('Household pass for Onam 2027, booking reference EDMA-B27-7KQ4');
    expect(householdPassLabel('Onam 2027', null)).toBe('Household pass for Onam 2027');
  });
});

describe('the household a code opens at the door', () => {
  it("opens the pass's household, with or without a payment reference", () => {
    expect(householdForPass('EDMA1:onam-2027:fam-nair', 'onam-2027', households)).toEqual({ kind: 'found', household: households[0] });
    expect(householdForPass('EDMA1:onam-2027:fam_menon', 'onam-2027', households)).toEqual({ kind: 'found', household: households[1] });
  });

  it("refuses another event's pass, a household not going, and other codes, each with its reason", () => {
    expect(householdForPass('EDMA1:christmas-2026:fam-nair', 'onam-2027', households)).toEqual({
      kind: 'refused',
      message: HOUSEHOLD_PASS_TEXTS.otherEvent,
    });
    expect(householdForPass('EDMA1:onam-2027:fam-pillai', 'onam-2027', households)).toEqual({
      kind: 'refused',
      message: HOUSEHOLD_PASS_TEXTS.notBooked,
    });
    expect(householdForPass('EDMA-B27-7KQ4', 'onam-2027', households)).toEqual({ kind: 'refused', message: HOUSEHOLD_PASS_TEXTS.notAPass });
  });
});
