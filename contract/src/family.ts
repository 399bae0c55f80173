import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { dobSchema } from './dob-schema.ts';
import { endpoint } from './endpoint.ts';
import { familyIdSchema } from './ids.ts';
import { MAX_ADDRESS_TEXT, MAX_MEMBERS_PER_FAMILY, MAX_SHORT_TEXT } from './limits.ts';
import { singleLineText } from './plain-text.ts';
import { MEMBERSHIP_TYPES, LOCATION_OPTIONS } from './family-options.ts';

// The choices, kept apart so the public directory's filters work without the schemas.
export { TOWNS, LOCATION_OPTIONS, MEMBERSHIP_TYPES } from './family-options.ts';

/**
 * The family routes, by their PHP-style names (docs/decisions/0002-php-style-api-paths.md: the old site's paths are
 * kept). `family`, `updateMember` and `deleteMember` act on the caller's own family only.
 */
export const FAMILY_PATHS = {
  /** GET, public: the directory. */
  families: '/api/get_families.php',
  /** POST multipart: a new registration. */
  save: '/api/save_family.php',
  /** GET ?email=: whether the signed-in caller is registered. */
  checkUser: '/api/check_user.php',
  /** GET ?familyId=: the caller's family with its members. */
  family: '/api/get_family_from_id.php',
  update: '/api/update_family.php',
  /** POST multipart: changes (with id) or adds (without) a member. */
  updateMember: '/api/update_member.php',
  deleteMember: '/api/delete_member.php',
} as const;

// Every family field is one line (the address too: the form's inputs are).
const text = (max: number) =>
  singleLineText()
    .trim()
    .max(max, { message: `Must be at most ${max} characters.` });
const required = (label: string, max: number) => text(max).min(1, { message: `${label} is required.` });

/** Required, and one of the spec's options (checked on every write, not only by the form's select). */
function oneOf(label: string, options: readonly string[]) {
  // An empty value already has its "required" message.
  return required(label, MAX_SHORT_TEXT).refine((v) => v === '' || options.includes(v), {
    message: `${label} must be one of: ${options.join(', ')}.`,
  });
}

/** Empty, or a plausible email address. */
export const optionalEmailSchema = text(MAX_SHORT_TEXT).refine((v) => v === '' || z.email().safeParse(v).success, {
  message: 'Enter a valid email address.',
});

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

/**
 * A yes/no form field: a boolean in JSON, 'true'/'false' (or a checkbox's 'on') in multipart forms.
 * Absent means no.
 */
export const formBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], { message: 'Must be true or false.' })
  .default(false)
  .transform((v) => v === true || v === 'true' || v === 'on');

export const PHOTO_PUBLIC_LABEL = 'Show my photo in the public directory';

export const memberInputSchema = z.object({
  name: required('Name', MAX_SHORT_TEXT),
  email: optionalEmailSchema.default(''),
  phone: text(30).default(''),
  dob: dobSchema.default(''),
  /** The member's own choice; off unless ticked (see README: photos are public only by choice). */
  photoPublic: formBooleanSchema,
});
export type MemberInput = z.infer<typeof memberInputSchema>;

/** POST FAMILY_PATHS.save text fields (named as registration-form-fields.ts says), per-field rules only. */
export const registrationFieldsSchema = z.object({
  houseNo: required('House number', MAX_SHORT_TEXT),
  addressLine: required('Address', MAX_ADDRESS_TEXT),
  postalCode: required('Postal code', 20),
  location: oneOf('Location', LOCATION_OPTIONS),
  membershipType: oneOf('Membership type', MEMBERSHIP_TYPES),
  otherLocation: text(MAX_SHORT_TEXT).default(''),
  otherMembership: text(MAX_SHORT_TEXT).default(''),
  /** The registrant's answer to "News from the committee" (off unless ticked). */
  newsOptIn: formBooleanSchema,
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
export const registrationSchema = requireOtherTexts(registrationFieldsSchema).refine((f) => f.members.some((m) => isGmail(m.email)), {
  message: GMAIL_REQUIRED_MESSAGE,
  path: ['members'],
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.infer<typeof registrationSchema>;

/** The answer of a change that puts the caller in a family (a registration, an accepted invitation). */
export const familyResultSchema = resultSchema.extend({ family_id: z.string().optional() });

/**
 * GET /api/get_families.php: the public directory, the same for every caller (it is one cached
 * snapshot), so it holds only what an anonymous visitor may see. A superset of the spec's shape:
 * `age` in whole years (null without a date of birth) replaces the birth date, which is always
 * null here; `photo_path` is set only for members who chose to show their photo publicly.
 */
export const directoryMemberSchema = z.object({
  name: z.string(),
  age: z.number().int().min(0).nullable(),
  dob: z.null(),
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

/** A family that listed the caller's email; it grants nothing until the caller accepts. */
export const invitationSchema = z.object({
  familyId: z.string(),
  /** The name of the family's head, so the invitee can recognise the family. */
  head: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * GET FAMILY_PATHS.checkUser?email= (only the caller's own email). `invitations` lists the families
 * that added the caller's email, while the caller belongs to no family yet.
 */
export const checkUserRequestSchema = z.object({
  email: z.string({ message: 'email is required.' }).trim().min(1, { message: 'email is required.' }).max(320),
});
export const checkUserResponseSchema = z.object({
  exists: z.boolean(),
  family_id: z.string().nullable(),
  invitations: z.array(invitationSchema).default([]),
});

/** A signed-in account no family holds, refused where the server looks for the caller's family. */
export const NOT_REGISTERED_MESSAGE = 'You are not registered. Please register before logging in.';

export const INVITATION_ACCEPT_PATH = '/api/invitations/accept';
export const INVITATION_DECLINE_PATH = '/api/invitations/decline';
/** POST INVITATION_ACCEPT_PATH / INVITATION_DECLINE_PATH (JSON), by the invited, signed-in person. */
export const invitationAnswerSchema = z.object({ familyId: familyIdSchema });

export type CheckUserResponse = z.infer<typeof checkUserResponseSchema>;

export const familyDetailsSchema = z.object({
  id: z.string(),
  /** See FAMILY_APPROVAL_STATES in committee.ts; families from before approval existed are approved. */
  approval: z.enum(['pending', 'approved', 'rejected']).default('approved'),
  rejection_reason: z.string().nullable().default(null),
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
  photo_public: z.boolean().default(false),
  /** The email was added by the family and its owner has not accepted it yet (it grants nothing). */
  email_pending: z.boolean().default(false),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET FAMILY_PATHS.family?familyId= */
export const familyRequestSchema = z.object({ familyId: familyIdSchema });
export const familyResponseSchema = z.union([
  z.object({ success: z.literal(true), family: familyDetailsSchema, members: z.array(familyMemberSchema) }),
  z.object({ success: z.literal(false), message: z.string().optional() }),
]);
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/**
 * POST FAMILY_PATHS.update. Location and membership type are chosen from the spec's options, as at
 * registration; "Other" carries its text in otherLocation / otherMembership and the server stores that
 * text (resolveOther), so a registered "Other" + text survives every edit. Anything else is refused.
 */
export const updateFamilySchema = z
  .object({
    familyId: familyIdSchema,
    house_no: required('House number', MAX_SHORT_TEXT),
    address_line: required('Address', MAX_ADDRESS_TEXT),
    location: text(MAX_SHORT_TEXT)
      .refine((v) => v !== '', { message: 'Select a location.' })
      .refine((v) => v === '' || (LOCATION_OPTIONS as readonly string[]).includes(v), {
        message: `Location must be one of: ${LOCATION_OPTIONS.join(', ')}.`,
      }),
    otherLocation: text(MAX_SHORT_TEXT).default(''),
    postal_code: required('Postal code', 20),
    membership_type: text(MAX_SHORT_TEXT)
      .refine((v) => v !== '', { message: 'Select a membership type.' })
      .refine((v) => v === '' || (MEMBERSHIP_TYPES as readonly string[]).includes(v), {
        message: `Membership type must be one of: ${MEMBERSHIP_TYPES.join(', ')}.`,
      }),
    otherMembership: text(MAX_SHORT_TEXT).default(''),
  })
  .refine((f) => f.location !== 'Other' || f.otherLocation !== '', {
    message: 'Specify other location.',
    path: ['otherLocation'],
  })
  .refine((f) => f.membership_type !== 'Other' || f.otherMembership !== '', {
    message: 'Specify other type.',
    path: ['otherMembership'],
  });
export type UpdateFamilyInput = z.input<typeof updateFamilySchema>;

/** The multipart file field of a member's new photo (POST FAMILY_PATHS.updateMember). */
export const UPDATE_MEMBER_PHOTO_FIELD = 'newPhoto';

/**
 * POST FAMILY_PATHS.updateMember (multipart, optional UPDATE_MEMBER_PHOTO_FIELD file). Without id it adds a member
 * to the caller's family.
 */
export const updateMemberSchema = memberInputSchema.extend({
  id: text(MAX_SHORT_TEXT).default(''),
  familyId: text(MAX_SHORT_TEXT).default(''),
});
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;
export const updateMemberResponseSchema = resultSchema.extend({
  photo_path: z.string().nullable().optional(),
  id: z.string().optional(),
});

/** POST FAMILY_PATHS.deleteMember (JSON). */
export const deleteMemberSchema = z.object({
  id: z.string().trim().min(1).max(MAX_SHORT_TEXT),
  familyId: text(MAX_SHORT_TEXT).default(''),
});

/**
 * The family routes as endpoints. `save`, `update` and `updateMember` take multipart forms (the
 * spec's; `save` and `updateMember` with photos): the function reads those forms itself and checks
 * them with these request schemas; the rest are JSON or a query.
 */
export const FAMILY_API = {
  /** The public directory (the function answers it with an ETag, reading the request itself). */
  families: endpoint({ method: 'GET', path: FAMILY_PATHS.families, request: z.object({}), response: directorySchema }),
  save: endpoint({ method: 'POST', path: FAMILY_PATHS.save, request: registrationSchema, response: familyResultSchema }),
  checkUser: endpoint({ method: 'GET', path: FAMILY_PATHS.checkUser, request: checkUserRequestSchema, response: checkUserResponseSchema }),
  family: endpoint({ method: 'GET', path: FAMILY_PATHS.family, request: familyRequestSchema, response: familyResponseSchema }),
  update: endpoint({ method: 'POST', path: FAMILY_PATHS.update, request: updateFamilySchema, response: resultSchema }),
  updateMember: endpoint({
    method: 'POST',
    path: FAMILY_PATHS.updateMember,
    request: updateMemberSchema,
    response: updateMemberResponseSchema,
  }),
  deleteMember: endpoint({ method: 'POST', path: FAMILY_PATHS.deleteMember, request: deleteMemberSchema, response: resultSchema }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: INVITATION_ACCEPT_PATH,
    request: invitationAnswerSchema,
    response: familyResultSchema,
  }),
  declineInvitation: endpoint({ method: 'POST', path: INVITATION_DECLINE_PATH, request: invitationAnswerSchema, response: resultSchema }),
};
