import type { FamilyDetails, FamilyMember } from '@edma/contract/family';
import { useEffect, useState } from 'react';
import type { AuthStatus } from '../../firebase/auth-session.ts';
import { isSessionExpired } from '../../firebase/session-expiry.ts';
import { fetchFamily } from './dashboard-api.ts';
import { FAMILY_LOAD_ERROR_MESSAGE, FAMILY_LOAD_FAILED_MESSAGE } from './dashboard-messages.ts';

export type FamilyData =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; detail?: string }
  | { kind: 'expired' }
  | { kind: 'loaded'; family: FamilyDetails; members: FamilyMember[] };

/**
 * Loads the family once Firebase Auth has settled: signed in -> fetch with the ID token;
 * signed out although a user is stored -> the session has expired.
 */
export function useFamilyData(familyId: string, authStatus: AuthStatus, uid: string | null, idToken: () => Promise<string>) {
  const [data, setData] = useState<FamilyData>({ kind: 'loading' });

  useEffect(() => {
    if (authStatus === 'loading') return;
    if (authStatus === 'signed-out') {
      setData({ kind: 'expired' });
      return;
    }
    if (!familyId) {
      setData({ kind: 'failed', message: FAMILY_LOAD_FAILED_MESSAGE });
      return;
    }
    let current = true;
    setData({ kind: 'loading' });
    (async () => {
      try {
        const result = await fetchFamily(familyId, await idToken());
        if (!current) return;
        setData(
          result.success
            ? { kind: 'loaded', family: result.family, members: result.members }
            : { kind: 'failed', message: FAMILY_LOAD_FAILED_MESSAGE, detail: result.message },
        );
      } catch (error) {
        if (!current) return;
        if (isSessionExpired(error)) {
          setData({ kind: 'expired' });
          return;
        }
        console.error(FAMILY_LOAD_ERROR_MESSAGE, error);
        setData({ kind: 'failed', message: FAMILY_LOAD_ERROR_MESSAGE });
      }
    })();
    return () => {
      current = false;
    };
    // idToken reads the current user itself; reloading on each new function identity would refetch needlessly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [familyId, authStatus, uid]);

  return [data, setData] as const;
}
