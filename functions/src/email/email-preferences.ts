import { COMMITTEE_CLAIM } from '@edma/contract/committee';
import { normaliseEmail } from '@edma/contract/family';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { auth, db } from '../store/admin.ts';
import { EMAIL_PREFERENCES, preferenceRef, type EmailPreferenceDoc } from '../store/email-preference-docs.ts';
import { lookUp } from './recipient-lookups.ts';

export async function readPreference(email: string): Promise<EmailPreferenceDoc | null> {
  const snapshot = await preferenceRef(email).get();
  return snapshot.exists ? (snapshot.data() as EmailPreferenceDoc) : null;
}

/**
 * The fields a change writes. `newsSinceMs` is written when news is turned on from off (`wasOn`
 * false): saying yes again makes every older unsubscribe link void.
 */
export function preferenceChange(
  email: string,
  change: { news?: boolean; committeeDigest?: boolean },
  changedBy: EmailPreferenceDoc['changedBy'],
  wasOn = false,
) {
  return {
    email: normaliseEmail(email),
    ...(change.news === undefined ? {} : { news: change.news }),
    ...(change.news === true && !wasOn ? { newsSinceMs: Date.now() } : {}),
    ...(change.committeeDigest === undefined ? {} : { committeeDigest: change.committeeDigest }),
    changedBy,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** In a transaction (registration): the registrant's own answer. */
export function setNewsInTransaction(tx: Transaction, email: string, news: boolean): void {
  tx.set(preferenceRef(email), preferenceChange(email, { news }, 'registration'), { merge: true });
}

export async function setPreference(
  email: string,
  change: { news?: boolean; committeeDigest?: boolean },
  changedBy: EmailPreferenceDoc['changedBy'],
) {
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(preferenceRef(email))).data() as EmailPreferenceDoc | undefined;
    tx.set(preferenceRef(email), preferenceChange(email, change, changedBy, current?.news === true), { merge: true });
  });
}

/**
 * An unsubscribe link made at `issuedAtMs` is used. Only an address saying yes now, since before the
 * link was made, is turned off; nothing is written for any other (an erased address stays erased).
 */
export async function stopNewsByLink(email: string, issuedAtMs: number): Promise<'stopped' | 'not-subscribed' | 'newer-yes'> {
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(preferenceRef(email))).data() as EmailPreferenceDoc | undefined;
    if (current?.news !== true) return 'not-subscribed';
    if ((current.newsSinceMs ?? 0) > issuedAtMs) return 'newer-yes';
    tx.set(preferenceRef(email), preferenceChange(email, { news: false }, 'unsubscribe-link'), { merge: true });
    return 'stopped';
  });
}

/** Of these addresses, those that said yes to news (read in one pass, 300 at a time). */
export async function newsSubscribers(emails: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(emails.map(normaliseEmail).filter(Boolean))];
  const yes = new Set<string>();
  for (let i = 0; i < unique.length; i += 300) {
    const refs = unique.slice(i, i + 300).map(preferenceRef);
    if (refs.length === 0) continue;
    for (const snapshot of await db().getAll(...refs)) {
      const doc = snapshot.data() as EmailPreferenceDoc | undefined;
      if (doc?.news === true) yes.add(doc.email);
    }
  }
  return yes;
}

/**
 * Committee members who asked for the digest and still hold the role, and the lookups that failed
 * for another reason than a deleted account (recipient-lookups.ts): never silently "nobody".
 */
export async function committeeDigestRecipients(): Promise<{ recipients: string[]; failures: string[] }> {
  const asked = await db().collection(EMAIL_PREFERENCES).where('committeeDigest', '==', true).get();
  const recipients: string[] = [];
  const failures: string[] = [];
  for (const doc of asked.docs) {
    const { email } = doc.data() as EmailPreferenceDoc;
    const user = await lookUp(() => auth().getUserByEmail(email), failures);
    if (user?.customClaims?.[COMMITTEE_CLAIM] === true) recipients.push(email);
  }
  return { recipients, failures };
}
