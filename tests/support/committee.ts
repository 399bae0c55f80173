import { COMMITTEE_CLAIM, ROLES_CLAIM, type StaffRole } from '@edma/contract/committee';
import { adminAuth } from './admin.ts';
import { uniqueGmail } from './test-data.ts';
import { googleSignIn } from './auth-tokens.ts';

/** A Google account holding these custom claims, signed in afresh so its token carries them. */
async function signedInWithClaims(prefix: string, claims: Record<string, unknown>) {
  const email = uniqueGmail(prefix);
  const { uid } = await googleSignIn(email);
  await adminAuth().setCustomUserClaims(uid, claims);
  return { email, uid, token: (await googleSignIn(email)).token };
}

/** A committee member: a Google account holding the committee claim. */
export const committeeMember = (prefix = 'committee') => signedInWithClaims(prefix, { [COMMITTEE_CLAIM]: true });

/** A Google account holding one task role (STAFF_ROLES). */
export const taskRoleHolder = (role: StaffRole, prefix: string = role) => signedInWithClaims(prefix, { [ROLES_CLAIM]: [role] });
