import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { bucket } from '../store/admin.ts';
import { normaliseEmail } from '@edma/contract/family';
import type { MemberDoc } from '../store/family-docs.ts';
import { announcementRow, auditRow, bankImportRow, invitationRow, withoutOtherAddresses } from './export-rows.ts';
import { readFamilyHoldings, type FamilyHoldings } from './family-holdings.ts';
import { csvOf, zipFiles, type ZipEntry } from './zip-file.ts';

/** Stored values as plain JSON: timestamps as ISO text, references as paths, bytes as base64. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') {
    const v = value as { toDate?: () => Date; path?: string; firestore?: unknown };
    if (typeof v.toDate === 'function') return v.toDate().toISOString();
    if (typeof v.path === 'string' && v.firestore) return v.path;
    if (Buffer.isBuffer(value)) return value.toString('base64');
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, plain(x)]));
  }
  return value;
}

const record = (doc: DocumentSnapshot) => ({ id: doc.id, ...(plain(doc.data() ?? {}) as Record<string, unknown>) });

const README = `What the East Devon Malayalee Association holds about your family

Each part comes twice: as JSON (complete, nested) and as CSV (one row per record, nested values as JSON).

family         your family's address, membership, directory and deletion choices, and the privacy notice version accepted at registration
members        each person: name, email, phone, date of birth, photo, and the consent an adult recorded for a child
memberEmails   which addresses sign in to your family
invitations    addresses your family added that were not yet accepted, and other families' invitations of your people
registrations  the registration that created the family
contactMessages messages sent from your addresses through the contact form, and the emails the association sent you
bookings       your event bookings; bookingHealth: dietary needs (deleted 30 days after the event)
dues           membership dues; bankLines: the bank statement lines that paid them
bankImports    bank statement lines that named your family but paid nothing (a second payment, a year already paid)
emailPreferences your choices about the association's emails
announcements  announcements sent to you: subject, date, text, and which of your addresses each went to
auditLog       what the committee and your family did to your family's record
rotaHelpers    the helper slots your people signed up for at events

Addresses that are not your family's (the committee's, the association's) are shown as "the committee".
photos/        the photos of your members as stored
`;

export interface FamilyExport {
  bytes: Buffer;
  /** The parts written (collection names), for the inventory test and the audit. */
  parts: string[];
}

/** The family's own addresses: those it signs in with, and those it typed for its members. */
function ownAddresses(held: FamilyHoldings): Set<string> {
  const typed = held.members.map((m) => (m.data() as MemberDoc).email).filter((e) => typeof e === 'string' && e !== '');
  return new Set([...held.emails, ...typed].map(normaliseEmail));
}

/** Each part's rows: only the family's part of records shared with others (export-rows.ts). */
function partsOf(held: FamilyHoldings): Record<string, Record<string, unknown>[]> {
  const own = ownAddresses(held);
  const parts: Record<string, Record<string, unknown>[]> = {
    family: held.family.exists ? [record(held.family)] : [],
    members: held.members.map(record),
  };
  for (const [name, docs] of Object.entries(held.docs)) {
    if (name === 'families') continue;
    const rows = docs.map(record);
    if (name === 'announcements') parts[name] = rows.map((r) => announcementRow(r, own));
    else if (name === 'auditLog') parts[name] = rows.map((r) => auditRow(r, own));
    else if (name === 'invitations') parts[name] = rows.map((r) => invitationRow(r, held.familyId));
    else if (name === 'bankImports') parts[name] = rows.map((r) => bankImportRow(r, held.bankImportLines[String(r.id)] ?? []));
    else parts[name] = rows;
  }
  for (const name of Object.keys(parts)) parts[name] = parts[name]!.map((r) => withoutOtherAddresses(r, own) as Record<string, unknown>);
  return parts;
}

/** A zip of everything held about the family (family-holdings.ts): JSON and CSV per part, and its photos. */
export async function buildFamilyExport(db: Firestore, familyId: string): Promise<FamilyExport> {
  const held = await readFamilyHoldings(db, familyId);
  const parts = partsOf(held);
  const entries: ZipEntry[] = [{ name: 'README.txt', data: README }];
  for (const [name, rows] of Object.entries(parts)) {
    entries.push({ name: `${name}.json`, data: JSON.stringify(rows, null, 2) });
    entries.push({ name: `${name}.csv`, data: csvOf(rows) });
  }
  for (const file of held.files) {
    try {
      const [data] = await bucket().file(file).download();
      entries.push({ name: file, data });
    } catch (error) {
      if ((error as { code?: number }).code !== 404) throw error;
    }
  }
  return { bytes: zipFiles(entries), parts: Object.keys(parts) };
}
