import { z } from 'zod';
import { dobSchema } from './dates.ts';
import { MAX_ADDRESS_TEXT, MAX_MEMBERS_PER_FAMILY, MAX_SHORT_TEXT } from './limits.ts';

export const TOWNS = ['Seaton', 'Honiton', 'Axminster', 'Sidmouth'] as const;
export const LOCATION_OPTIONS = [...TOWNS, 'Other'] as const;
export const MEMBERSHIP_TYPES = ['Gold', 'Silver', 'Other'] as const;

const text = (max: number) => z.string().trim().max(max, { message: `Must be at most ${max} characters.` });
const required = (label: string, max: number) => text(max).min(1, { message: `${label} is required.` });

/** Empty, or a plausible email address. */
export const optionalEmailSchema = text(MAX_SHORT_TEXT).refine(
  (v) => v === '' || z.email().safeParse(v).success,
  { message: 'Enter a valid email address.' },
);

export function isGmail(email: string | undefined | null): boolean {
  return (email ?? '').trim().toLowerCase().endsWith('@gmail.com');
}

/** Emails are compared trimmed and lower-cased everywhere (rules, sign-in, registration). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where "Other" was chosen the free text is what gets stored. */
export function resolveOther(choice: string, other: string): string {
  return choice === 'Other' ? other.trim() : choice;
}

export const memberInputSchema = z.object({
  name: required('Name', MAX_SHORT_TEXT),
  email: optionalEmailSchema.default(''),
  phone: text(30).default(''),
  dob: dobSchema.default(''),
});
export type MemberInput = z.infer<typeof memberInputSchema>;

/** POST /api/save_family.php text fields (photos travel as members[i][photo] files), per-field rules only. */
export const registrationFieldsSchema = z.object({
  houseNo: required('House number', MAX_SHORT_TEXT),
  addressLine: required('Address', MAX_ADDRESS_TEXT),
  postalCode: required('Postal code', 20),
  location: required('Location', MAX_SHORT_TEXT),
  membershipType: required('Membership type', MAX_SHORT_TEXT),
  otherLocation: text(MAX_SHORT_TEXT).default(''),
  otherMembership: text(MAX_SHORT_TEXT).default(''),
  members: z
    .array(memberInputSchema)
    .min(1, { message: 'Add at least one family member.' })
    .max(MAX_MEMBERS_PER_FAMILY, { message: `At most ${MAX_MEMBERS_PER_FAMILY} members.` }),
});

interface OtherChoices {
  location: string;
  membershipType: string;
  otherLocation: string;
  otherMembership: string;
}

/** Choosing "Other" needs its free text. Shared by the server schema and the registration form. */
export function requireOtherTexts<S extends z.ZodType<OtherChoices>>(schema: S): S {
  return schema
    .refine((f) => f.location !== 'Other' || f.otherLocation !== '', {
      message: 'Specify other location.',
      path: ['otherLocation'],
    })
    .refine((f) => f.membershipType !== 'Other' || f.otherMembership !== '', {
      message: 'Specify other type.',
      path: ['otherMembership'],
    });
}

export const GMAIL_REQUIRED_MESSAGE = 'At least one family member must have a Gmail address.';

/** The full server-side check; the form asks the Gmail question as an alert instead (spec section 5). */
export const registrationSchema = requireOtherTexts(registrationFieldsSchema).refine(
  (f) => f.members.some((m) => isGmail(m.email)),
  { message: GMAIL_REQUIRED_MESSAGE, path: ['members'] },
);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.infer<typeof registrationSchema>;

export const apiResultSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type ApiResult = z.infer<typeof apiResultSchema>;

/** GET /api/get_families.php: only what the public directory shows. */
export const directoryMemberSchema = z.object({
  name: z.string(),
  dob: z.string().nullable(),
  photo_path: z.string().nullable(),
});
export const directoryFamilySchema = z.object({
  id: z.string(),
  location: z.string(),
  membership_type: z.string(),
  members: z.array(directoryMemberSchema),
});
export const directorySchema = z.array(directoryFamilySchema);
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;
export type DirectoryFamily = z.infer<typeof directoryFamilySchema>;

/** GET /api/check_user.php?email= (only the caller's own email). */
export const checkUserResponseSchema = z.object({
  exists: z.boolean(),
  family_id: z.string().nullable(),
});
export type CheckUserResponse = z.infer<typeof checkUserResponseSchema>;

export const familyDetailsSchema = z.object({
  id: z.string(),
  house_no: z.string(),
  address_line: z.string(),
  location: z.string(),
  postal_code: z.string(),
  membership_type: z.string(),
});
export type FamilyDetails = z.infer<typeof familyDetailsSchema>;

export const familyMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dob: z.string().nullable(),
  photo_path: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/get_family_from_id.php?familyId= */
export const familyResponseSchema = z.union([
  z.object({ success: z.literal(true), family: familyDetailsSchema, members: z.array(familyMemberSchema) }),
  z.object({ success: z.literal(false), message: z.string().optional() }),
]);
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/** POST /api/update_family.php */
export const updateFamilySchema = z.object({
  familyId: z.string().trim().min(1, { message: 'familyId is required.' }).max(MAX_SHORT_TEXT),
  house_no: required('House number', MAX_SHORT_TEXT),
  address_line: required('Address', MAX_ADDRESS_TEXT),
  location: required('Location', MAX_SHORT_TEXT),
  postal_code: required('Postal code', 20),
  membership_type: z.enum(['Gold', 'Silver', 'Other'], { message: 'Select a membership type.' }),
});
export type UpdateFamilyInput = z.infer<typeof updateFamilySchema>;

/**
 * POST /api/update_member.php (multipart, optional newPhoto file). Without id it adds a member
 * to the caller's family.
 */
export const updateMemberSchema = memberInputSchema.extend({
  id: text(MAX_SHORT_TEXT).default(''),
  familyId: text(MAX_SHORT_TEXT).default(''),
});
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;
export const updateMemberResponseSchema = z.object({
  success: z.boolean(),
  photo_path: z.string().nullable().optional(),
  id: z.string().optional(),
  message: z.string().optional(),
});

/** POST /api/delete_member.php (JSON). */
export const deleteMemberSchema = z.object({
  id: z.string().trim().min(1).max(MAX_SHORT_TEXT),
  familyId: text(MAX_SHORT_TEXT).default(''),
});
