import { createHash } from 'node:crypto';
import { FAMILY_APPROVAL_STATES } from '@edma/contract/committee';
import { normaliseEmail } from '@edma/contract/family';
import { familyIdSchema } from '@edma/contract/ids';
import { MAX_SHORT_TEXT } from '@edma/contract/limits';
import { isPhotoPath } from '@edma/contract/photos';
import { z } from 'zod';
import { db } from './admin.ts';
import { actorSchema, docIdSchema, isoDateSchema, normalisedEmailSchema, timestampSchema } from './stored-fields.ts';

/** `families/{familyId}`. `member_emails` lets rules and the functions check membership cheaply. */
export const familyDocSchema = z.object({
  house_no: z.string().min(1),
  address_line: z.string().min(1),
  /** A town of the list, or the "Other" text the family typed. */
  location: z.string().min(1),
  postal_code: z.string().min(1),
  /** Gold, Silver, or the "Other" text the family typed. */
  membership_type: z.string().min(1),
  /** Normalised, non-empty, unique emails of the family's members. */
  member_emails: z.array(normalisedEmailSchema).refine((emails) => new Set(emails).size === emails.length, {
    message: 'An email is listed twice.',
  }),
  created_at: timestampSchema,
  updated_at: timestampSchema.optional(),
  /** Absent on families from before approval existed: listed, as approved. */
  approval: z.enum(FAMILY_APPROVAL_STATES).optional(),
  rejection_reason: z.string().nullable().optional(),
  /** Who on the committee decided the registration, and when. */
  decided_at: timestampSchema.optional(),
  decided_by: actorSchema.optional(),
  /** The family stays out of the public directory (signed-in members still see it). */
  directory_hidden: z.boolean().optional(),
  /** The family asked to be deleted: erased by the daily job on `due` (UK date) unless cancelled. */
  erasure_request: z.object({ due: isoDateSchema, by: actorSchema, at: timestampSchema }).nullable().optional(),
  /** The privacy notice's version accepted at registration, and when (absent on families registered before it). */
  privacy_notice: z.object({ version: z.number().int().min(1), accepted_at: timestampSchema }).optional(),
  /** Lapsed long enough to be archived (UK date): phone numbers, birth dates and photos were removed. */
  archived_on: isoDateSchema.optional(),
});
export type FamilyDoc = z.output<typeof familyDocSchema>;

/** `families/{familyId}/members/{memberId}`; the head of the family has the lowest `order`. */
export const memberDocSchema = z.object({
  name: z.string().min(1).max(MAX_SHORT_TEXT),
  /** As the family typed it (not normalised), or empty. */
  email: z.union([z.literal(''), z.email()]),
  phone: z.string().max(30),
  /** yyyy-MM-dd, or null when unknown. */
  dob: isoDateSchema.nullable(),
  photo_path: z.string().refine(isPhotoPath, { message: 'Not a stored photo path.' }).nullable(),
  /** The member chose to show the photo in the public directory (absent on older documents: no). */
  photo_public: z.boolean().optional(),
  order: z.number().int().nonnegative(),
  /** A child's (under 18) name and photo shown to everyone: recorded by an adult of the family (email, when). */
  public_consent: z.object({ name: z.boolean(), photo: z.boolean(), by: actorSchema, at: timestampSchema }).nullable().optional(),
});
export type MemberDoc = z.output<typeof memberDocSchema>;

/**
 * `memberEmails/{sha256(email)}`: which family an email belongs to. One family per email, so a
 * signed-in member has exactly one family and a double registration is caught in a transaction.
 */
export const memberEmailDocSchema = z.object({
  email: normalisedEmailSchema,
  familyId: familyIdSchema,
});
export type MemberEmailDoc = z.output<typeof memberEmailDocSchema>;

/** `families/{familyId}/memberAdds/{key}`: the member an "add member" form added (see members/member-add-key.ts). */
export const memberAddDocSchema = z.object({
  memberId: docIdSchema,
  created_at: timestampSchema,
});

/** `registrations/{key}`: the family a registration form created, so the same form sent twice creates one. */
export const registrationDocSchema = z.object({
  familyId: familyIdSchema,
  created_at: timestampSchema,
});

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
