import { MEMBERSHIP_TYPES } from '@edma/contract/family';
import {
  dayMonthText,
  DUES_STATUS_LABELS,
  DUES_STATUSES,
  MEMBERSHIP_API,
  type CommitteeDues,
  type DuesStatus,
  type MembershipType,
} from '@edma/contract/membership';
import { poundsText } from '@edma/contract/money';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { CheckboxField } from '@web/ui/checkbox-field.tsx';
import { Confirm } from '@web/ui/confirm.tsx';
import { useAuditedCsv } from '../../use-audited-csv.ts';
import { QueryStatus } from '../../query-status.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { BankImport } from './bank-import.tsx';
import { yearEndCsv, yearEndFilename } from './membership-csv.ts';
import { MembershipSettingsForm } from './membership-settings-form.tsx';
import './membership-section.css';
import { ukShortDate } from '@web/lib/uk-time.ts';

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

/** The list's count per town or type ("Seaton 12 · Honiton 4"). */
function Breakdown({ title, counts, status }: { title: string; counts: Record<string, Record<DuesStatus, number>>; status: DuesStatus }) {
  const parts = Object.entries(counts)
    .map(([name, byStatus]) => [name, byStatus[status]] as const)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  if (parts.length === 0) return null;
  return (
    <p className="membership-breakdown">
      <span className="membership-breakdown__title">{title}:</span> {parts.map(([name, n]) => `${name} ${n}`).join(' · ')}
    </p>
  );
}

function statusLine(dues: CommitteeDues): string {
  switch (dues.status) {
    case 'claimed':
      return `Says paid on ${dayMonthText(dues.claimedOn ?? dues.dueDate)}`;
    case 'paid':
      return `Paid on ${dayMonthText(dues.paidOn ?? dues.dueDate)}`;
    case 'waived':
      return `Waived: ${dues.waivedReason ?? ''}`;
    case 'lapsed':
      return `Lapsed: was due by ${dayMonthText(dues.dueDate)}`;
    case 'due':
      return `Due by ${dayMonthText(dues.dueDate)}`;
  }
}

type Mode = 'view' | 'confirm' | 'waive' | 'type';

function DuesItem({
  dues,
  onChanged,
  onRefused,
}: {
  dues: CommitteeDues;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [reason, setReason] = useState('');
  const [type, setType] = useState<MembershipType>(dues.type);
  const invalidates = [MEMBERSHIP_API.list];
  const confirm = useApiMutation(MEMBERSHIP_API.confirm, { invalidates });
  const waive = useApiMutation(MEMBERSHIP_API.waive, { invalidates });
  const changeType = useApiMutation(MEMBERSHIP_API.type, { invalidates });
  const key = { familyId: dues.familyId, year: dues.year };
  const name = dues.familyName || 'This family';
  const done = (message?: string) => {
    setMode('view');
    onChanged(message ?? 'Saved.');
  };
  const open = dues.status !== 'paid' && dues.status !== 'waived';

  function submitWaive(event: FormEvent) {
    event.preventDefault();
    waive.mutate({ ...key, reason }, { onSuccess: (a) => done(a.message), onError: onRefused });
  }
  function submitType(event: FormEvent) {
    event.preventDefault();
    changeType.mutate({ ...key, type }, { onSuccess: (a) => done(a.message), onError: onRefused });
  }

  return (
    <li className="console-card membership-item" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{name}</h3>
      <p className="membership-item__line">
        {dues.town || 'Town not given'} · {dues.type} · {poundsText(dues.amountPence)} ·{' '}
        <span className="membership-item__reference">{dues.reference}</span>
      </p>
      <p className="membership-item__line">{statusLine(dues)}</p>
      {mode === 'view' && open && (
        <div className="form-actions">
          <Button onClick={() => setMode('confirm')}>Confirm paid</Button>
          <Button variant="secondary" onClick={() => setMode('waive')}>
            Waive
          </Button>
          <Button variant="secondary" onClick={() => setMode('type')}>
            Change type
          </Button>
        </div>
      )}
      {mode === 'confirm' && (
        <Confirm
          label={`Confirm ${name} has paid?`}
          question={`${poundsText(dues.amountPence)} with reference ${dues.reference} has reached the bank? The family gets a receipt.`}
          confirmLabel="Yes, paid"
          busy={confirm.isPending}
          onConfirm={() => confirm.mutate(key, { onSuccess: (a) => done(a.message), onError: onRefused })}
          onCancel={() => setMode('view')}
        />
      )}
      {mode === 'waive' && (
        <form className="membership-item__form" aria-label={`Waive the fee of ${name}`} onSubmit={submitWaive}>
          <label htmlFor={`${id}-reason`}>Why is the fee waived?</label>
          <input id={`${id}-reason`} className="form-control" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          <SubmitOrCancel label="Waive fee" disabled={waive.isPending || reason.trim() === ''} onCancel={() => setMode('view')} />
        </form>
      )}
      {mode === 'type' && (
        <form className="membership-item__form" aria-label={`Change the type of ${name}`} onSubmit={submitType}>
          <label htmlFor={`${id}-type`}>Type for {dues.label}</label>
          <select id={`${id}-type`} className="form-control" value={type} onChange={(e) => setType(e.target.value as MembershipType)}>
            {MEMBERSHIP_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <SubmitOrCancel label="Change type" disabled={changeType.isPending} onCancel={() => setMode('view')} />
        </form>
      )}
      {dues.history.length > 0 && (
        <details className="membership-item__history">
          <summary>History</summary>
          <ul>
            {dues.history.map((h, i) => (
              <li key={i}>
                {ukShortDate.format(new Date(h.at))}: {h.what} ({h.by})
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The caller's own choice of the weekly summary email. */
function SummaryWish({
  weekly,
  onChanged,
  onRefused,
}: {
  weekly: boolean;
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}) {
  const id = useId();
  const save = useApiMutation(MEMBERSHIP_API.summary, { invalidates: [MEMBERSHIP_API.settings] });
  return (
    <div className="membership-summary-wish">
      <CheckboxField
        id={id}
        label="Email me a summary every Monday (to confirm, due, lapsed, unmatched bank lines)"
        checked={weekly}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ weekly: e.target.checked }, { onSuccess: (a) => onChanged(a.message ?? ''), onError: onRefused })}
      />
    </div>
  );
}

/** A small form's submit button and its Cancel. */
function SubmitOrCancel({ label, disabled, onCancel }: { label: string; disabled: boolean; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <Button type="submit" disabled={disabled}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
