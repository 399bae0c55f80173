import { CALENDAR_API } from '@edma/contract/calendar';
import { longEventDate } from '@edma/contract/calendar-texts';
import { doorRoleOfClaims, type DoorRoleGrant } from '@edma/contract/committee';
import { associationToday } from '@edma/contract/dates';
import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '../../app/route-table.ts';
import { useApiQuery } from '../../api/use-api.ts';
import './dashboard-notice.css';

type TokenHolder = Pick<User, 'uid' | 'getIdTokenResult'>;

/**
 * The door role of the signed-in account, from its ID token's claims: null while they are read, for
 * no role, or when they cannot be read. The token the sign-in gave holds the role (a grant shows
 * from the next sign-in, as on /door).
 */
function useDoorRoleGrant(user: TokenHolder | null): DoorRoleGrant | null {
  const uid = user?.uid ?? '';
  const [answer, setAnswer] = useState<{ uid: string; grant: DoorRoleGrant | null } | null>(null);
  useEffect(() => {
    if (!user || !uid) return;
    let live = true;
    Promise.resolve()
      .then(() => user.getIdTokenResult())
      .then(({ claims }) => live && setAnswer({ uid, grant: doorRoleOfClaims(claims) }))
      .catch(() => live && setAnswer({ uid, grant: null }));
    return () => {
      live = false;
    };
    // The role belongs to the account; the user object changes on every auth event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
  return answer && answer.uid === uid ? answer.grant : null;
}

/**
 * A member the committee gave an event's door: where the door screen is, so nobody has to send them
 * the address. Only while the role lasts (to the day after the event, as the door and the API hold
 * it); nothing for anyone else. The event's title comes from the public calendar.
 */
export function DoorRoleNotice({ user, today = associationToday() }: { user: TokenHolder | null; today?: string }) {
  const grant = useDoorRoleGrant(user);
  const open = grant !== null && today <= grant.lastDay;
  const calendar = useApiQuery(CALENDAR_API.events, {}, { enabled: open });
  if (!grant || !open || calendar.isPending) return null;
  const event = calendar.data?.events.find((candidate) => candidate.id === grant.eventId);
  return (
    <section className="dashboard-notice dashboard__door" aria-labelledby="door-role-title">
      <h2 id="door-role-title">You are at the door for {event ? event.title : 'an event'}</h2>
      {event && <p>{[longEventDate(event.date), event.startTime, event.location].filter(Boolean).join(', ')}</p>}
      <p>
        <Link to={pathTo('door')}>Open the door screen</Link> to tick people in as they arrive.
      </p>
    </section>
  );
}
