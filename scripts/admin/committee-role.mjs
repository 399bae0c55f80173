const CLAIM = 'committee';

/**
 * Grants or revokes the committee claim (contract/src/committee.ts) of a Google account that has
 * signed in at least once. The member's next sign-in (or token refresh, within an hour) carries it.
 *
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {boolean} grant
 */
export async function setCommitteeRole(auth, email, grant) {
  let user;
  try {
    user = await auth.getUserByEmail(email.trim().toLowerCase());
  } catch {
    throw new Error(`No account for ${email}: they must sign in once with Google first.`);
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (grant) claims[CLAIM] = true;
  else delete claims[CLAIM];
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email: user.email ?? email };
}
