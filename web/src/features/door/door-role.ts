import { doorRoleGrantSchema, doorRoleOfClaims, rolesOfClaims, type DoorRoleGrant } from '@edma/contract/committee';
import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';

/** What a Google account may open at the door: every event's (the committee, the events role), or its door role's event. */
export interface DoorAccess {
  chooses: boolean;
  door: DoorRoleGrant | null;
}

const keyOf = (uid: string) => `edma-door-role:${uid}`;

/** The door role last read for this account, for a reload without signal (the token may not refresh then). */
export function loadDoorRole(storage: Storage, uid: string): DoorRoleGrant | null {
  try {
    const parsed = doorRoleGrantSchema.safeParse(JSON.parse(storage.getItem(keyOf(uid)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keepDoorRole(storage: Storage, uid: string, grant: DoorRoleGrant | null): void {
  try {
    if (grant) storage.setItem(keyOf(uid), JSON.stringify(grant));
    else storage.removeItem(keyOf(uid));
  } catch {
    // Without storage a reload without signal asks which event; the API still decides.
  }
}

/**
 * The door access of the signed-in account, from its ID token's claims (undefined while they are
 * read). Until then, the door role kept on the phone, and without signal the choice of events: a
 * reload without signal opens the door at once, where an expired token could not be read. Only
 * decides what the page shows: the API keeps the door role to its event. A role granted since the
 * token was issued shows from the next sign-in.
 */
export function useDoorAccess(user: Pick<User, 'uid' | 'getIdTokenResult'> | null, online: boolean): DoorAccess | undefined {
  const uid = user?.uid ?? '';
  const kept = (): DoorAccess | undefined => {
    const door = uid ? loadDoorRole(localStorage, uid) : null;
    return door ? { chooses: false, door } : online ? undefined : { chooses: true, door: null };
  };
  const [answer, setAnswer] = useState<{ uid: string; access: DoorAccess | undefined }>(() => ({ uid, access: kept() }));
  useEffect(() => {
    if (!user || !uid) return;
    let live = true;
    Promise.resolve()
      .then(() => user.getIdTokenResult())
      .then(({ claims }) => {
        const roles = rolesOfClaims(claims);
        const chooses = roles.includes('committee') || roles.includes('events');
        const door = doorRoleOfClaims(claims);
        keepDoorRole(localStorage, uid, chooses ? null : door);
        if (live) setAnswer({ uid, access: { chooses, door } });
      })
      // The claims could not be read: what the phone kept stands, else the choice of events.
      .catch(() => live && setAnswer({ uid, access: kept() ?? { chooses: true, door: null } }));
    return () => {
      live = false;
    };
    // The access belongs to the account; the user object changes on every auth event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
  return answer.uid === uid ? answer.access : kept();
}
