import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { directorySchema } from './family.ts';

// The public directory's texts, kept apart so it paints without the schemas.
export { childLabel, MEMBERS_ONLY_DIRECTORY_MESSAGE } from './privacy-texts.ts';

/**
 * Privacy and data rights: who sees the directory, children's names and photos, and a family's
 * own export and erasure. UK data protection treats everyone under 18 as a child.
 */
export const ADULT_AGE = 18;

/** A member is treated as a child while their date of birth says under 18 (unknown: as today, shown). */
export function isChildAge(age: number | null): boolean {
  return age !== null && age < ADULT_AGE;
}

/** The wording says whose consent it is: an adult of the family about this person. */
export const SHOW_NAME_LABEL = "Show this person's name to everyone";
export const SHOW_PHOTO_LABEL = "Show this person's photo to everyone";
export const HIDE_FAMILY_LABEL = 'Hide our family from the public directory';
export const ADULTS_ONLY_MESSAGE = 'Only an adult of the family (18 or over by date of birth) can change these settings.';
export const ADULTS_ONLY_EXPORT_MESSAGE = "Only an adult of the family (18 or over by date of birth) can download the family's data.";
/** update_member.php: the adult check rests on dates of birth, so a child cannot move one across it. */
export const CHILD_AGE_CHANGE_MESSAGE =
  'Only an adult of the family (18 or over by date of birth) or the committee can change the date of birth of a member under 18 to one of an adult, or remove it.';
export const NOT_A_CHILD_MESSAGE = 'Consent is recorded for members under 18 only; adults choose for themselves.';
export const NOT_AN_APPROVED_MEMBER_MESSAGE = 'The members directory is for signed-in members of approved families.';

/** The committee's choice: everyone sees the directory (the spec), or signed-in members only. */
export const DIRECTORY_AUDIENCES = ['public', 'members'] as const;
export type DirectoryAudience = (typeof DIRECTORY_AUDIENCES)[number];

/** Retention periods the committee can change (days / months). */
export const retentionSchema = z.object({
  contactMessageMonths: z.number().int().min(1).max(120),
  lapsedArchiveMonths: z.number().int().min(1).max(120),
  lapsedEraseMonths: z.number().int().min(1).max(240),
});
export type Retention = z.infer<typeof retentionSchema>;
export const DEFAULT_RETENTION: Retention = { contactMessageMonths: 12, lapsedArchiveMonths: 12, lapsedEraseMonths: 24 };

export const privacySettingsSchema = z.object({
  directory: z.enum(DIRECTORY_AUDIENCES),
  retention: retentionSchema,
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { directory: 'public', retention: DEFAULT_RETENTION };

/** Days a family has to change its mind after asking to be deleted. */
export const ERASURE_COOLING_OFF_DAYS = 7;

export const PRIVACY_PATHS = {
  /** GET, public: whether the directory is public (the page says why it is empty when it is not). */
  directoryAudience: '/api/privacy/directory-audience',
  /** GET, signed-in: the directory with every name, for members of approved families. */
  membersDirectory: '/api/privacy/members-directory',
  family: '/api/privacy/family',
  hideFamily: '/api/privacy/family/hide',
  consent: '/api/privacy/family/consent',
  /** GET: a zip of everything held about the caller's family. */
  exportFamily: '/api/privacy/family/export',
  requestErasure: '/api/privacy/family/erase',
  cancelErasure: '/api/privacy/family/erase/cancel',
  settings: '/api/committee/privacy',
  saveSettings: '/api/committee/privacy/save',
} as const;

export const consentRecordSchema = z.object({ by: z.string(), at_ms: z.number() });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const privacyMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().nullable(),
  child: z.boolean(),
  show_name: z.boolean(),
  show_photo: z.boolean(),
  has_photo: z.boolean(),
  /** Who of the family's adults recorded the consent for a child, and when. */
  consent: consentRecordSchema.nullable(),
});
export type PrivacyMember = z.infer<typeof privacyMemberSchema>;

export const familyPrivacySchema = z.object({
  success: z.literal(true),
  hidden: z.boolean(),
  directory: z.enum(DIRECTORY_AUDIENCES),
  /** The caller is an adult of the family: only then may they change these settings. */
  can_change: z.boolean(),
  members: z.array(privacyMemberSchema),
  /** A requested erasure: when it happens unless cancelled (UK date), and who asked. */
  erasure: z.object({ due: z.string(), requested_by: z.string(), requested_at_ms: z.number() }).nullable(),
});
export type FamilyPrivacy = z.infer<typeof familyPrivacySchema>;

/** The caller's own family: the server finds it from the sign-in, so no request names one. */
const callersFamily = z.object({});

export const hideFamilySchema = z.object({ hidden: z.boolean() });
export const consentSchema = z.object({
  memberId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'A valid memberId is required.' }),
  showName: z.boolean(),
  showPhoto: z.boolean(),
});
export const requestErasureSchema = z
  .object({ confirm: z.string() })
  .refine((r) => r.confirm === 'DELETE', { message: 'Type DELETE to confirm.', path: ['confirm'] });

export const erasureResultSchema = resultSchema.extend({ due: z.string().optional() });

export const PRIVACY_API = {
  directoryAudience: endpoint({
    method: 'GET',
    path: PRIVACY_PATHS.directoryAudience,
    request: z.object({}),
    response: z.object({ directory: z.enum(DIRECTORY_AUDIENCES) }),
  }),
  membersDirectory: endpoint({ method: 'GET', path: PRIVACY_PATHS.membersDirectory, request: z.object({}), response: directorySchema }),
  family: endpoint({ method: 'GET', path: PRIVACY_PATHS.family, request: callersFamily, response: familyPrivacySchema }),
  hideFamily: endpoint({ method: 'POST', path: PRIVACY_PATHS.hideFamily, request: hideFamilySchema, response: resultSchema }),
  consent: endpoint({ method: 'POST', path: PRIVACY_PATHS.consent, request: consentSchema, response: resultSchema }),
  exportFamily: endpoint({ method: 'GET', path: PRIVACY_PATHS.exportFamily, request: callersFamily, response: z.unknown() }),
  requestErasure: endpoint({
    method: 'POST',
    path: PRIVACY_PATHS.requestErasure,
    request: requestErasureSchema,
    response: erasureResultSchema,
  }),
  cancelErasure: endpoint({ method: 'POST', path: PRIVACY_PATHS.cancelErasure, request: callersFamily, response: resultSchema }),
  settings: endpoint({
    method: 'GET',
    path: PRIVACY_PATHS.settings,
    request: z.object({}),
    response: z.object({ success: z.literal(true), settings: privacySettingsSchema }),
  }),
  saveSettings: endpoint({ method: 'POST', path: PRIVACY_PATHS.saveSettings, request: privacySettingsSchema, response: resultSchema }),
};

/** The export's file name: the family's id and the UK date. */
export function exportFileName(familyId: string, today: string): string {
  return `edma-family-${familyId}-${today}.zip`;
}
