import { createHash } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

// Imported by both the API (families.ts) and `npm run committee -- release` (scripts/admin), which
// Node runs without a build: so only erasable TypeScript, and no imports beyond node and types.
// The collection layout is the one of families/family-docs.ts and invitations/invitation-docs.ts.

const normalise = (email: string) => email.trim().toLowerCase();
const emailId = (email: string) => createHash('sha256').update(normalise(email)).digest('hex');

export interface ReleasedEmail {
  email: string;
  familyId: string | null;
  invitationsClosed: number;
  membersCleared: number;
}

/**
 * Releases an email address that a family claimed or listed by mistake: it no longer opens any
 * family, no family lists it and no invitation for it is open, so its owner can register or be
 * invited afresh. Refused (answered, not thrown: a transaction that ends cleanly releases what it
 * read at once) when it is the last address that can sign in to its family: the committee would
 * first add another, or erase the family. `inTransaction` adds the caller's own writes (the audit).
 */
export async function releaseEmailAddress(
  db: Firestore,
  rawEmail: string,
  inTransaction?: (tx: Transaction, released: ReleasedEmail) => void,
): Promise<ReleasedEmail | { refused: string }> {
  const email = normalise(rawEmail);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { refused: `Not an email address: ${rawEmail}` };
  const indexRef = db.collection('memberEmails').doc(emailId(email));
  const invitations = db.collection('invitations').where('email', '==', email);
  return db.runTransaction(async (tx) => {
    const index = await tx.get(indexRef);
    const open = await tx.get(invitations);
    const familyId = index.exists ? (index.get('familyId') as string) : null;
    const familyIds = [
      ...new Set([familyId, ...open.docs.map((d) => d.get('familyId') as string)].filter((id): id is string => Boolean(id))),
    ];
    const families = await Promise.all(familyIds.map((id) => tx.get(db.collection('families').doc(id))));
    const members = await Promise.all(familyIds.map((id) => tx.get(db.collection('families').doc(id).collection('members'))));

    const own = families.find((family) => family.exists && family.id === familyId);
    if (own && ((own.get('member_emails') as string[] | undefined) ?? []).every((e) => e === email)) {
      return {
        refused: `${email} is the only address that can sign in to family ${familyId}: add another member's address first, or erase the family.`,
      };
    }
    let membersCleared = 0;
    families.forEach((family, i) => {
      if (!family.exists) return;
      const accepted = ((family.get('member_emails') as string[] | undefined) ?? []).filter((e) => e !== email);
      tx.update(family.ref, { member_emails: accepted, updated_at: new Date() });
      for (const member of members[i]?.docs ?? []) {
        if (normalise((member.get('email') as string | undefined) ?? '') !== email) continue;
        tx.update(member.ref, { email: '' });
        membersCleared += 1;
      }
    });
    if (index.exists) tx.delete(indexRef);
    for (const doc of open.docs) tx.delete(doc.ref);
    const released = { email, familyId, invitationsClosed: open.size, membersCleared };
    inTransaction?.(tx, released);
    return released;
  });
}
