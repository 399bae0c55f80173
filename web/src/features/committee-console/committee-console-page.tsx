import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { useEffect, useState } from 'react';
import { useAuthSession } from '../../firebase/auth-session.ts';
import { GoogleSignInStep } from '../../firebase/google-sign-in.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { ConsoleSession } from './console-session.tsx';
import './committee-console.css';

type Role = 'checking' | 'committee' | 'member';

/**
 * /committee-console: the committee's back office. Every action is also refused by the API to
 * anyone without the committee claim; this check only decides what the page shows.
 */
export default function CommitteeConsolePage() {
  const session = useAuthSession();
  const [role, setRole] = useState<{ uid: string; role: Role } | null>(null);
  const uid = session.user?.uid ?? '';

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    let live = true;
    session
      .isCommittee()
      .then((yes) => live && setRole({ uid, role: yes ? 'committee' : 'member' }))
      .catch(() => live && setRole({ uid, role: 'member' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status, uid]);

  const current: Role = role?.uid === uid ? role.role : 'checking';
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
      {session.status === 'signed-in' && current === 'committee' && (
        <ConsoleSession idToken={session.idToken}>
          <ConsoleLayout />
        </ConsoleSession>
      )}
    </div>
  );
}
