import { createHash } from 'node:crypto';
import type { FamilyApproval } from '@edma/contract/committee';
import { normaliseEmail } from '@edma/contract/family';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase/admin.ts';

/** `families/{familyId}`. `member_emails` lets rules and the functions check membership cheaply. */
export interface FamilyDoc {
  house_no: string;
  address_line: string;
  location: string;
  postal_code: string;
  membership_type: string;
  /** Normalised, non-empty, unique emails of the family's members. */
  member_emails: string[];
  created_at: Timestamp;
  updated_at?: Timestamp;
  /** Absent on families from before approval existed: listed, as approved. */
  approval?: FamilyApproval;
  rejection_reason?: string | null;
  /** The family stays out of the public directory (signed-in members still see it). */
  directory_hidden?: boolean;
  /** The family asked to be deleted: erased by the daily job on `due` (UK date) unless cancelled. */
  erasure_request?: { due: string; by: string; at: Timestamp } | null;
  /** The privacy notice's version accepted at registration, and when (absent on families registered before it). */
  privacy_notice?: { version: number; accepted_at: Timestamp };
}

/** `families/{familyId}/members/{memberId}`; the head of the family has the lowest `order`. */
export interface MemberDoc {
  name: string;
  email: string;
  phone: string;
  /** yyyy-MM-dd, or null when unknown. */
  dob: string | null;
  photo_path: string | null;
  /** The member chose to show the photo in the public directory (absent on older documents: no). */
  photo_public?: boolean;
  order: number;
  /** A child's (under 18) name and photo shown to everyone: recorded by an adult of the family (email, when). */
  public_consent?: { name: boolean; photo: boolean; by: string; at: Timestamp } | null;
}

/**
 * `memberEmails/{sha256(email)}`: which family an email belongs to. One family per email, so a
 * signed-in member has exactly one family and a double registration is caught in a transaction.
 */
export interface MemberEmailDoc {
  email: string;
  familyId: string;
}

export const FAMILIES = 'families';
export const MEMBERS = 'members';
export const MEMBER_EMAILS = 'memberEmails';
export const REGISTRATIONS = 'registrations';

export const familyRef = (familyId: string) => db().collection(FAMILIES).doc(familyId);
export const membersOf = (familyId: string) => familyRef(familyId).collection(MEMBERS);

export function memberEmailId(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

export const memberEmailRef = (email: string) => db().collection(MEMBER_EMAILS).doc(memberEmailId(email));

/**
 * Firestore document ids: what the API accepts as familyId or member id. Firestore itself refuses
 * `__…__` (reserved) ids with an error, so they are refused here first, as bad input.
 */
export function isDocId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(value) && !/^__.*__$/.test(value);
}
