import { downloadTextFile } from '@web/lib/download-text-file.ts';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV injection): a participant
 * named "=HYPERLINK(...)" must stay text. A leading apostrophe makes it text in Excel, LibreOffice
 * and Google Sheets.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, always quoted with quotes doubled; text that would run as a formula stays text. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The console's CSV exports: RFC 4180 with CRLF, and a BOM so Excel reads UTF-8 names. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `{name}-{yyyy-MM-dd}.csv`, dated by the UTC day of `nowMs`. */
export function datedCsvName(name: string, nowMs: number): string {
  return `${name}-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}

/** Hands the browser a CSV file to save. */
export function saveCsv(filename: string, text: string): void {
  downloadTextFile(filename, text, 'text/csv;charset=utf-8');
}
