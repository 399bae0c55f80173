import type { StaffRole } from '@edma/contract/committee';
import { adminAuth } from './admin.ts';
import { uniqueGmail } from './test-data.ts';
import { googleSignIn } from './auth-tokens.ts';

/** A committee member: a Google account holding the committee claim, signed in afresh. */
export async function committeeMember(prefix = 'committee') {
  const email = uniqueGmail(prefix);
  const { uid } = await googleSignIn(email);
  await adminAuth().setCustomUserClaims(uid, { committee: true });
  return { email, uid, token: (await googleSignIn(email)).token };
}

/** A Google account holding one task role (STAFF_ROLES), signed in afresh so its token carries it. */
export async function taskRoleHolder(role: StaffRole, prefix: string = role) {
  const email = uniqueGmail(prefix);
  const { uid } = await googleSignIn(email);
  await adminAuth().setCustomUserClaims(uid, { roles: [role] });
  return { email, uid, token: (await googleSignIn(email)).token };
}
