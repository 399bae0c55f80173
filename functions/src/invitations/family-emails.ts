import { memberEmailsOf } from '../store/member-emails.ts';

/**
 * Who may sign in to a family, after a change of its members. Only emails whose owners proved them
 * (signed in with Google and registered, or accepted an invitation) are `accepted`: they open the
 * family and are in the one-family-per-email index. Every other member email is only `invited`: it
 * grants nothing and locks nobody out until its owner signs in and accepts.
 */
export interface FamilyEmailPlan {
  /** The family's `member_emails`: what rules and the API check. */
  accepted: string[];
  invited: string[];
  /** Index entries to write (newly proved emails) and to delete (accepted emails no longer listed). */
  indexAdded: string[];
  indexRemoved: string[];
  /** Invitations to delete (emails no longer listed, or accepted now). */
  invitationsRemoved: string[];
  /** Emails invited now for the first time: each is told by email to sign in. */
  invitationsAdded: string[];
}

export function planFamilyEmails(
  acceptedBefore: readonly string[],
  invitedBefore: readonly string[],
  membersAfter: ReadonlyArray<{ email: string }>,
  newlyProved: readonly string[] = [],
): FamilyEmailPlan {
  const listed = memberEmailsOf(membersAfter);
  const proved = new Set([...acceptedBefore, ...newlyProved]);
  const accepted = listed.filter((e) => proved.has(e));
  const invited = listed.filter((e) => !proved.has(e));
  return {
    accepted,
    invited,
    indexAdded: newlyProved.filter((e) => accepted.includes(e) && !acceptedBefore.includes(e)),
    indexRemoved: acceptedBefore.filter((e) => !accepted.includes(e)),
    invitationsRemoved: invitedBefore.filter((e) => !invited.includes(e)),
    invitationsAdded: invited.filter((e) => !invitedBefore.includes(e)),
  };
}
