import { APPROVAL_EMAIL_LABEL, COMMITTEE_API, type PendingRegistration } from '@edma/contract/committee';
import { useId, useState } from 'react';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { CheckboxField } from '@web/ui/checkbox-field.tsx';
import { FailureAlert } from '@web/api/failure-alert.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { ukNumericDate } from '@web/lib/uk-time.ts';

/** "Pending registrations": each new family with Approve, or Reject with a reason the registrant sees. */
export function PendingRegistrations() {
  const pending = useApiQuery(COMMITTEE_API.registrations, {});
  const [notice, setNotice] = useState('');
  const registrations = pending.data?.registrations;

  return (
    <section className="console-section" aria-labelledby="pending-title">
      <h2 id="pending-title">Pending registrations</h2>
      <SectionFeedback notice={notice} />
      <QueryStatus query={pending} />
      {registrations?.length === 0 && <p>No registrations are waiting.</p>}
      {registrations && registrations.length > 0 && (
        <ul className="console-list" aria-labelledby="pending-title">
          {registrations.map((registration) => (
            <PendingRegistrationCard key={registration.familyId} registration={registration} onDecided={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingRegistrationCard({ registration, onDecided }: { registration: PendingRegistration; onDecided(message: string): void }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  // On by default: a family usually wants to hear that it is in.
  const [notify, setNotify] = useState(true);
  const approve = useApiMutation(COMMITTEE_API.approve, { invalidates: [COMMITTEE_API.registrations] });
  const reject = useApiMutation(COMMITTEE_API.reject, { invalidates: [COMMITTEE_API.registrations] });
  const head = registration.members[0]?.name ?? 'N/A';
  const busy = approve.isPending || reject.isPending;
  const error = approve.error ?? reject.error;

  return (
    <li className="console-card" aria-labelledby={`${id}-head`}>
      <h3 id={`${id}-head`}>{head}</h3>
      <p>
        {registration.house_no}, {registration.address_line}, {registration.location}, {registration.postal_code} ·{' '}
        {registration.membership_type}
      </p>
      <p className="console-card__meta">Registered {ukNumericDate.format(registration.created_at_ms)}</p>
      <ul className="console-card__members">
        {registration.members.map((member, index) => (
          <li key={index}>
            {member.name}
            {member.email && <span className="console-card__meta"> ({member.email})</span>}
          </li>
        ))}
      </ul>
      <FailureAlert error={error} />
      <CheckboxField
        id={`${id}-notify`}
        label={APPROVAL_EMAIL_LABEL}
        checked={notify}
        disabled={busy}
        onChange={(event) => setNotify(event.target.checked)}
      />
      <div className="console-card__actions">
        <button
          type="button"
          className="button-primary"
          disabled={busy}
          aria-label={`Approve ${head}`}
          onClick={() =>
            approve.mutate(
              { familyId: registration.familyId, notify },
              { onSuccess: () => onDecided(`${head}'s family was approved.${notify ? ' An email is on the way to them.' : ''}`) },
            )
          }
        >
          Approve
        </button>
        {!rejecting && (
          <button
            type="button"
            className="button-secondary"
            disabled={busy}
            aria-label={`Reject ${head}`}
            onClick={() => setRejecting(true)}
          >
            Reject
          </button>
        )}
      </div>
      {rejecting && (
        <form
          className="console-form"
          onSubmit={(event) => {
            event.preventDefault();
            reject.mutate({ familyId: registration.familyId, reason }, { onSuccess: () => onDecided(`${head}'s family was rejected.`) });
          }}
        >
          <label htmlFor={`${id}-reason`}>Reason (the registrant sees it)</label>
          <textarea id={`${id}-reason`} required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          <div className="console-card__actions">
            <button type="submit" className="button-primary" disabled={busy || reason.trim() === ''}>
              Reject registration
            </button>
            <button type="button" className="button-secondary" disabled={busy} onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
