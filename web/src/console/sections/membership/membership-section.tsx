import { DUES_STATUS_LABELS, DUES_STATUSES, MEMBERSHIP_API, type DuesStatus } from '@edma/contract/membership';
import { useId, useState } from 'react';
import { failureMessage, useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { useAuditedCsv } from '../../use-audited-csv.ts';
import { QueryStatus } from '../../query-status.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { BankImport } from './bank-import.tsx';
import { yearEndCsv, yearEndFilename } from './membership-csv.ts';
import { MembershipSettingsForm } from './membership-settings-form.tsx';
import './membership-section.css';
import { Breakdown } from './dues-breakdown.tsx';
import { DuesItem } from './dues-item.tsx';
import { SummaryWish } from './weekly-summary-wish.tsx';

type View = DuesStatus | 'settings' | 'import';

/**
 * "Membership": the year's dues by status (To confirm first: a payment is confirmed in two taps),
 * waive and change type, the bank statement import, the year-end CSV and the settings.
 */
export function MembershipSection() {
  const csv = useAuditedCsv();
  const id = useId();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [view, setView] = useState<View>('claimed');
  const [search, setSearch] = useState('');
  const [feedback, setFeedback] = useState({ notice: '', problem: '' });
  const settings = useApiQuery(MEMBERSHIP_API.settings, {});
  const list = useApiQuery(MEMBERSHIP_API.list, year === undefined ? {} : { year });
  const changed = (message: string) => setFeedback({ notice: message, problem: '' });
  // A notice belongs to the list, form or year it came from ("The fee is waived."): another starts without it.
  const clearFeedback = () => setFeedback({ notice: '', problem: '' });
  const show = (next: View) => {
    setView(next);
    clearFeedback();
  };
  const refused = (error: unknown) => setFeedback({ notice: '', problem: failureMessage(error) });

  const data = list.data;
  const needle = search.trim().toLowerCase();
  const shown =
    data && view !== 'settings' && view !== 'import'
      ? data.dues.filter(
          (d) =>
            d.status === view &&
            (!needle || [d.familyName, d.town, d.reference, d.type].some((field) => field.toLowerCase().includes(needle))),
        )
      : [];

  return (
    <section className="console-section membership-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Membership</h2>
      <QueryStatus query={settings} />
      {settings.data && !settings.data.settings && view !== 'settings' && (
        <p className="console-notice">
          The membership is not set up yet.{' '}
          <Button variant="secondary" onClick={() => show('settings')}>
            Set the fees
          </Button>
        </p>
      )}
      {data && (
        <div className="membership-toolbar">
          <label htmlFor={`${id}-year`}>Year</label>
          <select
            id={`${id}-year`}
            className="form-control"
            value={data.year}
            onChange={(e) => {
              setYear(Number(e.target.value));
              clearFeedback();
            }}
          >
            {data.years.map((y) => (
              <option key={y.year} value={y.year}>
                {y.label}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            onClick={() => csv.save('dues', yearEndFilename(data.label), yearEndCsv(data.dues))}
            disabled={data.dues.length === 0 || csv.busy}
          >
            Year-end CSV
          </Button>
          {csv.problem && <p role="alert">{csv.problem}</p>}
        </div>
      )}
      {data && data.unreadable.length > 0 && (
        <p className="console-notice" role="status">
          {data.unreadable.length === 1 ? 'One dues record' : `${data.unreadable.length} dues records`} of this year could not be read, so{' '}
          {data.unreadable.length === 1 ? 'it is' : 'they are'} left out of the lists and counts. Ask whoever looks after the site to mend:{' '}
          {data.unreadable.join(', ')}.
        </p>
      )}
      <nav className="membership-views" aria-label="Membership lists">
        {DUES_STATUSES.map((status) => (
          <Button
            key={status}
            variant={view === status ? 'primary' : 'secondary'}
            aria-pressed={view === status}
            onClick={() => show(status)}
          >
            {DUES_STATUS_LABELS[status]} ({data?.counts[status] ?? 0})
          </Button>
        ))}
        <Button variant={view === 'import' ? 'primary' : 'secondary'} aria-pressed={view === 'import'} onClick={() => show('import')}>
          Bank import
        </Button>
        <Button variant={view === 'settings' ? 'primary' : 'secondary'} aria-pressed={view === 'settings'} onClick={() => show('settings')}>
          Settings
        </Button>
      </nav>
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
      {view === 'settings' && settings.data && (
        <>
          <MembershipSettingsForm settings={settings.data.settings} onSaved={changed} />
          <SummaryWish weekly={settings.data.weeklySummary} onChanged={changed} onRefused={refused} />
        </>
      )}
      {view === 'import' && <BankImport />}
      {view !== 'settings' && view !== 'import' && (
        <>
          <QueryStatus query={list} />
          {data && (
            <>
              <div className="form-field membership-search">
                <label htmlFor={`${id}-search`}>Search by name, town or reference</label>
                <input
                  id={`${id}-search`}
                  type="search"
                  className="form-control"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
              <Breakdown title="By town" counts={data.byTown} status={view} />
              <Breakdown title="By type" counts={data.byType} status={view} />
              {shown.length === 0 ? (
                <p>Nobody in this list{needle ? ' matches the search' : ''}.</p>
              ) : (
                <ul className="console-list membership-list" aria-label={`${DUES_STATUS_LABELS[view]}: ${data.label}`}>
                  {shown.map((dues) => (
                    <DuesItem key={dues.familyId} dues={dues} onChanged={changed} onRefused={refused} />
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
