import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { memberEmailRef, type MemberEmailDoc } from '../store/family-docs.ts';
import { conflict } from '../errors/domain-error.ts';

/** Said only to the signed-in owner of the address, so it reveals nothing to anyone else. */
export const OWN_EMAIL_TAKEN_MESSAGE =
  'Your email address already belongs to a registered family. Sign in to see it, or ask the committee to release the address.';

/**
 * Refuses (409) when the caller's proved email already belongs to a family other than `familyId`.
 * Reading the index in the transaction makes two racing registrations with one email conflict, so
 * only one can commit.
 */
export async function assertOwnEmailFree(tx: Transaction, email: string, familyId: string): Promise<void> {
  assertOwnEmailEntryFree(await tx.get(memberEmailRef(email)), familyId);
}

/**
 * The same check on the index entry already read in the transaction (with its other reads in one
 * round trip: see memberEmailRef).
 */
export function assertOwnEmailEntryFree(entry: DocumentSnapshot, familyId: string): void {
  const owner = entry.exists ? (entry.data() as MemberEmailDoc).familyId : null;
  if (owner !== null && owner !== familyId) throw conflict(OWN_EMAIL_TAKEN_MESSAGE);
}
