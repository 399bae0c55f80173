import { familyIdSchema } from '@edma/contract/ids';
import {
  DUES_REFERENCE_PREFIX,
  DUES_STATUSES,
  importColumnsSchema,
  IMPORT_REASONS,
  membershipSettingsSchema,
  membershipTypeSchema,
} from '@edma/contract/membership';
import { REFERENCE_ALPHABET } from '@edma/contract/money';
import { penceSchema } from '@edma/contract/pence-schema';
import { z } from 'zod';
import { db } from './admin.ts';
import {
  actorSchema,
  countSchema,
  docIdSchema,
  isoDateSchema,
  isoInstantSchema,
  normalisedEmailSchema,
  timestampSchema,
} from './stored-fields.ts';

/** `membershipSettings/current`: what the committee set, and the bank CSV's columns once mapped. */
export const membershipSettingsDocSchema = z.object({
  settings: membershipSettingsSchema,
  /** Absent until the first statement import maps them. */
  importColumns: importColumnsSchema.nullable().optional(),
  updatedAt: timestampSchema,
  updatedBy: actorSchema,
});
export type MembershipSettingsDoc = z.output<typeof membershipSettingsDocSchema>;

/** What the functions use of the settings (who saved them last is the audit log's; a restored or hand-written copy may lack it). */
const membershipSettingsReadSchema = membershipSettingsDocSchema.pick({ settings: true, importColumns: true });

/** One line of a dues record's history: who changed what, when (ISO time; "daily job", "bank import" or an email). */
export const duesHistoryEntrySchema = z.object({ at: isoInstantSchema, by: actorSchema, what: z.string().min(1) });
export type DuesHistoryEntry = z.output<typeof duesHistoryEntrySchema>;

/** A dues reference: `EDMA-27-7KQ4` (the membership year's last two digits). */
const DUES_REFERENCE = new RegExp(`^${DUES_REFERENCE_PREFIX}-\\d{2}-[${REFERENCE_ALPHABET}]{4}$`);

/**
 * `dues/{year}~{familyId}`: a family's dues for one membership year. The dues of an erased family
 * stay for the accounts, `erased`, without the addresses in their history.
 */
export const duesDocSchema = z.object({
  year: z.number().int().min(2000).max(2200),
  familyId: familyIdSchema,
  type: membershipTypeSchema,
  amountPence: penceSchema,
  status: z.enum(DUES_STATUSES),
  /** `EDMA-27-7KQ4`, reserved in bankReferences. */
  reference: z.string().regex(DUES_REFERENCE, { message: 'Not a dues reference.' }),
  /** UK dates, yyyy-MM-dd. */
  openedOn: isoDateSchema,
  dueDate: isoDateSchema,
  claimedOn: isoDateSchema.nullable(),
  paidOn: isoDateSchema.nullable(),
  waivedReason: z.string().min(1).nullable(),
  history: z.array(duesHistoryEntrySchema),
  updatedAt: timestampSchema,
  erased: z.literal(true).optional(),
});
export type DuesDoc = z.output<typeof duesDocSchema>;

/** `bankLines/{hash}`: a statement line that confirmed dues (hash of its date, amount and text), so a file imported twice confirms nothing twice. */
export const bankLineDocSchema = z.object({
  reference: z.string().regex(DUES_REFERENCE, { message: 'Not a dues reference.' }),
  duesId: z.string().regex(/^\d{4}~[^~/]+$/, { message: 'Not a dues id.' }),
  /** As the statement wrote it. */
  date: z.string(),
  amountPence: penceSchema,
  /** The line's text ("erased" once its family was erased). */
  text: z.string(),
  importId: docIdSchema,
});
export type BankLineDoc = z.output<typeof bankLineDocSchema>;

/** One line of an import that confirmed nothing. */
export const unmatchedLineSchema = z.object({
  line: z.number().int().min(1),
  date: z.string(),
  amountPence: z.number().int().nullable(),
  /** The line's text ("erased" once the family it names was erased). */
  text: z.string(),
  reason: z.enum(IMPORT_REASONS),
  /** The family its reference named (a duplicate, a year already paid); null when none or erased. Absent on imports before it. */
  familyId: docIdSchema.nullable().optional(),
});
export type UnmatchedLine = z.output<typeof unmatchedLineSchema>;

/** `bankImports/{id}`: one import, its counts and the lines it could not match (for the weekly summary and the record). */
export const bankImportDocSchema = z.object({
  at: timestampSchema,
  by: actorSchema,
  fileName: z.string(),
  lines: countSchema,
  confirmed: countSchema,
  unmatched: countSchema,
  /** The first 500 lines not matched, with why. */
  unmatchedLines: z.array(unmatchedLineSchema),
});
export type BankImportDoc = z.output<typeof bankImportDocSchema>;

/** `membershipSummaries/{uid}`: a committee member who asked for the weekly summary. */
export const summaryWishDocSchema = z.object({
  email: normalisedEmailSchema,
  weekly: z.boolean(),
});
export type SummaryWishDoc = z.output<typeof summaryWishDocSchema>;

export const MEMBERSHIP_SETTINGS = 'membershipSettings';
export const DUES = 'dues';
export const BANK_LINES = 'bankLines';
export const BANK_IMPORTS = 'bankImports';
export const MEMBERSHIP_SUMMARIES = 'membershipSummaries';

export const duesId = (year: number, familyId: string) => `${year}~${familyId}`;
export const settingsRef = () => db().collection(MEMBERSHIP_SETTINGS).doc('current');
export const duesRef = (year: number, familyId: string) => db().collection(DUES).doc(duesId(year, familyId));
export const bankLineRef = (hash: string) => db().collection(BANK_LINES).doc(hash);
export const summaryWishRef = (uid: string) => db().collection(MEMBERSHIP_SUMMARIES).doc(uid);

export async function readMembershipSettings(): Promise<z.output<typeof membershipSettingsReadSchema> | null> {
  const snapshot = await settingsRef().get();
  // Only the API writes it; a shape it did not write is a fault (500), never settings half applied.
  return snapshot.exists ? membershipSettingsReadSchema.parse(snapshot.data()) : null;
}
