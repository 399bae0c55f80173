import { BOOKINGS_API } from '@edma/contract/bookings';
import { longEventDate } from '@edma/contract/calendar-texts';
import { DOOR_ROLE_TEXTS, type DoorRoleGrant } from '@edma/contract/committee';
import { DOOR_PASS_TEXTS, doorPassUid } from '@edma/contract/door-pass';
import { associationToday } from '@edma/contract/dates';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiSession } from '../../api/api-session.tsx';
import { FailureAlert } from '../../api/failure-alert.tsx';
import { SessionEndedNotice } from '../../api/session-ended-notice.tsx';
import { useApiQuery } from '../../api/use-api.ts';
import { useAuthSession, type AuthSession } from '../../firebase/auth-session.ts';
import { GoogleSignInStep } from '../../firebase/google-sign-in.tsx';
import { Field } from '../../ui/field.tsx';
import { dayBefore, defaultDoorEvent, doorEventText, loadDoorEvents, orderDoorEvents, saveDoorEvents } from './door-events.ts';
import { forgetPastDoors, loadDoor } from './door-queue.ts';
import { DoorPassSignIn } from './door-pass-sign-in.tsx';
import { useDoorAccess } from './door-role.ts';
import { loadDoorPass } from './door-pass-store.ts';
import { DoorScreen } from './door-screen.tsx';
import { keepDoorOffline } from './keep-door-offline.ts';
import { useOnline } from './use-door-sync.ts';
import './door.css';

/**
 * /door: the volunteer's phone at the village-hall door. Each person of a household going is ticked
 * in as they arrive; the ticks wait on the phone while there is no signal and are sent when it
 * returns. The API refuses the list and the ticks to anyone but the committee, the events role, a
 * member holding the door role of the event (signed in with Google) and a door pass of the event
 * (`/door?pass=`, with its PIN).
 */
export default function DoorPage() {
  const session = useAuthSession();
  // Kept for the day: the page reopens on the phone without signal. A failure leaves it working while open.
  useEffect(() => void keepDoorOffline().catch(() => {}), []);
  const { ended } = useApiSession();
  const [params] = useSearchParams();
  const passId = params.get('pass');
  return (
    <div className="door">
      <h1>Door</h1>
      {passId ? (
        ended ? (
          <DoorPassClosed passId={passId} />
        ) : (
          <DoorPassDoor key={passId} passId={passId} session={session} />
        )
      ) : ended ? (
        <SessionEndedNotice />
      ) : session.status === 'loading' ? (
        <p>Loading...</p>
      ) : session.status === 'signed-out' ? (
        <div className="door__sign-in">
          <p>Sign in with the Google account that holds the committee, events or door role.</p>
          <GoogleSignInStep session={session} />
        </div>
      ) : (
        <GoogleAccountDoor session={session} />
      )}
    </div>
  );
}

/** Signed in with Google: the committee and the events role choose the event; the door role opens its own. */
function GoogleAccountDoor({ session }: { session: AuthSession }) {
  const access = useDoorAccess(session.user, useOnline());
  if (!access) return <p>Loading...</p>;
  return access.door && !access.chooses ? <DoorRoleDoor grant={access.door} /> : <DoorEventChoice />;
}

/** The door role's event, without a choice, until the day after it. */
function DoorRoleDoor({ grant }: { grant: DoorRoleGrant }) {
  if (associationToday() > grant.lastDay) return <p role="alert">{DOOR_ROLE_TEXTS.ended}</p>;
  return (
    <>
      <p>Your door role opens this event&apos;s door until {longEventDate(grant.lastDay)}.</p>
      <DoorScreen key={grant.eventId} eventId={grant.eventId} />
    </>
  );
}

/**
 * A pass revoked or expired while the phone held it: the server refuses its sign-in and whatever the
 * phone had not sent, which is said here, so the volunteer tells the committee rather than trusting it.
 */
function DoorPassClosed({ passId }: { passId: string }) {
  const kept = loadDoorPass(localStorage, passId);
  const store = kept ? loadDoor(localStorage, kept.eventId) : null;
  const unsent = store ? store.pending.length + store.pendingWalkIns.length : 0;
  return (
    <div role="alert">
      <p>{DOOR_PASS_TEXTS.closed}</p>
      {unsent > 0 && (
        <p>
          {unsent} {unsent === 1 ? 'change' : 'changes'} made on this phone {unsent === 1 ? 'was' : 'were'} refused and not recorded: tell
          the committee who came in.
        </p>
      )}
    </div>
  );
}

/** The door a pass opens: its event's, once the phone has signed in with the pass's PIN. */
function DoorPassDoor({ passId, session }: { passId: string; session: AuthSession }) {
  const [kept, setKept] = useState(() => loadDoorPass(localStorage, passId));
  if (session.status === 'loading') return <p>Loading...</p>;
  const signedIn = session.status === 'signed-in' && session.user?.uid === doorPassUid(passId);
  if (!kept || !signedIn) return <DoorPassSignIn passId={passId} session={session} onSignedIn={setKept} />;
  return <DoorScreen key={kept.eventId} eventId={kept.eventId} />;
}

/** The event at the door, kept in the address (`?eventId=`), and its door. */
function DoorEventChoice() {
  const id = useId();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const events = useApiQuery(BOOKINGS_API.committeeEvents, {}, { enabled: online });
  const [kept] = useState(() => loadDoorEvents(localStorage));
  const today = associationToday();
  const listed = events.data?.events ?? kept;
  useEffect(() => {
    if (!events.data) return;
    saveDoorEvents(localStorage, events.data.events);
    forgetPastDoors(localStorage, events.data.events, dayBefore(associationToday()));
  }, [events.data]);
  const chosen = params.get('eventId') || defaultDoorEvent(listed, today);
  const ordered = orderDoorEvents(listed, today);

  return (
    <>
      {listed.length === 0 && events.error && <FailureAlert error={events.error} />}
      <Field id={`${id}-event`} label="Event">
        {(aria) => (
          <select
            className="form-control"
            {...aria}
            value={chosen}
            onChange={(e) => setParams(e.target.value ? { eventId: e.target.value } : {}, { replace: true })}
          >
            <option value="">Choose an event</option>
            {/* An event in the address that this phone has not listed yet still shows as chosen. */}
            {chosen && !listed.some((e) => e.eventId === chosen) && <option value={chosen}>{chosen}</option>}
            {ordered.map((event) => (
              <option key={event.eventId} value={event.eventId}>
                {doorEventText(event)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {chosen && <DoorScreen key={chosen} eventId={chosen} />}
    </>
  );
}
