import {
  COMMITTEE_CLAIM,
  DOOR_ROLE,
  DOOR_ROLE_CLAIM,
  DOOR_ROLE_TEXTS,
  NO_ACCOUNT_MESSAGE,
  ROLES_CLAIM,
  doorRoleOfClaims,
  grantedRolesOfClaims,
  type DoorRoleGrant,
  type GrantableRole,
} from '@edma/contract/committee';
import { associationToday } from '@edma/contract/dates';
import { doorPassLastDay } from '@edma/contract/door-pass';
import { normaliseEmail } from '@edma/contract/family';
import type { UserRecord } from 'firebase-admin/auth';
import { calendarEventOf } from '../content/calendar-event.ts';
import { conflict, notFound } from '../errors/domain-error.ts';
import { auth, db } from '../store/admin.ts';
import { recordAudit, type AuditActor } from '../store/audit-log.ts';

/** The roles an account holds (its custom claims): the console's and the door role. */
export const rolesOf = (user: UserRecord): GrantableRole[] => grantedRolesOfClaims(user.customClaims);

/** Every account holding a role (an association of ~300 has few accounts: one pass over them). */
export async function roleHolders(): Promise<UserRecord[]> {
  const holders: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    holders.push(...page.users.filter((user) => rolesOf(user).length > 0));
    pageToken = page.pageToken;
  } while (pageToken);
  return holders;
}

/** Every account holding the whole committee's role. */
export async function committeeMembers(): Promise<UserRecord[]> {
  return (await roleHolders()).filter((user) => rolesOf(user).includes('committee'));
}

/** The custom claims with `role` given or taken (the door role with its event), every other claim kept. */
export function claimsWithRole(
  claims: Record<string, unknown> | undefined,
  role: GrantableRole,
  hold: boolean,
  door?: DoorRoleGrant,
): Record<string, unknown> {
  const next = { ...claims };
  if (role === 'committee') {
    if (hold) next[COMMITTEE_CLAIM] = true;
    else delete next[COMMITTEE_CLAIM];
    return next;
  }
  if (role === DOOR_ROLE && hold && !door) throw new Error('The door role needs its event.');
  const others = grantedRolesOfClaims(claims).filter((held) => held !== 'committee' && held !== role);
  const roles = hold ? [...others, role] : others;
  if (roles.length > 0) next[ROLES_CLAIM] = roles;
  else delete next[ROLES_CLAIM];
  if (role === DOOR_ROLE) {
    if (hold) next[DOOR_ROLE_CLAIM] = door;
    else delete next[DOOR_ROLE_CLAIM];
  }
  return next;
}

/** The door role's grant for an event: refused for an event the calendar lacks or one already over. */
export async function doorRoleGrantFor(eventId: string, today = associationToday()): Promise<DoorRoleGrant> {
  const event = await calendarEventOf(eventId, DOOR_ROLE_TEXTS.noEvent);
  const lastDay = doorPassLastDay(event.date);
  if (today > lastDay) throw conflict(DOOR_ROLE_TEXTS.eventOver);
  return { eventId, lastDay };
}

export async function accountOf(rawEmail: string): Promise<UserRecord> {
  try {
    return await auth().getUserByEmail(normaliseEmail(rawEmail));
  } catch {
    throw notFound(NO_ACCOUNT_MESSAGE);
  }
}

export interface RoleChange {
  user: UserRecord;
  role: GrantableRole;
  hold: boolean;
  /** The door role's event, when granting it. */
  eventId?: string;
}

/**
 * Grants or removes one role, every other claim kept, and audits it (who, which role, which event):
 * the console's API and `npm run committee` both come here. An ID token keeps the claims it was
 * issued with for up to an hour, so removing a role, or moving the door role to another event, also
 * revokes the person's refresh tokens: the API verifies every token with its revocation check, so
 * the old role stops at the next request, not at the next refresh.
 */
export async function changeRole({ user, role, hold, eventId }: RoleChange, actor: AuditActor): Promise<DoorRoleGrant | null> {
  const door = role === DOOR_ROLE && hold ? await doorRoleGrantFor(eventId ?? '') : null;
  const heldDoor = doorRoleOfClaims(user.customClaims);
  await auth().setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role, hold, door ?? undefined));
  const movedDoor = door !== null && heldDoor !== null && heldDoor.eventId !== door.eventId;
  if (!hold || movedDoor) await auth().revokeRefreshTokens(user.uid);
  await db().runTransaction(async (tx) =>
    recordAudit(tx, actor, hold ? 'committee.grant' : 'committee.revoke', `users/${user.uid}`, {
      email: user.email,
      role,
      ...(door ? { eventId: door.eventId, lastDay: door.lastDay } : role === DOOR_ROLE && heldDoor ? { eventId: heldDoor.eventId } : {}),
    }),
  );
  return door;
}
