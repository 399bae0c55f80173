import {
  ROLE_LABELS,
  NO_ACCOUNT_MESSAGE,
  type COMMITTEE_MEMBER_API,
  OWN_ROLE_MESSAGE,
  type CommitteeMember,
} from '@edma/contract/committee';
import { normaliseEmail } from '@edma/contract/family';
import type { UserRecord } from 'firebase-admin/auth';
import { auth, db } from '../../store/admin.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { recordAudit } from '../../store/audit-log.ts';
import { claimsWithRole, roleHolders, rolesOf } from '../committee-roles.ts';

const asMember = (user: UserRecord): CommitteeMember => ({
  uid: user.uid,
  email: user.email ?? '',
  name: user.displayName ?? '',
  roles: rolesOf(user),
});

/** GET committee/members */
export const listCommitteeMembers: EndpointHandler<typeof COMMITTEE_MEMBER_API.list, 'committee'> = async () => {
  const members = (await roleHolders()).map(asMember).sort((a, b) => a.email.localeCompare(b.email));
  return { success: true, members };
};

async function accountOf(rawEmail: string): Promise<UserRecord> {
  try {
    return await auth().getUserByEmail(normaliseEmail(rawEmail));
  } catch {
    throw notFound(NO_ACCOUNT_MESSAGE);
  }
}

/** POST committee/members/grant {email, role}: from the member's next sign-in they hold the role. */
export const grantCommitteeRole: EndpointHandler<typeof COMMITTEE_MEMBER_API.grant, 'committee'> = async ({ email, role }, { caller }) => {
  const user = await accountOf(email);
  await auth().setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role, true));
  await db().runTransaction(async (tx) => recordAudit(tx, caller, 'committee.grant', `users/${user.uid}`, { email: user.email, role }));
  return {
    success: true,
    message: role === 'committee' ? `${user.email} is now a committee member.` : `${user.email} now holds the role ${ROLE_LABELS[role]}.`,
  };
};

/**
 * POST committee/members/revoke {email, role}: never one's own committee role (so the committee can
 * never lock itself out by accident). The member's sessions end at once: their tokens are revoked.
 */
export const revokeCommitteeRole: EndpointHandler<typeof COMMITTEE_MEMBER_API.revoke, 'committee'> = async (
  { email, role },
  { caller },
) => {
  const user = await accountOf(email);
  if (user.uid === caller.uid && role === 'committee') throw conflict(OWN_ROLE_MESSAGE);
  await auth().setCustomUserClaims(user.uid, claimsWithRole(user.customClaims, role, false));
  await auth().revokeRefreshTokens(user.uid);
  await db().runTransaction(async (tx) => recordAudit(tx, caller, 'committee.revoke', `users/${user.uid}`, { email: user.email, role }));
  return {
    success: true,
    message:
      role === 'committee'
        ? `${user.email} is no longer a committee member.`
        : `${user.email} no longer holds the role ${ROLE_LABELS[role]}.`,
  };
};
