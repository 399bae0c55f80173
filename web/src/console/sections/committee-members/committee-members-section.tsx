import { COMMITTEE_MEMBER_API, DOOR_ROLE, GRANTABLE_ROLES, ROLE_LABELS, type GrantableRole } from '@edma/contract/committee';
import { useId, useState } from 'react';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { DoorEventField } from './door-event-field.tsx';
import { MemberRoles } from './member-roles.tsx';
import './committee-members-section.css';

/**
 * Who holds the committee role, a task role or the door role; grant one to a member who has signed in
 * once (the door role for one coming event), or remove one role at a time (the server refuses
 * removing one's own committee role).
 */
export function CommitteeMembersSection() {
  const id = useId();
  const members = useApiQuery(COMMITTEE_MEMBER_API.list, {});
  const grant = useApiMutation(COMMITTEE_MEMBER_API.grant, { invalidates: [COMMITTEE_MEMBER_API.list] });
  const revoke = useApiMutation(COMMITTEE_MEMBER_API.revoke, { invalidates: [COMMITTEE_MEMBER_API.list] });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GrantableRole>('committee');
  const [eventId, setEventId] = useState('');
  const door = role === DOOR_ROLE;
  const [notice, setNotice] = useState('');
  // The latest change's outcome alone: an earlier refusal is not said again beside a later success.
  const error = grant.error ?? revoke.error;
  const starting = (other: { reset(): void }) => {
    setNotice('');
    other.reset();
  };

  function remove(member: string, held: GrantableRole, refused: () => void) {
    starting(grant);
    revoke.mutate({ email: member, role: held }, { onSuccess: (result) => setNotice(result.message ?? ''), onError: refused });
  }

  return (
    <section className="console-section committee-members" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Committee members</h2>
      <p>
        The committee role opens every section; a task role opens only its own sections; the door role opens one event&apos;s door screen
        and nothing else, until the day after the event.
      </p>
      <SectionFeedback notice={notice} error={error} />
      <QueryStatus query={members} />
      {members.data && (
        <ul className="console-list" aria-labelledby={`${id}-title`}>
          {members.data.members.map((member) => (
            <li key={member.uid} className="console-card" aria-label={member.name || member.email}>
              <span>
                {member.name && <strong>{member.name} </strong>}
                {member.email}
              </span>
              <MemberRoles
                member={member}
                // Until the list is read again, a removed role still shows: it is not to be removed twice.
                busy={revoke.isPending || members.isFetching}
                onRemove={(held, refused) => remove(member.email, held, refused)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        className="console-form"
        onSubmit={(event) => {
          event.preventDefault();
          starting(revoke);
          grant.mutate(door ? { email, role, eventId } : { email, role }, {
            onSuccess: (result) => {
              setNotice(result.message ?? '');
              setEmail('');
            },
          });
        }}
      >
        <label htmlFor={`${id}-email`}>Give a role to (their Google email; they sign in once first)</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} className="form-control" value={role} onChange={(event) => setRole(event.target.value as GrantableRole)}>
          {GRANTABLE_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
        {door && <DoorEventField id={`${id}-event`} value={eventId} onChange={setEventId} />}
        <div className="console-card__actions">
          <Button type="submit" disabled={grant.isPending || email.trim() === '' || (door && eventId === '')}>
            Grant role
          </Button>
        </div>
      </form>
    </section>
  );
}
