import { describe, expect, it } from 'vitest';
import { csvCell, csvText, datedCsvName } from './csv-file.ts';

describe('console CSV files', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Anu "Kutty" Thomas')).toBe('"Anu ""Kutty"" Thomas"');
    expect(csvCell('Line\nbreak, comma')).toBe('"Line\nbreak, comma"');
    expect(csvCell(3)).toBe('"3"');
  });

  it.each(['=HYPERLINK("http://evil","x")', '+44 7700', '-1+1', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j as text, never a formula',
    (name) => {
      expect(csvCell(name)).toBe(`"'${name.replaceAll('"', '""')}"`);
    },
  );

  it('starts with a BOM and ends every row with CRLF', () => {
    expect(csvText([['a', 1], ['b']])).toBe('\uFEFF"a","1"\r\n"b"\r\n');
  });

  it('names a file by the day', () => {
    expect(datedCsvName('edma-members', Date.UTC(2026, 10, 23, 23, 59))).toBe('edma-members-2026-11-23.csv');
  });
});
