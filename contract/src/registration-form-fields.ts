import type { MemberInput, RegistrationInput } from './family.ts';

/*
 * The field names of the registration's multipart form (POST FAMILY_PATHS.save), the spec's: the
 * family's text fields by name, each member's as `members[i][field]`, a member's photo as the file
 * `members[i][photo]`. The web form builds them and the function parses them from here.
 */

/** The family's text fields (registrationFieldsSchema without `members`). */
export const REGISTRATION_FAMILY_FIELDS = [
  'houseNo',
  'addressLine',
  'postalCode',
  'location',
  'membershipType',
  'otherLocation',
  'otherMembership',
  'newsOptIn',
] as const satisfies readonly (keyof RegistrationInput)[];

/** A member's text fields (memberInputSchema). */
export const MEMBER_TEXT_FIELDS = ['name', 'email', 'phone', 'dob', 'photoPublic'] as const satisfies readonly (keyof MemberInput)[];
/** A member's photo: the only file field of the form. */
export const MEMBER_PHOTO_FILE_FIELD = 'photo' as const;

export type MemberFormField = (typeof MEMBER_TEXT_FIELDS)[number] | typeof MEMBER_PHOTO_FILE_FIELD;

/** `memberFieldName(2, 'email')` -> `members[2][email]`. */
export function memberFieldName(index: number, field: MemberFormField): string {
  return `members[${index}][${field}]`;
}

const MEMBER_FIELD_NAME = new RegExp(`^members\\[(\\d{1,4})\\]\\[(${[...MEMBER_TEXT_FIELDS, MEMBER_PHOTO_FILE_FIELD].join('|')})\\]$`);

/** The member index and field a form field name stands for, or null for any other name. */
export function parseMemberFieldName(name: string): { index: number; field: MemberFormField } | null {
  const match = MEMBER_FIELD_NAME.exec(name);
  return match ? { index: Number(match[1]), field: match[2] as MemberFormField } : null;
}
