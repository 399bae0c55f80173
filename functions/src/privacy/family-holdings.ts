import { normaliseEmail } from '@edma/contract/family';
import type { DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AUDIT_LOG } from '../store/audit-log.ts';
import { CONTACT_MESSAGES } from '../store/contact-docs.ts';
import { BOOKING_HEALTH, BOOKINGS } from '../store/booking-docs.ts';
import { FAMILIES, MEMBER_EMAILS, memberEmailId, MEMBERS, REGISTRATIONS, type FamilyDoc, type MemberDoc } from '../store/family-docs.ts';
import { bucket } from '../store/admin.ts';
import { INVITATIONS } from '../store/invitation-docs.ts';
import { ROTA_HELPERS, ROTA_SLOTS } from '../store/rota-docs.ts';
import type { UnmatchedLine } from '../store/dues-docs.ts';
import { familyLineIndexes, type FamilyWords } from './bank-import-lines.ts';

/*
 * Everything the association holds about one family, found in one place: the export writes it out
 * and the erasure removes or anonymises it. A collection that starts holding data keyed by a family
 * (its id, its people's emails or words they wrote) belongs here with an erasure rule
 * (erase-family-data.ts); one that holds nothing of a family goes in OUTSIDE_FAMILY_DATA with why.
 * family-holdings.test.ts fails for a stored collection in neither, and
 * tests/api/privacy-rights.test.ts for a document holding a seeded family's id or address outside them.
 */

// Collections of features that may not exist in every deployment: found by name, empty when absent.
export const DUES = 'dues';
export const BANK_LINES = 'bankLines';
export const BANK_IMPORTS = 'bankImports';
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
  BANK_IMPORTS,
  ROTA_HELPERS,
] as const;
export type FamilyDataCollection = (typeof FAMILY_DATA_COLLECTIONS)[number];

/**
 * Every other stored collection (stored-collections.ts), with why it holds no family's words of its
 * own: neither exported nor erased. A collection that could hold what a family typed, its name or
 * its addresses does not belong here.
 */
export const OUTSIDE_FAMILY_DATA: Readonly<Record<string, string>> = {
  publicDirectory: "a copy of listed families' public details, rebuilt from families: an erased family drops out (refreshFamily)",
  content: "the site's pages as the committee writes them (events, videos, albums, its own members, notices)",
  draws: 'names the committee types on a draw wheel at an event, tied to no family record; the committee edits or deletes a draw',
  drawSettings: "the committee's draw password, hashed",
  bookingEvents: "an event's booking settings and place counts",
  bankReferences: 'a reference reserved once, and the id of the booking or dues record it was given to',
  doorPasses:
    "an event's door pass: who it is for as the committee wrote it (a door or a volunteer), a salted hash of its PIN, its last day",
  doorWalkIns:
    "people let in at an event's door without a booking: a name as the volunteer wrote it (tied to no family record), a count and the cash; deleted 30 days after the event (deleteAt)",
  membershipSettings: "the association's fees, bank details and statement columns",
  emailBudget: 'a count of announcement emails per day',
  deliverySweep: 'when the email delivery sweep last ran',
  privacySettings: "the committee's directory audience and retention periods",
  privacyNoticeSeen: 'the privacy notice version a sign-in (by uid) last saw, and when: no name, address or text',
  dailyRuns: "the daily job's counts per day",
  rateLimits: 'request counters per scope and window, keyed by a salted hash of the address or uid',
  [ROTA_SLOTS]: "an event's helper slots (a job, a time, how many people): who helps is in rotaHelpers",
};

/** Storage folders holding a family's files, by family id. */
export const familyStoragePrefixes = (familyId: string) => [`photos/${familyId}/`];

export interface FamilyHoldings {
  familyId: string;
  family: DocumentSnapshot;
  members: QueryDocumentSnapshot[];
  /** The family's own addresses (its members'); not the ones it invited, nor ones another family owns. */
  emails: string[];
  /** By collection: the documents that hold the family's data. */
  docs: Record<FamilyDataCollection | 'memberAdds', QueryDocumentSnapshot[] | DocumentSnapshot[]>;
  /** What of the family a bank statement line could hold (bank-import-lines.ts). */
  words: FamilyWords;
  /** By bank import id: the indexes of its unmatched lines that are the family's. */
  bankImportLines: Record<string, number[]>;
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

/**
 * The bank imports with lines that are the family's. Old lines carry no family and a payer's name
 * cannot be queried for, so every import is read: one a statement, a few dozen a year.
 */
async function familyBankImports(db: Firestore, words: FamilyWords) {
  const imports: QueryDocumentSnapshot[] = [];
  const bankImportLines: Record<string, number[]> = {};
  for (const doc of (await db.collection(BANK_IMPORTS).get()).docs) {
    const lines = (doc.get('unmatchedLines') as UnmatchedLine[] | undefined) ?? [];
    const found = familyLineIndexes(lines, words);
    if (found.length === 0) continue;
    imports.push(doc);
    bankImportLines[doc.id] = found;
  }
  return { imports, bankImportLines };
}

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
  const [registrations, memberEmails, messagesOfFamily, bookings, health, dues, summaries, audit, announcements, messagesByEmail, helping] =
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
      byFamily(ROTA_HELPERS),
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
  const words: FamilyWords = {
    familyId,
    references: [...dues.docs, ...bookings.docs]
      .map((d) => d.get('reference'))
      .filter((r): r is string => typeof r === 'string' && r !== ''),
    emails,
    names: members.docs.map((m) => (m.data() as MemberDoc).name).filter((n): n is string => typeof n === 'string'),
  };
  const { imports, bankImportLines } = await familyBankImports(db, words);
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
      bankImports: imports,
      rotaHelpers: helping.docs,
    },
    words,
    bankImportLines,
    files: [...new Set([...files, ...photoPaths])],
  };
}
