import { normaliseEmail } from '@edma/contract/family';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../auth/verify-caller.ts';
import { BOOKING_EVENTS } from '../store/booking-docs.ts';
import { recordAudit } from '../store/audit-log.ts';
import { refreshFamily } from '../directory/snapshot-store.ts';
import { FAMILY_NOT_FOUND_MESSAGE } from '../families/family-access.ts';
import { FAMILIES, MEMBERS, type MemberDoc } from '../store/family-docs.ts';
import { bucket } from '../store/admin.ts';
import { notFound } from '../errors/domain-error.ts';
import { deletePhotos } from '../photos/photo-storage.ts';
import type { UnmatchedLine } from '../store/dues-docs.ts';
import { familyLineIndexes } from './bank-import-lines.ts';
import {
  FAMILY_DATA_COLLECTIONS,
  familyStoragePrefixes,
  readFamilyHoldings,
  type FamilyDataCollection,
  type FamilyHoldings,
} from './family-holdings.ts';

/** Who erased: a committee member, or the daily job (a family's own request, or retention). */
export type ErasureActor = Pick<Caller, 'uid' | 'email' | 'committee'>;

/** What an erased person's address or free text becomes where a record must stay (accounts, audit). */
export const ERASED = 'erased';

export interface ErasureOutcome {
  members: number;
  photos: number;
  /** Documents deleted and anonymised, by collection (the audit keeps these counts, nothing else). */
  deleted: Record<string, number>;
  anonymised: Record<string, number>;
}

const BATCH = 400;

async function inBatches(
  db: Firestore,
  docs: readonly DocumentSnapshot[],
  write: (batch: FirebaseFirestore.WriteBatch, doc: DocumentSnapshot) => void,
) {
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + BATCH)) write(batch, doc);
    await batch.commit();
  }
}

/** What one erasure's rules share: the holdings read before anything went, and the counts. */
interface ErasureStep {
  db: Firestore;
  held: FamilyHoldings;
  /** The family's own addresses. */
  emails: Set<string>;
  deleted: Record<string, number>;
  anonymised: Record<string, number>;
}

/** How a collection of the inventory is erased, after the first transaction. */
export type ErasureRule = (step: ErasureStep) => Promise<void>;

/** Deleted with the family, in eraseFamilyData's first transaction. */
const withTheFamily: ErasureRule = async () => {};

const deleteAll =
  (name: FamilyDataCollection): ErasureRule =>
  async ({ db, held, deleted }) => {
    await inBatches(db, held.docs[name], (batch, doc) => batch.delete(doc.ref));
    deleted[name] = held.docs[name].length;
  };

/** Audit entries stay (the committee's record), without the family's addresses. */
const anonymiseAudit: ErasureRule = async ({ db, held, emails, anonymised }) => {
  const naming = (doc: DocumentSnapshot, field: string) => emails.has(normaliseEmail(String(doc.get(field) ?? '')));
  const auditNaming = held.docs.auditLog.filter((doc) => naming(doc, 'actor.email') || naming(doc, 'details.email'));
  await inBatches(db, auditNaming, (batch, doc) =>
    batch.update(doc.ref, {
      ...(naming(doc, 'actor.email') ? { 'actor.email': ERASED } : {}),
      ...(naming(doc, 'details.email') ? { 'details.email': ERASED } : {}),
    }),
  );
  anonymised.auditLog = auditNaming.length;
};

/**
 * Bank imports stay (the committee's record of each statement: counts, dates, amounts, reasons);
 * the family's lines lose their text and family. Each import in its own transaction, found again
 * inside it: two families erased at once may share one.
 */
const anonymiseBankImports: ErasureRule = async ({ db, held, anonymised }) => {
  let lines = 0;
  for (const doc of held.docs.bankImports) {
    lines += await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const stored = (fresh.get('unmatchedLines') as UnmatchedLine[] | undefined) ?? [];
      const found = new Set(familyLineIndexes(stored, held.words));
      if (found.size === 0) return 0;
      tx.update(doc.ref, {
        unmatchedLines: stored.map((line, i): UnmatchedLine => (found.has(i) ? { ...line, text: ERASED, familyId: null } : line)),
      });
      return found.size;
    });
  }
  anonymised.bankImports = held.docs.bankImports.length;
  anonymised.bankImportLines = lines;
};

/**
 * Every collection of the inventory (FAMILY_DATA_COLLECTIONS) and how its documents of the family
 * go: a collection added there without a rule here does not compile.
 */
export const ERASURE_RULES: Record<FamilyDataCollection, ErasureRule> = {
  families: withTheFamily,
  memberEmails: withTheFamily,
  invitations: withTheFamily,
  registrations: withTheFamily,
  contactMessages: deleteAll('contactMessages'),
  // Paid bookings stay for the accounts, without anything that names a person; the rest go, their places freed.
  bookings: async ({ db, held, deleted, anonymised }) => {
    const paid = held.docs.bookings.filter((b) => b.get('paid') === true);
    const unpaid = held.docs.bookings.filter((b) => b.get('paid') !== true);
    await inBatches(db, paid, (batch, doc) => {
      const members = (doc.get('members') as { band?: string; meal?: string }[] | undefined) ?? [];
      batch.update(doc.ref, {
        members: members.map((m) => ({ memberId: '', band: m.band ?? '', meal: m.meal ?? '' })),
        note: '',
        // Who was ticked in at the door names its members.
        doorTicks: FieldValue.delete(),
        erased: true,
      });
    });
    await inBatches(db, unpaid, (batch, doc) => {
      batch.delete(doc.ref);
      const people = Number(doc.get('people')) || 0;
      if (doc.get('status') === 'going' && people > 0) {
        batch.update(db.collection(BOOKING_EVENTS).doc(String(doc.get('eventId'))), { placesTaken: FieldValue.increment(-people) });
      }
    });
    anonymised.bookings = paid.length;
    deleted.bookings = unpaid.length;
  },
  bookingHealth: deleteAll('bookingHealth'),
  dues: async ({ db, held, emails, anonymised }) => {
    await inBatches(db, held.docs.dues, (batch, doc) => {
      const history = (doc.get('history') as { at: string; by: string; what: string }[] | undefined) ?? [];
      batch.update(doc.ref, {
        history: history.map((h) => ({ ...h, by: emails.has(normaliseEmail(String(h.by ?? ''))) ? ERASED : h.by })),
        waivedReason: doc.get('waivedReason') ? ERASED : null,
        erased: true,
      });
    });
    anonymised.dues = held.docs.dues.length;
  },
  bankLines: async ({ db, held, anonymised }) => {
    await inBatches(db, held.docs.bankLines, (batch, doc) => batch.update(doc.ref, { text: ERASED }));
    anonymised.bankLines = held.docs.bankLines.length;
  },
  emailPreferences: deleteAll('emailPreferences'),
  announcements: async ({ db, held, emails, anonymised }) => {
    await inBatches(db, held.docs.announcements, (batch, doc) => batch.update(doc.ref, { recipients: FieldValue.arrayRemove(...emails) }));
    anonymised.announcements = held.docs.announcements.length;
  },
  membershipSummaries: deleteAll('membershipSummaries'),
  auditLog: anonymiseAudit,
  bankImports: anonymiseBankImports,
  // A slot's places are counted from its helpers: the erased family's places free themselves.
  rotaHelpers: deleteAll('rotaHelpers'),
};

/**
 * The right to erasure, complete: one implementation for the console's erase, a family's own
 * request and retention. The family, its members, email index entries, invitations and
 * registrations go in one transaction with the audit entry (counts only); then every message to or
 * from its addresses, its unpaid bookings and dietary details, its email preferences, its addresses
 * in announcement recipient lists, its photos. Records the accounts need stay, anonymised: paid
 * bookings keep event, amount, reference and age bands; dues keep year, amount, reference and
 * dates; bank lines and the family's lines of bank imports lose their statement text; audit
 * entries it made lose its address. Each collection by its rule in ERASURE_RULES.
 */
export async function eraseFamilyData(db: Firestore, familyId: string, actor: ErasureActor, why: string): Promise<ErasureOutcome> {
  const held = await readFamilyHoldings(db, familyId);
  if (!held.family.exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  const familyRef = db.collection(FAMILIES).doc(familyId);
  const emails = new Set(held.emails);
  const photoPaths = held.members.map((m) => (m.data() as MemberDoc).photo_path).filter((p): p is string => Boolean(p));
  const deleted: Record<string, number> = {};
  const anonymised: Record<string, number> = {};

  await db.runTransaction(async (tx) => {
    const family = await tx.get(familyRef);
    if (!family.exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
    const members = await tx.get(familyRef.collection(MEMBERS));
    const adds = await tx.get(familyRef.collection('memberAdds'));
    for (const doc of [...members.docs, ...adds.docs]) tx.delete(doc.ref);
    for (const name of ['invitations', 'registrations', 'memberEmails'] as const) {
      for (const doc of held.docs[name]) tx.delete(doc.ref);
      deleted[name] = held.docs[name].length;
    }
    tx.delete(familyRef);
    deleted.members = members.size;
    recordAudit(tx, { ...actor, email: actor.email }, 'family.erase', `families/${familyId}`, {
      why,
      members: members.size,
      photos: photoPaths.length,
    });
  });

  const step: ErasureStep = { db, held, emails, deleted, anonymised };
  // Each collection of the inventory by its rule, in the inventory's order.
  for (const name of FAMILY_DATA_COLLECTIONS) await ERASURE_RULES[name](step);

  // Anything else left under the family (a collection added later) goes too.
  await db.recursiveDelete(familyRef);
  const folders = familyStoragePrefixes(familyId);
  await deletePhotos(photoPaths.filter((path) => !folders.some((folder) => path.startsWith(folder))));
  for (const prefix of folders) await bucket().deleteFiles({ prefix });
  await refreshFamily(db, familyId);
  return { members: deleted.members ?? 0, photos: photoPaths.length, deleted, anonymised };
}
