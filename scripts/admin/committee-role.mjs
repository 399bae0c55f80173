import { CONSOLE_ROLES } from '@edma/contract/committee';
import { claimsWithRole } from '../../functions/src/committee/committee-roles.ts';

/**
 * Grants or revokes a console role (the whole committee, or one task: contract/src/committee.ts) of a
 * Google account that has signed in at least once, every other claim kept (claimsWithRole: the one
 * implementation, shared with the console's API). The member's next sign-in (or token refresh,
 * within an hour) carries it.
 *
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {boolean} grant
 * @param {string} [role]
 */
export async function setCommitteeRole(auth, email, grant, role = 'committee') {
  const consoleRole = CONSOLE_ROLES.find((known) => known === role);
  if (!consoleRole) throw new Error(`The role must be one of: ${CONSOLE_ROLES.join(', ')}.`);
  let user;
  try {
    user = await auth.getUserByEmail(email.trim().toLowerCase());
  } catch {
    throw new Error(`No account for ${email}: they must sign in once with Google first.`);
  }
  await auth.setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, consoleRole, grant));
  return { uid: user.uid, email: user.email ?? email };
}
