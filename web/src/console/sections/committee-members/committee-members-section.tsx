import { COMMITTEE_MEMBER_API } from '@edma/contract/committee';
import { useId, useState } from 'react';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { SectionFeedback } from '../../section-feedback.tsx';
import { QueryStatus } from '../../query-status.tsx';

/** Who holds the committee role; grant it to a member who has signed in once, or revoke it. */
export function CommitteeMembersSection() {
  const id = useId();
  const members = useApiQuery(COMMITTEE_MEMBER_API.list, {});
  const grant = useApiMutation(COMMITTEE_MEMBER_API.grant, { invalidates: [COMMITTEE_MEMBER_API.list] });
  const revoke = useApiMutation(COMMITTEE_MEMBER_API.revoke, { invalidates: [COMMITTEE_MEMBER_API.list] });
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState('');
  const error = grant.error ?? revoke.error;

  return (
    <section className="console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Committee members</h2>
      <SectionFeedback notice={notice} error={error} />
      <QueryStatus query={members} />
      {members.data && (
        <ul className="console-list" aria-labelledby={`${id}-title`}>
          {members.data.members.map((member) => (
            <li key={member.uid} className="console-card console-card--row">
              <span>
                {member.name && <strong>{member.name} </strong>}
                {member.email}
              </span>
              <button
                type="button"
                className="button-secondary"
                disabled={revoke.isPending}
                // The visible words first, so speech input finds the button by what it shows.
                aria-label={`Remove role of ${member.email}`}
                onClick={() => revoke.mutate({ email: member.email }, { onSuccess: (result) => setNotice(result.message ?? '') })}
              >
                Remove role
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="console-form"
        onSubmit={(event) => {
          event.preventDefault();
          grant.mutate(
            { email },
            {
              onSuccess: (result) => {
                setNotice(result.message ?? '');
                setEmail('');
              },
            },
          );
        }}
      >
        <label htmlFor={`${id}-email`}>Give the committee role to (their Google email; they sign in once first)</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="console-card__actions">
          <button type="submit" className="button-primary" disabled={grant.isPending || email.trim() === ''}>
            Grant role
          </button>
        </div>
      </form>
    </section>
  );
}
