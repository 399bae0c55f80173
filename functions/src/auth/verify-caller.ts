import { NOT_COMMITTEE_MESSAGE, doorRoleOfClaims, rolesOfClaims, type DoorRoleGrant, type StaffRole } from '@edma/contract/committee';
import { normaliseEmail } from '@edma/contract/family';
import { DOOR_EVENT_CLAIM, DOOR_PASS_CLAIM } from '@edma/contract/door-pass';
import { auth } from '../store/admin.ts';
import { notAllowed, notSignedIn } from '../errors/domain-error.ts';
import { bearerToken } from './bearer-token.ts';

export interface Caller {
  uid: string;
  /** Normalised (trimmed, lower-case) and verified by Google. */
  email: string;
  /** Holds the committee custom claim (granted with `npm run committee -- grant`): may do everything. */
  committee: boolean;
  /** The task roles held besides (ROLES_CLAIM): each opens the routes the table gives it. */
  roles?: readonly StaffRole[];
  /** Signed in with a door pass (no Google account): admitted to the `door` routes of its event only. */
  door?: { passId: string; eventId: string };
  /** Holds the door role (a member with their own Google account): the `door` routes of its event only. */
  doorRole?: DoorRoleGrant;
}

/** A signed-in member with the family their email belongs to (see Access `my-family`). */
export interface FamilyCaller extends Caller {
  familyId: string;
}

/**
 * The signed-in member behind a request. Missing, forged, expired or revoked tokens answer 401
 * (the app then asks to sign in again); a token without a verified email answers 403. A door pass's
 * sign-in has no email: it is the caller of its pass, which the router admits to the door alone.
 */
export async function verifyCaller(authorization: string | string[] | undefined): Promise<Caller> {
  const token = bearerToken(authorization);
  if (!token) throw notSignedIn();
  let decoded;
  try {
    // checkRevoked also refuses tokens of deleted or disabled accounts.
    decoded = await auth().verifyIdToken(token, true);
  } catch {
    throw notSignedIn();
  }
  const passId: unknown = decoded[DOOR_PASS_CLAIM];
  const eventId: unknown = decoded[DOOR_EVENT_CLAIM];
  if (typeof passId === 'string' && typeof eventId === 'string') {
    return { uid: decoded.uid, email: '', committee: false, roles: [], door: { passId, eventId } };
  }
  if (!decoded.email || decoded.email_verified !== true) {
    throw notAllowed('Your Google account email address is not verified.');
  }
  const roles = rolesOfClaims(decoded);
  const doorRole = doorRoleOfClaims(decoded);
  return {
    uid: decoded.uid,
    email: normaliseEmail(decoded.email),
    committee: roles.includes('committee'),
    roles: roles.filter((role): role is StaffRole => role !== 'committee'),
    ...(doorRole ? { doorRole } : {}),
  };
}

/** A signed-in committee member: 401 without a valid sign-in, 403 without the claim. */
export async function verifyCommittee(authorization: string | string[] | undefined): Promise<Caller> {
  const caller = await verifyCaller(authorization);
  if (!caller.committee) throw notAllowed(NOT_COMMITTEE_MESSAGE);
  return caller;
}
