import { CONSOLE_EXPORT_API, EXPORT_NOT_RECORDED, type CsvExport } from '@edma/contract/console-exports';
import { useState } from 'react';
import { useApiMutation } from '@web/api/use-api.ts';
import { saveCsv } from './csv-file.ts';

/**
 * The console's CSV downloads of personal data: each is recorded in the audit log (who, what, how
 * many rows) before the browser saves it; when it cannot be recorded, nothing is saved.
 */
export function useAuditedCsv() {
  const record = useApiMutation(CONSOLE_EXPORT_API.record);
  const [problem, setProblem] = useState('');
  async function save(what: CsvExport, file: string, text: string) {
    setProblem('');
    // Rows after the header (the text ends with a line break).
    const rows = Math.max(0, text.trim().split('\r\n').length - 1);
    try {
      await record.mutateAsync({ what, file, rows });
    } catch {
      setProblem(EXPORT_NOT_RECORDED);
      return;
    }
    saveCsv(file, text);
  }
  return { save: (what: CsvExport, file: string, text: string) => void save(what, file, text), problem, busy: record.isPending };
}
