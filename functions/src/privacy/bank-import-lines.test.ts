import { describe, expect, it } from 'vitest';
import { familyLineIndexes, type FamilyWords } from './bank-import-lines.ts';

const family: FamilyWords = {
  familyId: 'fam1',
  references: ['EDMA-26-7KQ4', 'EDMA-B27-AB2C'],
  emails: ['asha.nair@gmail.com'],
  names: ['Asha Nair', 'Kiran'],
};

const line = (text: string, familyId: string | null = null) => ({ text, familyId });

describe('familyLineIndexes', () => {
  it("finds the lines tied to the family, quoting its references however the bank wrote them, its addresses or a member's full name", () => {
    const lines = [
      line('FP IN duplicate', 'fam1'),
      line('FASTER PAYMENT edma 26 7kq4'),
      line('EDMAB27AB2C'),
      line('from ASHA.NAIR@GMAIL.COM'),
      line('GIFT FROM ASHA  NAIR'),
      line('OTHER PAYER EDMA-26-ZZZZ'),
      line('KIRAN MEMBERSHIP'),
      line('NAIRASHA'),
      line('duplicate', 'fam2'),
      line('erased'),
    ];
    expect(familyLineIndexes(lines, family)).toEqual([0, 1, 2, 3, 4]);
  });

  it('finds nothing in lines of an import stored before lines carried a family, when nothing names it', () => {
    expect(familyLineIndexes([{ text: 'ANOTHER FAMILY' }], family)).toEqual([]);
  });
});
