import { COMMITTEE_CLAIM, ROLES_CLAIM, rolesOfClaims, type ConsoleRole } from '@edma/contract/committee';
import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../store/admin.ts';

/** The console roles an account holds (its custom claims). */
export const rolesOf = (user: UserRecord): ConsoleRole[] => rolesOfClaims(user.customClaims);

/** Every account holding a console role (an association of ~300 has few accounts: one pass over them). */
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

/** The custom claims with `role` given or taken, every other claim kept. */
export function claimsWithRole(claims: Record<string, unknown> | undefined, role: ConsoleRole, hold: boolean): Record<string, unknown> {
  const next = { ...claims };
  if (role === 'committee') {
    if (hold) next[COMMITTEE_CLAIM] = true;
    else delete next[COMMITTEE_CLAIM];
    return next;
  }
  const others = rolesOfClaims(claims).filter((held) => held !== 'committee' && held !== role);
  const roles = hold ? [...others, role] : others;
  if (roles.length > 0) next[ROLES_CLAIM] = roles;
  else delete next[ROLES_CLAIM];
  return next;
}
