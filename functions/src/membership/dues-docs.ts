import type { DuesStatus, ImportColumns, MembershipSettings, MembershipType } from '@edma/contract/membership';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase/admin.ts';

/** `membershipSettings/current`: what the committee set, and the bank CSV's columns once mapped. */
export interface MembershipSettingsDoc {
  settings: MembershipSettings;
  importColumns?: ImportColumns | null;
  updatedAt?: Timestamp;
  updatedBy?: string;
}

/** One line of a dues record's history: who changed what, when (ISO time; "daily job", "bank import" or an email). */
export interface DuesHistoryEntry {
  at: string;
  by: string;
  what: string;
}

/** `dues/{year}~{familyId}`: a family's dues for one membership year. */
export interface DuesDoc {
  year: number;
  familyId: string;
  type: MembershipType;
  amountPence: number;
  status: DuesStatus;
  /** `EDMA-27-7KQ4`, reserved in bankReferences. */
  reference: string;
  /** UK dates, yyyy-MM-dd. */
  openedOn: string;
  dueDate: string;
  claimedOn: string | null;
  paidOn: string | null;
  waivedReason: string | null;
  history: DuesHistoryEntry[];
  updatedAt: Timestamp;
}

/** `bankLines/{hash}`: a statement line that confirmed dues (hash of its date, amount and text), so a file imported twice confirms nothing twice. */
export interface BankLineDoc {
  reference: string;
  duesId: string;
  date: string;
  amountPence: number;
  text: string;
  importId: string;
}

/** `bankImports/{id}`: one import, its counts and the lines it could not match (for the weekly summary and the record). */
export interface BankImportDoc {
  at: Timestamp;
  by: string;
  fileName: string;
  lines: number;
  confirmed: number;
  unmatched: number;
}

/** `membershipSummaries/{uid}`: a committee member who asked for the weekly summary. */
export interface SummaryWishDoc {
  email: string;
  weekly: boolean;
}

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

export async function readMembershipSettings(): Promise<MembershipSettingsDoc | null> {
  const snapshot = await settingsRef().get();
  return snapshot.exists ? (snapshot.data() as MembershipSettingsDoc) : null;
}
