import { COMMITTEE_CLAIM } from '@edma/contract/committee';
import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../store/admin.ts';

const isCommittee = (user: UserRecord) => user.customClaims?.[COMMITTEE_CLAIM] === true;

/** Every account holding the role (an association of ~300 has few accounts: one pass over them). */
export async function committeeMembers(): Promise<UserRecord[]> {
  const members: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    members.push(...page.users.filter(isCommittee));
    pageToken = page.pageToken;
  } while (pageToken);
  return members;
}
