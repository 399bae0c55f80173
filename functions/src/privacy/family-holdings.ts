import { normaliseEmail } from '@edma/contract/family';
import type { DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AUDIT_LOG } from '../committee/audit-log.ts';
import { CONTACT_MESSAGES } from '../contact/contact-docs.ts';
import { BOOKING_HEALTH, BOOKINGS } from '../bookings/booking-docs.ts';
import { FAMILIES, MEMBER_EMAILS, memberEmailId, MEMBERS, REGISTRATIONS, type FamilyDoc, type MemberDoc } from '../families/family-docs.ts';
import { bucket } from '../firebase/admin.ts';
import { INVITATIONS } from '../invitations/invitation-docs.ts';

/*
 * Everything the association holds about one family, found in one place: the export writes it out
 * and the erasure removes or anonymises it. A collection that starts holding data keyed by a family
 * (its id or its people's emails) belongs here; tests/api/privacy-inventory.test.ts fails until it is.
 */

// Collections of features that may not exist in every deployment: found by name, empty when absent.
export const DUES = 'dues';
export const BANK_LINES = 'bankLines';
export const EMAIL_PREFERENCES = 'emailPreferences';
export const ANNOUNCEMENTS = 'announcements';
export const MEMBERSHIP_SUMMARIES = 'membershipSummaries';

/** Every top-level collection the holdings read (the inventory test checks the emulator against it). */
export const FAMILY_DATA_COLLECTIONS = [
  FAMILIES,
  MEMBER_EMAILS,
  INVITATIONS,
  REGISTRATIONS,
  CONTACT_MESSAGES,
  BOOKINGS,
  BOOKING_HEALTH,
  DUES,
  BANK_LINES,
  EMAIL_PREFERENCES,
  ANNOUNCEMENTS,
  MEMBERSHIP_SUMMARIES,
  AUDIT_LOG,
] as const;

/** Storage folders holding a family's files, by family id. */
export const familyStoragePrefixes = (familyId: string) => [`photos/${familyId}/`];

export interface FamilyHoldings {
  familyId: string;
  family: DocumentSnapshot;
  members: QueryDocumentSnapshot[];
  /** The family's own addresses (its members'); not the ones it invited, nor ones another family owns. */
  emails: string[];
  /** By collection: the documents that hold the family's data. */
  docs: Record<(typeof FAMILY_DATA_COLLECTIONS)[number] | 'memberAdds', QueryDocumentSnapshot[] | DocumentSnapshot[]>;
  /** Storage object names. */
  files: string[];
}

const IN_LIMIT = 30;

/** A query per chunk of values (Firestore's `in` takes 30), documents once each. */
async function whereIn(query: (values: string[]) => Query, values: readonly string[]): Promise<QueryDocumentSnapshot[]> {
  const found = new Map<string, QueryDocumentSnapshot>();
  for (let i = 0; i < values.length; i += IN_LIMIT) {
    const chunk = values.slice(i, i + IN_LIMIT);
    if (chunk.length === 0) continue;
    for (const doc of (await query(chunk).get()).docs) found.set(doc.ref.path, doc);
  }
  return [...found.values()];
}

const unique = (docs: QueryDocumentSnapshot[]) => [...new Map(docs.map((d) => [d.ref.path, d])).values()];

export async function readFamilyHoldings(db: Firestore, familyId: string): Promise<FamilyHoldings> {
  const familyRef = db.collection(FAMILIES).doc(familyId);
  const [family, members, memberAdds, invitations] = await Promise.all([
    familyRef.get(),
    familyRef.collection(MEMBERS).orderBy('order').get(),
    familyRef.collection('memberAdds').get(),
    db.collection(INVITATIONS).where('familyId', '==', familyId).get(),
  ]);
  const stored = (family.data() as Partial<FamilyDoc> | undefined)?.member_emails ?? [];
  const listed = [...stored, ...members.docs.map((m) => (m.data() as MemberDoc).email)]
    .filter((e): e is string => typeof e === 'string' && e.trim() !== '')
    .map(normaliseEmail);
  // An address another family owns (one the family typed for a member, never accepted) is that family's.
  const candidates = [...new Set(listed)];
  const owners = await Promise.all(candidates.map((e) => db.collection(MEMBER_EMAILS).doc(memberEmailId(e)).get()));
  const emails = candidates.filter((_, i) => !owners[i]!.exists || owners[i]!.get('familyId') === familyId);
  const invitedElsewhere = await whereIn((chunk) => db.collection(INVITATIONS).where('email', 'in', chunk), emails);
  const byFamily = (collection: string) => db.collection(collection).where('familyId', '==', familyId).get();
  const [registrations, memberEmails, messagesOfFamily, bookings, health, dues, summaries, audit, announcements, messagesByEmail] =
    await Promise.all([
      byFamily(REGISTRATIONS),
      byFamily(MEMBER_EMAILS),
      byFamily(CONTACT_MESSAGES),
      byFamily(BOOKINGS),
      byFamily(BOOKING_HEALTH),
      byFamily(DUES),
      whereIn((chunk) => db.collection(MEMBERSHIP_SUMMARIES).where('email', 'in', chunk), emails),
      Promise.all([
        whereIn((chunk) => db.collection(AUDIT_LOG).where('actor.email', 'in', chunk), emails),
        whereIn((chunk) => db.collection(AUDIT_LOG).where('details.email', 'in', chunk), emails),
      ]),
      whereIn((chunk) => db.collection(ANNOUNCEMENTS).where('recipients', 'array-contains-any', chunk), emails),
      whereIn((chunk) => db.collection(CONTACT_MESSAGES).where('email', 'in', chunk), emails),
    ]);
  const bankLines = await whereIn(
    (chunk) => db.collection(BANK_LINES).where('duesId', 'in', chunk),
    dues.docs.map((d) => d.id),
  );
  // Audit entries about the family's own records: the family, its bookings, dues and messages.
  const targets = [
    `families/${familyId}`,
    ...bookings.docs.map((d) => `${BOOKINGS}/${d.id}`),
    ...dues.docs.map((d) => `${DUES}/${d.id}`),
    ...[...messagesOfFamily.docs, ...messagesByEmail].map((d) => `${CONTACT_MESSAGES}/${d.id}`),
  ];
  const auditOfRecords = await whereIn((chunk) => db.collection(AUDIT_LOG).where('target', 'in', chunk), targets);
  const preferences = (await Promise.all(emails.map((e) => db.collection(EMAIL_PREFERENCES).doc(memberEmailId(e)).get()))).filter(
    (d) => d.exists,
  );
  const files = (
    await Promise.all(familyStoragePrefixes(familyId).map(async (prefix) => (await bucket().getFiles({ prefix }))[0].map((f) => f.name)))
  ).flat();
  const photoPaths = members.docs
    .map((m) => (m.data() as MemberDoc).photo_path)
    .filter((p): p is string => typeof p === 'string' && p !== '');
  return {
    familyId,
    family,
    members: members.docs,
    emails,
    docs: {
      families: family.exists ? [family] : [],
      memberAdds: memberAdds.docs,
      memberEmails: unique([
        ...memberEmails.docs,
        ...owners.filter((o) => o.exists && o.get('familyId') === familyId).map((o) => o as QueryDocumentSnapshot),
      ]),
      // Its own invitations, and other families' invitations of its people.
      invitations: unique([...invitations.docs, ...invitedElsewhere]),
      registrations: registrations.docs,
      contactMessages: unique([...messagesOfFamily.docs, ...messagesByEmail]),
      bookings: bookings.docs,
      bookingHealth: health.docs,
      dues: dues.docs,
      bankLines,
      emailPreferences: preferences,
      announcements,
      membershipSummaries: summaries,
      auditLog: unique([...auditOfRecords, ...audit[0], ...audit[1]]),
    },
    files: [...new Set([...files, ...photoPaths])],
  };
}
