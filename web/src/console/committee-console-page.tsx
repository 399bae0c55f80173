import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { useApiSession } from '@web/api/api-session.tsx';
import { SessionEndedNotice } from '@web/api/session-ended-notice.tsx';
import { useAuthSession } from '@web/firebase/auth-session.ts';
import { useConsoleRoles } from '@web/firebase/use-console-roles.ts';
import { GoogleSignInStep } from '@web/firebase/google-sign-in.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import './committee-console.css';

/**
 * /committee-console: the committee's back office, open to the whole committee and to the holders of
 * a task role (each sees the sections of their roles). Every action is also refused by the API to
 * anyone without a role that may take it; this check only decides what the page shows.
 */
export default function CommitteeConsolePage() {
  const session = useAuthSession();
  const roles = useConsoleRoles(session);
  const current = roles === null ? 'checking' : roles.length > 0 ? 'console' : 'member';
  // The signed-in area signs out once a call meets an ended sign-in.
  const { ended } = useApiSession();

  if (ended) {
    return (
      <div className="committee-console">
        <h1>Committee console</h1>
        <SessionEndedNotice />
      </div>
    );
  }
  return (
    <div className="committee-console">
      <h1>Committee console</h1>
      {session.status === 'loading' && <p role="status">Loading...</p>}
      {session.status === 'signed-out' && (
        <div className="committee-console__sign-in">
          <p>Sign in with the Google account that holds the committee role.</p>
          <GoogleSignInStep session={session} />
        </div>
      )}
      {session.status === 'signed-in' && current === 'checking' && <p role="status">Loading...</p>}
      {session.status === 'signed-in' && current === 'member' && <p role="alert">{NOT_COMMITTEE_MESSAGE}</p>}
      {session.status === 'signed-in' && current === 'console' && roles && <ConsoleLayout roles={roles} />}
    </div>
  );
}
