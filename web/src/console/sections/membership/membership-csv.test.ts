import type { CommitteeDues } from '@edma/contract/membership';
import { describe, expect, it } from 'vitest';
import { yearEndCsv, yearEndFilename } from './membership-csv.ts';

const row: CommitteeDues = {
  year: 2027,
  label: '2027/28',
  type: 'Gold',
  amountPence: 3000,
  status: 'paid',
  reference: 'EDMA-27-7KQ4',
  dueDate: '2027-04-30',
  claimedOn: null,
  paidOn: '2027-04-05',
  waivedReason: null,
  familyId: 'f1',
  familyName: '=HYPERLINK("http://evil")',
  town: 'Seaton',
  history: [],
};

describe('yearEndCsv', () => {
  it('lists every family with type, amount, status, date paid and reference; formulas stay text', () => {
    const lines = yearEndCsv([row, { ...row, familyName: 'Anu Thomas', status: 'claimed', paidOn: null }]).split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Family","Town","Type","Amount (£)","Status","Date paid","Reference","Waived because"');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")","Seaton","Gold","30.00","Paid","2027-04-05","EDMA-27-7KQ4",""`);
    expect(lines[2]).toBe('"Anu Thomas","Seaton","Gold","30.00","Said paid, to confirm","","EDMA-27-7KQ4",""');
    expect(yearEndFilename('2027/28')).toBe('membership-2027-28.csv');
  });
});
