import type { FamilyApproval } from '@edma/contract/committee';
import { dayMonthText, MEMBERSHIP_API, MEMBERSHIP_TEXTS, type DuesView } from '@edma/contract/membership';
import { poundsText } from '@edma/contract/money';
import { useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '../../api/use-api.ts';
import './membership-panel.css';

/** What a family reads of one year's dues, in a sentence: "Gold, £30.00 due by 30 April 2027". */
export function duesSummary(dues: DuesView): string {
  const fee = `${dues.type}, ${poundsText(dues.amountPence)}`;
  switch (dues.status) {
    case 'paid':
      return `${fee}. Paid on ${dayMonthText(dues.paidOn ?? dues.dueDate)}.`;
    case 'claimed':
      return `${fee}. You said you paid on ${dayMonthText(dues.claimedOn ?? dues.dueDate)}: the committee will confirm it.`;
    case 'waived':
      return `${dues.type}: nothing to pay this year.`;
    case 'lapsed':
      return `${fee} was due by ${dayMonthText(dues.dueDate)}: your membership has lapsed. Paying now renews it.`;
    case 'due':
      return `${fee} due by ${dayMonthText(dues.dueDate)}`;
  }
}

/** Membership: this year's dues (how to pay, "I have paid", "Paid on"), and earlier years. */
export function MembershipPanel({ approval }: { approval: FamilyApproval | undefined }) {
  const dues = useApiQuery(MEMBERSHIP_API.mine, {});
  const claim = useApiMutation(MEMBERSHIP_API.claim, { invalidates: [MEMBERSHIP_API.mine] });
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const current = dues.data?.current ?? null;

  async function sayPaid(year: number) {
    setMessage(null);
    try {
      const answer = await claim.mutateAsync({ year });
      // The status line below says it once the dues are read again; anything else (already paid) is said here.
      if (answer.message && answer.message !== MEMBERSHIP_TEXTS.claimed) setMessage({ text: answer.message, failed: false });
    } catch (error) {
      setMessage({ text: failureMessage(error), failed: true });
    }
  }

  return (
    <section className="panel membership-panel" aria-labelledby="membership-panel-title">
      <h2 id="membership-panel-title">{current ? `Membership ${current.label}` : 'Membership'}</h2>
      {dues.isPending && <p role="status">Loading membership...</p>}
      {dues.error && <p role="alert">{failureMessage(dues.error)}</p>}
      {dues.data && !dues.data.setUp && <p>{MEMBERSHIP_TEXTS.notSetUp}</p>}
      {dues.data?.setUp && !current && approval !== 'approved' && approval !== undefined && <p>{MEMBERSHIP_TEXTS.notApproved}</p>}
      {current && (
        <>
          <p className={`membership-panel__status membership-panel__status--${current.status}`} aria-live="polite">
            {duesSummary(current)}
          </p>
          {current.waivedReason && current.status === 'waived' && <p>{current.waivedReason}</p>}
          {(current.status === 'due' || current.status === 'lapsed' || current.status === 'claimed') && (
            <dl className="details-list">
              <div>
                <dt>Pay to</dt>
                <dd className="membership-panel__bank">{dues.data?.bankDetails}</dd>
              </div>
              <div>
                <dt>Reference</dt>
                <dd>
                  <span className="membership-panel__reference">{current.reference}</span>
                </dd>
              </div>
            </dl>
          )}
          {(current.status === 'due' || current.status === 'lapsed') && (
            <button type="button" className="button-primary" disabled={claim.isPending} onClick={() => void sayPaid(current.year)}>
              I have paid
            </button>
          )}
        </>
      )}
      {message && (
        <p role={message.failed ? 'alert' : 'status'} className={message.failed ? 'field-error' : undefined}>
          {message.text}
        </p>
      )}
      {dues.data && dues.data.earlier.length > 0 && (
        <>
          <h3>Earlier years</h3>
          <ul className="membership-panel__earlier">
            {dues.data.earlier.map((year) => (
              <li key={year.year}>
                {year.label}: {duesSummary(year)}
                {(year.status === 'due' || year.status === 'lapsed') && (
                  <>
                    {' '}
                    (reference {year.reference}){' '}
                    <button type="button" className="button-secondary" disabled={claim.isPending} onClick={() => void sayPaid(year.year)}>
                      I have paid {year.label}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
