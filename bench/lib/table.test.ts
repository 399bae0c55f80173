import { describe, expect, it } from 'vitest';
import { formatCell, renderTable } from './table.ts';

describe('formatCell', () => {
  it('shows missing values as a dash and booleans as words', () => {
    expect(formatCell(null)).toBe('—');
    expect(formatCell(Number.NaN)).toBe('—');
    expect(formatCell(true)).toBe('yes');
    expect(formatCell(1234)).toBe('1,234');
    expect(formatCell(3.14159)).toBe('3.14');
    expect(formatCell(123.456)).toBe('123.5');
  });
});

describe('renderTable', () => {
  it('aligns text left and numbers right under the headers', () => {
    const text = renderTable({
      title: 'T',
      headers: ['route', 'KB'],
      rows: [
        ['/', 80.5],
        ['/members', 9],
      ],
      notes: ['n'],
    });
    expect(text.split('\n')).toEqual(['', 'T', 'route       KB', '--------  ----', '/         80.5', '/members     9', '  n']);
  });
});
