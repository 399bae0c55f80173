import type { FamilyDetails, FamilyMember } from '@edma/contract/family';
import { useCallback, useEffect, useState } from 'react';
import type { AuthStatus } from '../../firebase/auth-session.ts';
import { ApiError } from '../../api/api-client.ts';
import { isSessionExpired } from '../../lib/session-expiry.ts';
import { fetchFamily } from './dashboard-api.ts';
import { FAMILY_LOAD_ERROR_MESSAGE, FAMILY_LOAD_FAILED_MESSAGE } from './dashboard-messages.ts';

export type LoadedFamily = { kind: 'loaded'; family: FamilyDetails; members: FamilyMember[] };
type Outcome = LoadedFamily | { kind: 'failed'; message: string; detail?: string } | { kind: 'expired' };
export type FamilyData = Outcome | { kind: 'loading' };

const LOADING: FamilyData = { kind: 'loading' };
const EXPIRED: FamilyData = { kind: 'expired' };
const NO_FAMILY_ID: FamilyData = { kind: 'failed', message: FAMILY_LOAD_FAILED_MESSAGE };

/**
 * The family on the dashboard. It is fetched once Firebase Auth has settled and a user is signed
 * in; signed out although a user is stored means the session has expired.
 */
export function useFamilyData(familyId: string, authStatus: AuthStatus, uid: string | null, idToken: () => Promise<string>) {
  // Results are kept with the user and family they belong to, so a change of either shows Loading... again.
  const key = `${uid ?? ''}\u0000${familyId}`;
  const [fetched, setFetched] = useState<{ key: string; outcome: Outcome } | null>(null);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (authStatus !== 'signed-in' || !familyId) return;
    let current = true;
    (async () => {
      let outcome: Outcome;
      try {
        const result = await fetchFamily(familyId, await idToken());
        outcome = { kind: 'loaded', family: result.family, members: result.members };
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'refused') {
          outcome = { kind: 'failed', message: FAMILY_LOAD_FAILED_MESSAGE, detail: error.serverMessage };
        } else if (isSessionExpired(error)) {
          outcome = { kind: 'expired' };
        } else {
          console.error(FAMILY_LOAD_ERROR_MESSAGE, error);
          outcome = { kind: 'failed', message: FAMILY_LOAD_ERROR_MESSAGE };
        }
      }
      if (current) setFetched({ key, outcome });
    })();
    return () => {
      current = false;
    };
    // idToken reads the current user when called; a new function identity is no reason to refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, authStatus]);

  let data: FamilyData;
  if (expired || authStatus === 'signed-out') data = EXPIRED;
  else if (authStatus === 'loading') data = LOADING;
  else if (!familyId) data = NO_FAMILY_ID;
  else if (fetched?.key !== key) data = LOADING;
  else data = fetched.outcome;

  /** Applies a saved change to the loaded family without fetching again. */
  const update = useCallback((change: (loaded: LoadedFamily) => LoadedFamily) => {
    setFetched((f) => (f && f.outcome.kind === 'loaded' ? { ...f, outcome: change(f.outcome) } : f));
  }, []);
  const markExpired = useCallback(() => setExpired(true), []);

  return { data, update, markExpired };
}
