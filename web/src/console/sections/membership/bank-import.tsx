import { IMPORT_REASON_TEXTS, MEMBERSHIP_API, type ImportColumns } from '@edma/contract/membership';
import { poundsText } from '@edma/contract/money';
import type { ResponseOf } from '@edma/contract/endpoint';
import { useId, useState } from 'react';
import { failureMessage, useApiUpload } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { ColumnHeads } from '@web/ui/column-heads.tsx';

type Preview = ResponseOf<typeof MEMBERSHIP_API.importPreview>;
type Report = ResponseOf<typeof MEMBERSHIP_API.import>;

/** A guess at each column from its name, for a bank not mapped before. */
function guessColumns(headers: readonly string[]): ImportColumns {
  const find = (pattern: RegExp) => headers.find((h) => pattern.test(h)) ?? '';
  const text = headers.filter((h) => /ref|desc|detail|memo|narrative|payee|name/i.test(h));
  return { date: find(/date/i), amount: find(/paid in|credit|amount|in\b/i), text: text.length > 0 ? text.slice(0, 2) : [] };
}

/**
 * The bank statement import: choose the bank's CSV, map its columns (once: the mapping is
 * remembered), import; then every line that was not matched, with the reason.
 */
export function BankImport() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [columns, setColumns] = useState<ImportColumns>({ date: '', amount: '', text: [] });
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState('');
  const read = useApiUpload(MEMBERSHIP_API.importPreview);
  const upload = useApiUpload(MEMBERSHIP_API.import, { invalidates: [MEMBERSHIP_API.list] });

  function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setReport(null);
    setError('');
    if (!chosen) return;
    const form = new FormData();
    form.set('file', chosen);
    read.mutate(form, {
      onSuccess: (answer) => {
        setPreview(answer);
        setColumns(answer.columns ?? guessColumns(answer.headers));
      },
      onError: (e) => setError(failureMessage(e)),
    });
  }

  function importFile() {
    if (!file) return;
    if (!columns.date || !columns.amount || columns.text.length === 0) {
      setError('Choose the date, amount and reference columns.');
      return;
    }
    const form = new FormData();
    form.set('file', file);
    form.set('columns', JSON.stringify(columns));
    setError('');
    upload.mutate(form, { onSuccess: setReport, onError: (e) => setError(failureMessage(e)) });
  }

  const toggleText = (header: string, on: boolean) =>
    setColumns((c) => ({ ...c, text: on ? [...c.text, header].slice(-4) : c.text.filter((h) => h !== header) }));
  const unmatched = report?.lines.filter((l) => l.outcome !== 'confirmed') ?? [];

  return (
    <section className="membership-import" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Bank statement</h3>
      <p>
        Export the account’s statement from online banking as CSV. Each line that quotes a family’s reference and pays its fee confirms it.
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-file`}>Statement (CSV, at most 1 MB)</label>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
      </div>
      {read.isPending && <p role="status">Reading the statement...</p>}
      {preview && (
        <div className="membership-import__mapping">
          <p>
            {preview.rows} lines ({preview.encoding}).{preview.columns ? ' Columns as last time:' : ' Which column holds what?'}
          </p>
          <div className="membership-settings__grid">
            {(['date', 'amount'] as const).map((field) => (
              <div className="form-field" key={field}>
                <label htmlFor={`${id}-${field}`}>{field === 'date' ? 'Date' : 'Amount paid in'}</label>
                <select
                  id={`${id}-${field}`}
                  className="form-control"
                  value={columns[field]}
                  onChange={(e) => setColumns((c) => ({ ...c, [field]: e.target.value }))}
                >
                  <option value="">Choose a column</option>
                  {preview.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <fieldset>
            <legend>Reference or description</legend>
            <div className="membership-settings__row">
              {preview.headers.map((h) => (
                <label key={h} className="membership-settings__check">
                  <input type="checkbox" checked={columns.text.includes(h)} onChange={(e) => toggleText(h, e.target.checked)} /> {h}
                </label>
              ))}
            </div>
          </fieldset>
          <Button onClick={importFile} disabled={upload.isPending}>
            Import and confirm payments
          </Button>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <div className="membership-import__report">
          <p role="status" className="console-notice">
            {report.message}
          </p>
          {unmatched.length > 0 && (
            <div className="membership-table-wrap">
              {/* The reason first: on a phone each line is a card (membership-section.css), the reason at its top. */}
              <table className="membership-table membership-table--stacked">
                <caption>Lines not matched</caption>
                <ColumnHeads names={['Why', 'Line', 'Date', 'Amount', 'Text']} />
                <tbody>
                  {unmatched.map((line) => (
                    <tr key={line.line}>
                      <td className="membership-table__why">
                        {line.outcome === 'confirmed' ? '' : IMPORT_REASON_TEXTS[line.outcome]}
                        {line.familyName ? ` (${line.familyName})` : ''}
                      </td>
                      <td data-label="Line">{line.line}</td>
                      <td data-label="Date">{line.date}</td>
                      <td data-label="Amount">{line.amountPence === null ? '' : poundsText(line.amountPence)}</td>
                      <td className="membership-table__text">{line.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
