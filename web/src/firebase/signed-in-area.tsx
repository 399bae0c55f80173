import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ApiSessionProvider } from '../api/api-session.tsx';
import { clearStoredUser } from '../lib/stored-user.ts';
import { useAuthSession } from './auth-session.ts';

/**
 * The layout route around every screen that reads or changes data as a signed-in user (dashboard,
 * committee console, an event's booking panel): one API session, one query cache, one ended sign-in.
 * Registration and sign-in stay outside, so their first load carries no query library.
 */
export default function SignedInArea() {
  const session = useAuthSession();
  const uid = session.user?.uid ?? null;
  // A new sign-in (after a sign-out, or as someone else) starts a new session: an empty cache, not
  // ended. Signing out alone keeps it, so the screen being left does not flash back to loading.
  const [generation, setGeneration] = useState(0);
  const previous = useRef<{ uid: string | null; status: typeof session.status }>({ uid, status: session.status });
  useEffect(() => {
    const before = previous.current;
    previous.current = { uid, status: session.status };
    if (uid === null) return;
    if (before.status === 'signed-out' || (before.uid !== null && before.uid !== uid)) setGeneration((count) => count + 1);
  }, [uid, session.status]);

  const endSession = useCallback(() => {
    // The sign-in can no longer be used: forget it on this device; a failed sign-out changes nothing.
    clearStoredUser();
    session.signOut().catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ApiSessionProvider key={generation} idToken={session.idToken} onSessionEnded={endSession}>
      <Outlet />
    </ApiSessionProvider>
  );
}
