const COMMITTEE_CLAIM = 'committee';
const ROLES_CLAIM = 'roles';
/** CONSOLE_ROLES of contract/src/committee.ts: the whole committee, or one task. */
export const CONSOLE_ROLES = ['committee', 'treasurer', 'events', 'content'];

/**
 * Grants or revokes a console role (contract/src/committee.ts: the committee claim, or one of the
 * task roles in the roles claim) of a Google account that has signed in at least once; every other
 * claim is kept. The member's next sign-in (or token refresh, within an hour) carries it.
 *
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {boolean} grant
 * @param {string} [role]
 */
export async function setCommitteeRole(auth, email, grant, role = 'committee') {
  if (!CONSOLE_ROLES.includes(role)) throw new Error(`The role must be one of: ${CONSOLE_ROLES.join(', ')}.`);
  let user;
  try {
    user = await auth.getUserByEmail(email.trim().toLowerCase());
  } catch {
    throw new Error(`No account for ${email}: they must sign in once with Google first.`);
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (role === COMMITTEE_CLAIM) {
    if (grant) claims[COMMITTEE_CLAIM] = true;
    else delete claims[COMMITTEE_CLAIM];
  } else {
    const held = Array.isArray(claims[ROLES_CLAIM]) ? claims[ROLES_CLAIM].filter((r) => r !== role) : [];
    const roles = grant ? [...held, role] : held;
    if (roles.length > 0) claims[ROLES_CLAIM] = roles;
    else delete claims[ROLES_CLAIM];
  }
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email: user.email ?? email };
}
