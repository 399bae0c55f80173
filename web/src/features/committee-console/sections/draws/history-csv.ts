import type { DrawHistoryEntry } from '@edma/contract/console-draws';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV injection): a participant
 * named "=HYPERLINK(...)" must stay text. A leading apostrophe makes it text in Excel, LibreOffice
 * and Google Sheets.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const ukTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'medium' });

/** The draw's history as CSV (RFC 4180, CRLF), oldest first, with a BOM so Excel reads UTF-8 names. */
export function historyCsv(drawTitle: string, spins: readonly DrawHistoryEntry[]): string {
  const header = ['Draw', 'Round', 'Date and time (UK)', 'Time (UTC, ISO 8601)', 'Winner', 'Spin id'];
  const rows = [...spins]
    .sort((a, b) => a.startedAtMs - b.startedAtMs)
    .map((spin) => [
      drawTitle,
      spin.round,
      ukTime.format(spin.startedAtMs),
      new Date(spin.startedAtMs).toISOString(),
      spin.winner,
      spin.id,
    ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function historyFilename(drawId: string, nowMs: number): string {
  return `${drawId}-history-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}

/** Hands the browser a file to save. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
