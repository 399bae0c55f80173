import {
  COMMITTEE_CLAIM,
  committeeRoleChangeSchema,
  NO_ACCOUNT_MESSAGE,
  OWN_ROLE_MESSAGE,
  type CommitteeMember,
} from '@edma/contract/committee';
import { normaliseEmail } from '@edma/contract/family';
import type { UserRecord } from 'firebase-admin/auth';
import { verifyCommittee } from '../auth/verify-caller.ts';
import { auth, db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { recordAudit } from './audit-log.ts';

const isCommittee = (user: UserRecord) => user.customClaims?.[COMMITTEE_CLAIM] === true;

/** Every account holding the role (an association of ~300 has few accounts: one pass over them). */
async function committeeMembers(): Promise<UserRecord[]> {
  const members: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    members.push(...page.users.filter(isCommittee));
    pageToken = page.pageToken;
  } while (pageToken);
  return members;
}

const asMember = (user: UserRecord): CommitteeMember => ({ uid: user.uid, email: user.email ?? '', name: user.displayName ?? '' });

/** GET committee/members */
export const listCommitteeMembers: ApiHandler = async (request) => {
  await verifyCommittee(request.headers.authorization);
  const members = (await committeeMembers()).map(asMember).sort((a, b) => a.email.localeCompare(b.email));
  return { json: { success: true, members } };
};

async function accountOf(rawEmail: string): Promise<UserRecord> {
  try {
    return await auth().getUserByEmail(normaliseEmail(rawEmail));
  } catch {
    throw notFound(NO_ACCOUNT_MESSAGE);
  }
}

/** POST committee/members/grant {email}: from the member's next sign-in they hold the role. */
export const grantCommitteeRole: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { email } = parseOrReject(committeeRoleChangeSchema, readJson(request));
  const user = await accountOf(email);
  await auth().setCustomUserClaims(user.uid, { ...user.customClaims, [COMMITTEE_CLAIM]: true });
  await db().runTransaction(async (tx) => recordAudit(tx, caller, 'committee.grant', `users/${user.uid}`, { email: user.email }));
  return { json: { success: true, message: `${user.email} is now a committee member.` } };
};

/**
 * POST committee/members/revoke {email}: never one's own role (so the committee can never lock
 * itself out by accident). The member's sessions end at once: their tokens are revoked.
 */
export const revokeCommitteeRole: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { email } = parseOrReject(committeeRoleChangeSchema, readJson(request));
  const user = await accountOf(email);
  if (user.uid === caller.uid) throw conflict(OWN_ROLE_MESSAGE);
  const claims = { ...user.customClaims };
  delete claims[COMMITTEE_CLAIM];
  await auth().setCustomUserClaims(user.uid, claims);
  await auth().revokeRefreshTokens(user.uid);
  await db().runTransaction(async (tx) => recordAudit(tx, caller, 'committee.revoke', `users/${user.uid}`, { email: user.email }));
  return { json: { success: true, message: `${user.email} is no longer a committee member.` } };
};
