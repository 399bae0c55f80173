import { isGmail, normaliseEmail } from '@edma/contract/family';

/** The family's `member_emails`: normalised, non-empty, each once, in member order. */
export function memberEmailsOf(members: ReadonlyArray<{ email: string }>): string[] {
  return [...new Set(members.map((m) => normaliseEmail(m.email)).filter((e) => e !== ''))];
}

export function hasGmailMember(members: ReadonlyArray<{ email: string }>): boolean {
  return members.some((m) => isGmail(m.email));
}

/** Emails to add to and remove from the email index when a family's emails change. */
export function emailChanges(before: readonly string[], after: readonly string[]) {
  return {
    added: after.filter((e) => !before.includes(e)),
    removed: before.filter((e) => !after.includes(e)),
  };
}
