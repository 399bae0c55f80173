import { isGmail, normaliseEmail } from '@edma/contract/family';

/** The family's `member_emails`: normalised, non-empty, each once, in member order. */
export function memberEmailsOf(members: ReadonlyArray<{ email: string }>): string[] {
  return [...new Set(members.map((m) => normaliseEmail(m.email)).filter((e) => e !== ''))];
}

export function hasGmailMember(members: ReadonlyArray<{ email: string }>): boolean {
  return members.some((m) => isGmail(m.email));
}
