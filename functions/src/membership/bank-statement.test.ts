import { describe, expect, it } from 'vitest';
import { amountPence, decodeStatement, outColumnIndex, paidIn, statementLines, statementRows } from './bank-statement.ts';
import { DomainError } from '../errors/domain-error.ts';

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
    expect(() => decodeStatement(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(DomainError);
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
    expect(() => statementRows('Date,Amount\n')).toThrow(DomainError);
  });
});

describe('paidIn', () => {
  // A bank that puts money in and money out in two columns, the import mapped to "Paid in".
  const inAndOut = { date: 'Date', amount: 'Paid in', text: ['Description'] };
  const linesOf = (csv: string) => statementLines(statementRows(csv), inAndOut).map((line) => paidIn(line));

  it('reads a payment out (an empty "Paid in", an amount in "Paid out") as not a payment in', () => {
    expect(
      linesOf(
        'Date,Paid out,Paid in,Description,Balance\n01/04/2027,45.00,,CARD PAYMENT TESCO,955.00\n02/04/2027,,30.00,EDMA-27-7KQ4,985.00\n',
      ),
    ).toEqual([{ reason: 'not-a-payment' }, { pence: 3000 }]);
  });

  it('cannot read a line with nothing in either column, nor letters where the amount should be', () => {
    expect(
      linesOf('Date,Paid in,Paid out,Description,Balance\n01/04/2027,,,NOTE,955.00\n02/04/2027,thirty,,EDMA-27-7KQ4,955.00\n'),
    ).toEqual([{ reason: 'unreadable-amount' }, { reason: 'unreadable-amount' }]);
  });

  it('reads a single signed amount column as before: money out, nothing, or a formula', () => {
    expect(
      statementLines(
        statementRows('Date,Amount,Description\n01/04/2027,-30.00,REFUND\n02/04/2027,,x\n03/04/2027,=30+0,x\n04/04/2027,0.00,x\n'),
        columns,
      ).map((line) => paidIn(line)),
    ).toEqual([{ reason: 'not-a-payment' }, { reason: 'unreadable-amount' }, { reason: 'unreadable-amount' }, { reason: 'not-a-payment' }]);
  });

  it('keeps the hash a line had before its "Paid out" cell was read', () => {
    const [withOut] = statementLines(statementRows('Date,Paid in,Paid out,Description\n01/04/2027,30.00,,EDMA-27-7KQ4\n'), inAndOut);
    const [without] = statementLines(statementRows('Date,Paid in,Description\n01/04/2027,30.00,EDMA-27-7KQ4\n'), inAndOut);
    expect(withOut!.hash).toBe(without!.hash);
  });
});

describe('outColumnIndex', () => {
  it.each([
    ['Paid in', ['Date', 'Paid out', 'Paid in'], 1],
    ['Money In', ['Date', 'Money In', 'Money Out'], 2],
    ['Credit Amount', ['Date', 'Debit Amount', 'Credit Amount'], 1],
    ['Amount', ['Date', 'Amount', 'Balance'], -1],
    ['Paid in', ['Date', 'Paid in', 'Balance'], -1],
  ])('finds the twin of %s', (amount, headers, index) => expect(outColumnIndex(headers, amount)).toBe(index));
});
