import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Buffer | string;
}

/** Already-compressed files (photos) are stored as they are: deflating them again only costs time. */
const COMPRESSED = /\.(jpe?g|png|webp|gif|zip)$/i;

/**
 * A zip archive of `entries` (fflate writes it: a small, dependency-free zip library), text deflated
 * and photos stored. A family's data is far below plain zip's 4 GB and 65,535-entry limits.
 */
export function zipFiles(entries: readonly ZipEntry[], at = new Date()): Buffer {
  const files: Zippable = {};
  for (const entry of entries) {
    const bytes = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    files[entry.name] = [new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { level: COMPRESSED.test(entry.name) ? 0 : 6 }];
  }
  return Buffer.from(zipSync(files, { mtime: at }));
}

/** One CSV cell: quoted when needed, and a leading = + - @ (a spreadsheet formula) made inert. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of objects as CSV with the union of their keys as the header. */
export function csvOf(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))];
  return lines.join('\r\n') + '\r\n';
}
