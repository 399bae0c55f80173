import type { CONSOLE_EXPORT_API } from '@edma/contract/console-exports';
import { db } from '../../store/admin.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { recordAudit } from '../../store/audit-log.ts';

/** POST committee/exports/record {what, file, rows}: a CSV of personal data is about to be downloaded (audited; the console waits for it). */
export const recordExport: EndpointHandler<typeof CONSOLE_EXPORT_API.record, 'committee'> = async ({ what, file, rows }, { caller }) => {
  await db().runTransaction(async (tx) => {
    recordAudit(tx, caller, 'export.csv', what, { file, rows });
  });
  return { success: true, message: 'Recorded.' };
};
