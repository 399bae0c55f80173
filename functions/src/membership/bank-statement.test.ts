import { describe, expect, it } from 'vitest';
import { amountPence, decodeStatement, statementLines, statementRows } from './bank-statement.ts';
import { HttpError } from '../http/http-error.ts';

const columns = { date: 'Date', amount: 'Amount', text: ['Description'] };

describe('amountPence', () => {
  it.each([
    ['30', 3000],
    ['30.5', 3050],
    ['£1,030.50', 103050],
    ['GBP 30.00', 3000],
    ['-30.00', -3000],
    ['-£30.00', -3000],
    ['(30.00)', -3000],
    ['30.00 DR', -3000],
    ['30.00 CR', 3000],
  ])('reads %s', (text, pence) => expect(amountPence(text)).toBe(pence));

  it.each(['', '=1+1', '30.001', 'thirty', '1,00', '+-3', '@SUM(A1)'])('refuses %s', (text) => expect(amountPence(text)).toBeNull());
});

describe('decodeStatement', () => {
  it('reads UTF-8 with a BOM, UTF-16 and Windows-1252 (the pound sign)', () => {
    expect(decodeStatement(Buffer.from('\uFEFFDate,Amount\n', 'utf8')).encoding).toBe('UTF-8');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Date,Amount\n1/4/2027,£30\n', 'utf16le')]);
    expect(decodeStatement(utf16)).toMatchObject({ encoding: 'UTF-16LE', text: 'Date,Amount\n1/4/2027,£30\n' });
    const latin = Buffer.from([0x41, 0x2c, 0xa3, 0x33, 0x30]);
    expect(decodeStatement(latin)).toEqual({ encoding: 'Windows-1252', text: 'A,£30' });
  });

  it('refuses a binary file', () => {
    expect(() => decodeStatement(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(HttpError);
  });
});

describe('statementRows and statementLines', () => {
  it('reads commas, semicolons and quoted fields; control characters become spaces', () => {
    const rows = statementRows('Date;Amount;Description\n01/04/2027;30.00;"EDMA-27-7KQ4, thanks"\n\n02/04/2027;20;"a\u0007b"\n');
    expect(rows).toEqual([
      ['Date', 'Amount', 'Description'],
      ['01/04/2027', '30.00', 'EDMA-27-7KQ4, thanks'],
      ['02/04/2027', '20', 'a b'],
    ]);
    const lines = statementLines(rows, columns);
    expect(lines.map((l) => [l.line, l.amountText, l.text])).toEqual([
      [2, '30.00', 'EDMA-27-7KQ4, thanks'],
      [3, '20', 'a b'],
    ]);
  });

  it('gives the same hash to the same line in another file, a different one to another date', () => {
    const a = statementLines(statementRows('Date,Amount,Description\n01/04/2027,30.00,REF EDMA-27-7KQ4\n'), columns);
    const b = statementLines(statementRows('Description,Date,Amount\nREF  EDMA-27-7KQ4,01/04/2027,30.00\n'), columns);
    const c = statementLines(statementRows('Date,Amount,Description\n02/04/2027,30.00,REF EDMA-27-7KQ4\n'), columns);
    expect(a[0]!.hash).toBe(b[0]!.hash);
    expect(a[0]!.hash).not.toBe(c[0]!.hash);
  });

  it('names a mapped column the file lacks', () => {
    expect(() => statementLines(statementRows('When,Paid in,Memo\n1,2,3\n'), columns)).toThrow(/no column “Date”/);
  });

  it('refuses a file with only a header, or broken quoting', () => {
    expect(() => statementRows('Date,Amount\n')).toThrow(HttpError);
  });
});
