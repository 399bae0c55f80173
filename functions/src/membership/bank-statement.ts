import { createHash } from 'node:crypto';
import { MEMBERSHIP_TEXTS, MAX_STATEMENT_LINES, type ImportColumns } from '@edma/contract/membership';
import { CsvError, parse } from 'csv-parse/sync';
import { invalidInput } from '../errors/domain-error.ts';

/**
 * Reading a bank's CSV export: whatever its encoding (UTF-8 with or without a BOM, UTF-16 from
 * spreadsheet programs, Windows-1252 from older online banking), separator (comma, semicolon, tab)
 * and amount style. Pure: nothing here touches the database.
 */

export interface DecodedStatement {
  text: string;
  encoding: string;
}

export function decodeStatement(bytes: Buffer): DecodedStatement {
  let decoded: DecodedStatement;
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    decoded = { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    decoded = { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  else {
    try {
      decoded = { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'UTF-8' };
    } catch {
      decoded = { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
    }
  }
  // A NUL is never in a text file: a spreadsheet, a PDF or an image sent by mistake.
  if (decoded.text.includes('\u0000')) throw invalidInput(MEMBERSHIP_TEXTS.notCsv);
  return decoded;
}

/** The rows of the CSV, the header first; each cell trimmed, without control characters. */
export function statementRows(text: string): string[][] {
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      bom: true,
      trim: true,
      max_record_size: 10_000,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw invalidInput(`${MEMBERSHIP_TEXTS.notCsv} (${error.message.replace(/\s+/g, ' ').slice(0, 160)})`);
    throw error;
  }
  if (rows.length < 2) throw invalidInput(MEMBERSHIP_TEXTS.notCsv);
  if (rows.length > MAX_STATEMENT_LINES + 1) throw invalidInput(MEMBERSHIP_TEXTS.tooManyLines);
  return rows.map((row) => row.map((cell) => cell.replace(/\p{Cc}+/gu, ' ').trim()));
}

/**
 * Pence from a bank's amount: "30", "30.00", "£1,030.50", "GBP 30.00", "-30.00", "(30.00)",
 * "30.00 CR". Null when it is not an amount (a formula, letters, more than two decimals).
 */
export function amountPence(text: string): number | null {
  let value = text.replace(/\s+/g, '').toUpperCase();
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.endsWith('DR')) {
    negative = !negative;
    value = value.slice(0, -2);
  } else if (value.endsWith('CR')) value = value.slice(0, -2);
  const match = /^([+-])?(?:GBP|£)?([+-])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match || (match[1] && match[2])) return null;
  if ((match[1] ?? match[2]) === '-') negative = !negative;
  const pounds = Number(match[3]!.replace(/,/g, ''));
  if (pounds > 10_000_000) return null;
  const pence = pounds * 100 + Number((match[4] ?? '').padEnd(2, '0'));
  return negative ? -pence : pence;
}

/** A statement line: what the import reads of it. */
export interface StatementLine {
  /** The record's number in the file, the header being 1 (blank lines are not counted). */
  line: number;
  date: string;
  amountText: string;
  /** The same line's cell in the mapped amount column's "out" twin ("Paid out" for "Paid in"); '' without one. */
  outText: string;
  text: string;
  /** Names the line whatever file it comes in: the same payment imported twice has the same hash. */
  hash: string;
}

/** The index of each mapped column (400 naming the first one the file lacks). */
export function columnIndexes(headers: readonly string[], columns: ImportColumns) {
  const index = (name: string) => {
    const at = headers.findIndex((h) => h.trim().toLowerCase() === name.trim().toLowerCase());
    if (at < 0) throw invalidInput(MEMBERSHIP_TEXTS.missingColumn(name));
    return at;
  };
  return { date: index(columns.date), amount: index(columns.amount), text: columns.text.map(index) };
}

/**
 * The "out" twin of a "paid in" column, for banks that put money in and money out in two columns:
 * "Paid in" / "Paid out", "Money In" / "Money Out", "Credit Amount" / "Debit Amount". -1 without one
 * (a single signed "Amount" column).
 */
export function outColumnIndex(headers: readonly string[], amountHeader: string): number {
  const name = amountHeader.trim().toLowerCase();
  const twin = name.replace(/\bin\b/, 'out').replace(/\bcredit(s?)\b/, 'debit$1');
  if (twin === name) return -1;
  return headers.findIndex((h) => h.trim().toLowerCase() === twin);
}

/** Whether the file has every column of a remembered mapping. */
export function fitsColumns(headers: readonly string[], columns: ImportColumns): boolean {
  try {
    columnIndexes(headers, columns);
    return true;
  } catch {
    return false;
  }
}

export function statementLines(rows: readonly string[][], columns: ImportColumns): StatementLine[] {
  const [headers = [], ...body] = rows;
  const at = columnIndexes(headers, columns);
  const out = outColumnIndex(headers, columns.amount);
  return body.map((row, i) => {
    const date = row[at.date] ?? '';
    const amountText = row[at.amount] ?? '';
    const outText = out < 0 ? '' : (row[out] ?? '');
    const text = at.text
      .map((c) => row[c] ?? '')
      .filter(Boolean)
      .join(' ');
    const hash = createHash('sha256')
      .update(JSON.stringify([date, amountText.replace(/\s+/g, ''), text.replace(/\s+/g, ' ')]))
      .digest('hex');
    // The hash leaves the out cell out, so a line keeps the hash it had before that cell was read.
    return { line: i + 2, date, amountText, outText, text, hash };
  });
}

/**
 * What a line paid in: pence, or why it is no payment to match. An empty "paid in" cell beside an
 * amount in its "paid out" twin is money going out, not a payment in; an empty cell with nothing
 * beside it, or a cell that is no amount (a formula, letters), cannot be read.
 */
export function paidIn(
  line: Pick<StatementLine, 'amountText' | 'outText'>,
): { pence: number } | { reason: 'not-a-payment' | 'unreadable-amount' } {
  if (line.amountText.trim() === '') {
    const out = amountPence(line.outText);
    return { reason: out !== null && out !== 0 ? 'not-a-payment' : 'unreadable-amount' };
  }
  const pence = amountPence(line.amountText);
  if (pence === null) return { reason: 'unreadable-amount' };
  return pence > 0 ? { pence } : { reason: 'not-a-payment' };
}
