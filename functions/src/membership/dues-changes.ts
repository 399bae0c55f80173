import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { queueServiceEmails } from '../email/queue-email.ts';
import type { FamilyDoc } from '../store/family-docs.ts';
import type { DuesDoc } from '../store/dues-docs.ts';
import { receiptEmail } from './dues-emails.ts';
import { duesView, historyEntry, type DuesClock } from './open-dues.ts';

export type PaidOutcome = 'confirmed' | 'already-paid' | 'waived';

/**
 * Confirms a payment inside `tx` (after its reads): due, claimed or lapsed dues become paid and the
 * receipt goes to the family's members with an email, in the same transaction. Already paid or
 * waived dues are left as they are, so a claim and a confirmation at once, or a confirmation and a
 * bank line, end in one paid record with one receipt.
 */
export function markPaid(
  tx: Transaction,
  snapshot: DocumentSnapshot,
  family: FamilyDoc | undefined,
  clock: DuesClock,
  by: string,
  context: { yearStart: string; siteUrl: string; what?: string },
): PaidOutcome {
  const doc = snapshot.data() as DuesDoc;
  if (doc.status === 'paid') return 'already-paid';
  if (doc.status === 'waived') return 'waived';
  const paid: DuesDoc = { ...doc, status: 'paid', paidOn: clock.today };
  tx.update(snapshot.ref, {
    status: 'paid',
    paidOn: clock.today,
    history: FieldValue.arrayUnion(historyEntry(clock, by, context.what ?? 'Confirmed as paid')),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (family) {
    queueServiceEmails(tx, `dues-receipt.${doc.year}.${doc.familyId}`, family.member_emails, {
      ...receiptEmail(duesView(paid, context.yearStart), doc.familyId, context.siteUrl),
      name: 'Membership receipt',
      familyId: doc.familyId,
    });
  }
  return 'confirmed';
}
