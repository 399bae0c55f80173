import type { ConsoleRole } from '@edma/contract/committee';
import { useEffect, useState } from 'react';
import type { AuthSession } from './auth-session.ts';

/**
 * The console roles of the signed-in user: null while they are being checked (or nobody is signed
 * in), then the roles that user holds (none when the check fails). Only decides what a page shows:
 * the API refuses each console action to anyone without a role that may take it.
 */
export function useConsoleRoles(session: Pick<AuthSession, 'status' | 'user' | 'consoleRoles'>): ConsoleRole[] | null {
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? '') : '';
  const [answer, setAnswer] = useState<{ uid: string; roles: ConsoleRole[] } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    session
      .consoleRoles()
      .then((roles) => live && setAnswer({ uid, roles }))
      .catch(() => live && setAnswer({ uid, roles: [] }));
    return () => {
      live = false;
    };
    // The check belongs to the user; the session object changes on every auth event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
  return answer && answer.uid === uid && uid ? answer.roles : null;
}
