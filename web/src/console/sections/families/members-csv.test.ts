import type { ConsoleFamily } from '@edma/contract/console-families';
import { describe, expect, it } from 'vitest';
import { membersCsv, membersFilename } from './members-csv.ts';

const family: ConsoleFamily = {
  familyId: 'f1',
  house_no: '12',
  address_line: 'Harbour Road, Flat "B"',
  postal_code: 'EX12 2AB',
  location: 'Seaton',
  membership_type: 'Gold',
  approval: 'approved',
  created_at_ms: 0,
  members: [
    {
      id: 'm1',
      name: '=HYPERLINK("http://evil")',
      email: 'anu@gmail.com',
      phone: '+44 7700 900123',
      dob: '1984-02-03',
      has_photo: false,
      photo_public: false,
    },
    { id: 'm2', name: '@SUM(A1)', email: '', phone: '-1', dob: null, has_photo: true, photo_public: true },
  ],
};

describe('membersCsv', () => {
  it('writes one row per member with the family on each, formula cells neutralised and quotes escaped', () => {
    const lines = membersCsv([family])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('"Family","Approval","House","Address","Postcode","Town","Membership","Member","Email","Phone","Date of birth"');
    expect(lines[1]).toBe(
      `"f1","approved","12","Harbour Road, Flat ""B""","EX12 2AB","Seaton","Gold","'=HYPERLINK(""http://evil"")","anu@gmail.com","'+44 7700 900123","1984-02-03"`,
    );
    expect(lines[2]).toBe(`"f1","approved","12","Harbour Road, Flat ""B""","EX12 2AB","Seaton","Gold","'@SUM(A1)","","'-1",""`);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('names the file by date', () => {
    expect(membersFilename(Date.UTC(2026, 10, 23))).toBe('edma-members-2026-11-23.csv');
  });
});
