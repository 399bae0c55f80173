import { MAX_MEMBERS_PER_FAMILY } from '@edma/contract/limits';
import { conflict } from '../errors/domain-error.ts';
import { hasGmailMember } from '../store/member-emails.ts';

export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found.';
export const KEEP_GMAIL_MESSAGE = 'At least one family member must have a Gmail address.';
export const LAST_MEMBER_MESSAGE = 'A family must keep at least one member.';
export const FAMILY_FULL_MESSAGE = `A family can have at most ${MAX_MEMBERS_PER_FAMILY} members.`;

/** Refuses (409) a change that would leave the family in a state registration would not allow. */
export function assertValidFamily(membersAfter: ReadonlyArray<{ email: string }>): void {
  if (membersAfter.length === 0) throw conflict(LAST_MEMBER_MESSAGE);
  if (membersAfter.length > MAX_MEMBERS_PER_FAMILY) throw conflict(FAMILY_FULL_MESSAGE);
  if (!hasGmailMember(membersAfter)) throw conflict(KEEP_GMAIL_MESSAGE);
}
