import { createHash } from 'node:crypto';

const normalise = (email) => email.trim().toLowerCase();
const emailId = (email) => createHash('sha256').update(normalise(email)).digest('hex');

/**
 * Releases an email address that a family claimed or listed by mistake: it no longer opens any
 * family, no family lists it and no invitation for it is open, so its owner can register or be
 * invited afresh. Refused when it is the last address that can sign in to its family (the
 * committee would first add another, or erase the family). Layout as in functions/src/families
 * and functions/src/invitations.
 *
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} rawEmail
 * @returns {Promise<{ email: string, familyId: string | null, invitationsClosed: number, membersCleared: number }>}
 */
export async function releaseEmail(db, rawEmail) {
  const email = normalise(rawEmail);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${rawEmail}`);
  const indexRef = db.collection('memberEmails').doc(emailId(email));
  const invitations = db.collection('invitations').where('email', '==', email);
  // Refusals are returned, not thrown, from the transaction: a transaction that ends cleanly
  // releases what it read at once, even when the process exits right after.
  const outcome = await db.runTransaction(async (tx) => {
    const index = await tx.get(indexRef);
    const open = await tx.get(invitations);
    const familyId = index.exists ? index.get('familyId') : null;
    const familyIds = [...new Set([familyId, ...open.docs.map((d) => d.get('familyId'))].filter(Boolean))];
    const families = await Promise.all(familyIds.map((id) => tx.get(db.collection('families').doc(id))));
    const members = await Promise.all(familyIds.map((id) => tx.get(db.collection('families').doc(id).collection('members'))));

    const own = families.find((family) => family.exists && family.id === familyId);
    if (own && (own.get('member_emails') ?? []).every((e) => e === email)) {
      return { refused: `${email} is the only address that can sign in to family ${familyId}: add another member's address first, or erase the family.` };
    }
    let membersCleared = 0;
    families.forEach((family, i) => {
      if (!family.exists) return;
      const accepted = (family.get('member_emails') ?? []).filter((e) => e !== email);
      tx.update(family.ref, { member_emails: accepted, updated_at: new Date() });
      for (const member of members[i]?.docs ?? []) {
        if (normalise(member.get('email') ?? '') !== email) continue;
        tx.update(member.ref, { email: '' });
        membersCleared += 1;
      }
    });
    if (index.exists) tx.delete(indexRef);
    for (const doc of open.docs) tx.delete(doc.ref);
    return { email, familyId, invitationsClosed: open.size, membersCleared };
  });
  if ('refused' in outcome) throw new Error(outcome.refused);
  return outcome;
}
