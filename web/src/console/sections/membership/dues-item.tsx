import { MEMBERSHIP_TYPES } from '@edma/contract/family';
import { dayMonthText, MEMBERSHIP_API, type CommitteeDues, type MembershipType } from '@edma/contract/membership';
import { poundsText } from '@edma/contract/money';
import { useId, useState, type FormEvent } from 'react';
import { useApiMutation } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';
import { ukShortDate } from '@web/lib/uk-time.ts';

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

/** One family's dues of the year: where they stand, confirm paid, waive, change type, and their history. */
export function DuesItem({
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
