import { z } from 'zod';
import { contentIdSchema } from './ids.ts';
import { siteImageSchema } from './gallery.ts';

/*
 * The Committee page (/committee): the executive committee's people, as the committee edits them in
 * the console. Not the committee role (contract/src/committee.ts), which is about who may edit.
 */

export const COMMITTEE_PAGE_PATHS = {
  /** Public: the people in page order, cacheable, revalidated with an ETag (with an extension, so
   * Hosting's no-cache for extension-less paths does not apply). */
  people: '/api/content/committee.json',
  /** Committee: the same, never cached, for the console. */
  list: '/api/committee/committee-page',
  add: '/api/committee/committee-page/add',
  update: '/api/committee/committee-page/update',
  remove: '/api/committee/committee-page/remove',
  order: '/api/committee/committee-page/order',
  /** Multipart: `id` and one file `photo`; replaces that person's photo. */
  photo: '/api/committee/committee-page/photo',
  removePhoto: '/api/committee/committee-page/photo/remove',
} as const;

/** The side of the square photo as stored and shown at twice the pixel density (120 CSS px). */
export const COMMITTEE_PHOTO_SIZE = 240;
/** What a person without a photo shows. */
export const PLACEHOLDER_PHOTO = '/images/placeholder-avatar.svg';

export const MAX_COMMITTEE_PEOPLE = 50;
export const TOO_MANY_PEOPLE_MESSAGE = `The committee page lists at most ${MAX_COMMITTEE_PEOPLE} people.`;
export const PERSON_NOT_FOUND_MESSAGE = 'This person is no longer on the committee page; the list has been refreshed.';

const INTERNATIONAL_DIGITS = /^[1-9]\d{7,14}$/;

/**
 * International digits, no plus sign (for the call and messaging links), from a number as people
 * write it: "+44 7700 900123", "+44 (0)7700 900123", "0044 7700 900123" or a UK "07700 900123".
 */
export function phoneDigitsOf(input: string): string {
  // "+44 (0)7700 ...": the bracketed 0 is dialled only from within the country.
  let text = input
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s().-]/g, '');
  if (text.startsWith('+')) text = text.slice(1);
  else if (text.startsWith('00')) text = text.slice(2);
  else if (text.startsWith('0')) text = `44${text.slice(1)}`;
  return text;
}

/** "+44 7700 900123" style, for reading back in the console. */
export const phoneDisplay = (digits: string) => `+${digits}`;

/** POST COMMITTEE_PAGE_PATHS.add (JSON): a new person, at the end of the page. */
export const committeePersonInputSchema = z.object({
  role: z
    .string()
    .trim()
    .min(1, { message: 'Enter the role, such as Treasurer.' })
    .max(60, { message: 'The role must be at most 60 characters.' }),
  name: z.string().trim().min(1, { message: 'Enter the name.' }).max(80, { message: 'The name must be at most 80 characters.' }),
  phone: z
    .string()
    .max(40, { message: 'Enter a phone number, such as 07700 900123 or +44 7700 900123.' })
    .transform(phoneDigitsOf)
    .refine((digits) => INTERNATIONAL_DIGITS.test(digits), { message: 'Enter a phone number, such as 07700 900123 or +44 7700 900123.' }),
});
export type CommitteePersonInput = z.input<typeof committeePersonInputSchema>;
/** POST COMMITTEE_PAGE_PATHS.update (JSON): the photo is kept. */
export const updateCommitteePersonSchema = committeePersonInputSchema.extend({ id: contentIdSchema });
/** POST COMMITTEE_PAGE_PATHS.remove and removePhoto (JSON). */
export const committeePersonIdSchema = z.object({ id: contentIdSchema });
/** POST COMMITTEE_PAGE_PATHS.order (JSON): every id, in the new order. */
export const orderCommitteeSchema = z.object({ ids: z.array(contentIdSchema).max(MAX_COMMITTEE_PEOPLE) });

export const committeePersonSchema = z.object({
  id: contentIdSchema,
  role: z.string(),
  name: z.string(),
  phoneDigits: z.string().regex(INTERNATIONAL_DIGITS),
  /** COMMITTEE_PHOTO_SIZE square; empty for none (the page shows PLACEHOLDER_PHOTO). */
  image: z.union([z.literal(''), siteImageSchema]),
});
export type CommitteePerson = z.infer<typeof committeePersonSchema>;

/** GET COMMITTEE_PAGE_PATHS.people and COMMITTEE_PAGE_PATHS.list, in page order. */
export const committeePageResponseSchema = z.object({ success: z.literal(true), people: z.array(committeePersonSchema) });

const SEED_ROLES = [
  'President',
  'Vice President',
  'Secretary',
  'Joint Secretary',
  'Treasurer',
  'Joint Treasurer',
  'Program Coordinator',
  'Program Coordinator',
  'Program Coordinator',
  'Program Coordinator',
  'Program Coordinator',
] as const;

/**
 * The page before the committee first changes it: the spec's 11 roles. PLACEHOLDER names and
 * phone numbers (the spec leaves them as {name} and {phone}); the committee replaces them.
 */
export const COMMITTEE_SEED: readonly CommitteePerson[] = SEED_ROLES.map((role, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    id: `member-${number}`,
    role,
    name: `Committee member ${index + 1}`,
    phoneDigits: `4477009000${number}`,
    image: `/images/committee/member-${number}.webp`,
  };
});
