import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';

/** The console's CSV exports of personal data: each download is recorded in the audit log first. */
export const CSV_EXPORTS = ['members', 'bookings', 'catering-sheet', 'dues', 'draw-history'] as const;
export type CsvExport = (typeof CSV_EXPORTS)[number];

export const recordExportSchema = z.object({
  what: z.enum(CSV_EXPORTS),
  /** The file's name as saved (e.g. `edma-members-2026-11-25.csv`). */
  file: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/, { message: 'A file name of letters, digits, dots, dashes and underscores.' }),
  rows: z.number().int().min(0).max(100_000),
});

export const CONSOLE_EXPORT_API = {
  record: endpoint({ method: 'POST', path: '/api/committee/exports/record', request: recordExportSchema, response: resultSchema }),
};

export const EXPORT_NOT_RECORDED = 'The download could not be recorded in the audit log, so it did not start. Please try again.';
