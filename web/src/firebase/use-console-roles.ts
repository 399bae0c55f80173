import { useEffect, useState } from 'react';
import type { AuthSession } from './auth-session.ts';

/**
 * Whether the signed-in user holds the committee claim: null while it is being checked (or nobody
 * is signed in), then true or false for that user. Only decides what a page shows: the API refuses
 * committee actions to anyone without the claim.
 */
export function useIsCommittee(session: Pick<AuthSession, 'status' | 'user' | 'isCommittee'>): boolean | null {
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? '') : '';
  const [answer, setAnswer] = useState<{ uid: string; committee: boolean } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    session
      .isCommittee()
      .then((yes) => live && setAnswer({ uid, committee: yes }))
      .catch(() => live && setAnswer({ uid, committee: false }));
    return () => {
      live = false;
    };
    // The check belongs to the user; the session object changes on every auth event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
  return answer && answer.uid === uid && uid ? answer.committee : null;
}
