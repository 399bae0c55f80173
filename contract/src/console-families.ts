import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { memberInputSchema, updateFamilySchema } from './family.ts';
import { familyIdSchema } from './ids.ts';

/** The committee console's Families section: search, open, release an email, erase (GDPR). */
export const CONSOLE_FAMILY_PATHS = {
  /** GET ?q=: families whose members' names or emails, or whose town, contain q. */
  list: '/api/committee/families',
  /** GET ?familyId=: one family with its members and open invitations. */
  family: '/api/committee/families/family',
  releaseEmail: '/api/committee/families/release-email',
  erase: '/api/committee/families/erase',
  /** POST updateFamilySchema (contract/family.ts): the same fields as the dashboard's form. */
  update: '/api/committee/families/update',
  removeMember: '/api/committee/families/remove-member',
  /** POST consoleMemberInputSchema (multipart, optional photo in CONSOLE_MEMBER_PHOTO_FIELD): edit or add a member. */
  saveMember: '/api/committee/families/member',
} as const;

/** The multipart file field of a member's new photo (the dashboard's name). */
export const CONSOLE_MEMBER_PHOTO_FIELD = 'newPhoto';

/**
 * POST CONSOLE_FAMILY_PATHS.saveMember: the dashboard's member fields (the same rules), for any
 * family; without `id` it adds a member.
 */
export const consoleMemberInputSchema = memberInputSchema.extend({
  familyId: familyIdSchema,
  id: z.string().trim().max(100).default(''),
});
export type ConsoleMemberInput = z.input<typeof consoleMemberInputSchema>;
export const consoleMemberSavedSchema = resultSchema.extend({ message: z.string(), memberId: z.string() });
export const MEMBER_SAVED_MESSAGE = 'The member was updated.';
export const MEMBER_ADDED_MESSAGE = 'The member was added.';

/** POST CONSOLE_FAMILY_PATHS.removeMember (JSON): the same family rules as the dashboard's delete. */
export const removeMemberSchema = z.object({
  familyId: familyIdSchema,
  memberId: z.string().trim().min(1, { message: 'memberId is required.' }).max(100),
});

export const consoleMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dob: z.string().nullable(),
  has_photo: z.boolean(),
  photo_public: z.boolean(),
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;

export const consoleFamilySchema = z.object({
  familyId: z.string(),
  house_no: z.string(),
  address_line: z.string(),
  postal_code: z.string(),
  location: z.string(),
  membership_type: z.string(),
  approval: z.enum(['pending', 'approved', 'rejected']),
  created_at_ms: z.number(),
  members: z.array(consoleMemberSchema),
});
export type ConsoleFamily = z.infer<typeof consoleFamilySchema>;

/** GET CONSOLE_FAMILY_PATHS.list: by head's name; `truncated` when more matched than are listed. */
export const consoleFamiliesResponseSchema = z.object({
  success: z.literal(true),
  families: z.array(consoleFamilySchema),
  truncated: z.boolean(),
});

/** GET CONSOLE_FAMILY_PATHS.family. */
export const consoleFamilyResponseSchema = z.object({
  success: z.literal(true),
  family: consoleFamilySchema,
  invitations: z.array(z.string()),
});

export const familySearchSchema = z.object({ q: z.string().trim().max(100, { message: 'Must be at most 100 characters.' }).default('') });
/** GET CONSOLE_FAMILY_PATHS.family. */
export const consoleFamilyRequestSchema = z.object({ familyId: familyIdSchema });

/** POST CONSOLE_FAMILY_PATHS.releaseEmail (JSON). */
export const releaseEmailSchema = z.object({
  email: z.email({ message: 'Enter a valid email address.' }).max(320),
});
export const releaseEmailResponseSchema = resultSchema.extend({
  message: z.string(),
  familyId: z.string().nullable(),
  invitationsClosed: z.number(),
  membersCleared: z.number(),
});

/**
 * POST CONSOLE_FAMILY_PATHS.erase (JSON). `confirm` must repeat the family's id, so a stale or
 * mistaken request cannot erase another family.
 */
export const eraseFamilySchema = z
  .object({ familyId: familyIdSchema, confirm: z.string().trim() })
  .refine((input) => input.confirm === input.familyId, { message: 'Confirm the erasure of this family.', path: ['confirm'] });

export const eraseFamilyResponseSchema = resultSchema.extend({
  message: z.string(),
  members: z.number(),
  photos: z.number(),
});

export const FAMILY_ERASED_MESSAGE = 'The family was erased.';
export const EMAIL_RELEASED_MESSAGE = 'The email address was released.';

/** The Families section's endpoints; `saveMember` takes a multipart form (its photo) that the function reads itself. */
export const CONSOLE_FAMILY_API = {
  list: endpoint({ method: 'GET', path: CONSOLE_FAMILY_PATHS.list, request: familySearchSchema, response: consoleFamiliesResponseSchema }),
  family: endpoint({
    method: 'GET',
    path: CONSOLE_FAMILY_PATHS.family,
    request: consoleFamilyRequestSchema,
    response: consoleFamilyResponseSchema,
  }),
  releaseEmail: endpoint({
    method: 'POST',
    path: CONSOLE_FAMILY_PATHS.releaseEmail,
    request: releaseEmailSchema,
    response: releaseEmailResponseSchema,
  }),
  erase: endpoint({ method: 'POST', path: CONSOLE_FAMILY_PATHS.erase, request: eraseFamilySchema, response: eraseFamilyResponseSchema }),
  update: endpoint({ method: 'POST', path: CONSOLE_FAMILY_PATHS.update, request: updateFamilySchema, response: resultSchema }),
  removeMember: endpoint({ method: 'POST', path: CONSOLE_FAMILY_PATHS.removeMember, request: removeMemberSchema, response: resultSchema }),
  saveMember: endpoint({
    method: 'POST',
    path: CONSOLE_FAMILY_PATHS.saveMember,
    request: consoleMemberInputSchema,
    response: consoleMemberSavedSchema,
  }),
};
