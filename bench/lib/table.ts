export type Cell = string | number | boolean | null | undefined;

export interface Table {
  title: string;
  headers: string[];
  rows: Cell[][];
  /** Lines printed under the table: what a figure means, caveats. */
  notes?: string[];
}

export function formatCell(value: Cell): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '—';
    if (Number.isInteger(value)) return value.toLocaleString('en-GB');
    return value.toLocaleString('en-GB', { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 1 });
  }
  return value;
}

/** A plain-text table; numbers are right-aligned. */
export function renderTable(table: Table): string {
  const cells = table.rows.map((row) => row.map(formatCell));
  const widths = table.headers.map((header, column) => Math.max(header.length, ...cells.map((row) => (row[column] ?? '').length)));
  const numeric = table.headers.map((_, column) => table.rows.every((row) => typeof row[column] !== 'string'));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const out = [`\n${table.title}`, line(table.headers), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const row of cells) out.push(line(table.headers.map((_, column) => row[column] ?? '')));
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}
