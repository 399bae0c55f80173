import type { Transaction } from 'firebase-admin/firestore';
import { memberEmailRef, type MemberEmailDoc } from '../families/family-docs.ts';
import { conflict } from '../http/http-error.ts';
import { emailChanges } from './member-emails.ts';

export function emailTakenMessage(email: string): string {
  return `The email address ${email} already belongs to another registered family. Each email address can belong to one family only.`;
}

/**
 * Reads, inside a transaction, which family owns each email, and refuses (409) an email that
 * belongs to a family other than `familyId`. Reading them in the transaction makes two racing
 * registrations with one email conflict, so only one can commit.
 */
export async function assertEmailsFree(tx: Transaction, emails: readonly string[], familyId: string): Promise<void> {
  if (emails.length === 0) return;
  const snapshots = await tx.getAll(...emails.map((e) => memberEmailRef(e)));
  snapshots.forEach((snapshot, i) => {
    const owner = snapshot.exists ? (snapshot.data() as MemberEmailDoc).familyId : null;
    if (owner !== null && owner !== familyId) throw conflict(emailTakenMessage(emails[i]!));
  });
}

/** Writes the email index for a change of the family's emails (after all reads of the transaction). */
export function writeEmailIndex(tx: Transaction, familyId: string, before: readonly string[], after: readonly string[]): void {
  const { added, removed } = emailChanges(before, after);
  for (const email of added) tx.set(memberEmailRef(email), { email, familyId } satisfies MemberEmailDoc);
  for (const email of removed) tx.delete(memberEmailRef(email));
}
