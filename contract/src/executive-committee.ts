import { z } from 'zod';
import { changeResultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';
import { siteImageSchema } from './gallery.ts';
import { singleLineText } from './plain-text.ts';
import { INTERNATIONAL_DIGITS, phoneDigitsOf } from './phone-digits.ts';

/*
 * The Executive Committee page (/committee): the association's executive committee, its people as
 * the committee who run the site edit them in the console. "Committee" alone in this code means
 * those who run the site (contract/src/committee.ts); the page's people are "executives". The
 * addresses, stored names and texts keep the page's old name ("committee page").
 */

export const EXECUTIVE_COMMITTEE_PATHS = {
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

// The public page's sizes, kept apart so it paints without the schemas.
export { EXECUTIVE_PHOTO_SIZE, PLACEHOLDER_PHOTO } from './executive-committee-texts.ts';

export const MAX_EXECUTIVE_PEOPLE = 50;
export const TOO_MANY_PEOPLE_MESSAGE = `The committee page lists at most ${MAX_EXECUTIVE_PEOPLE} people.`;
export const PERSON_NOT_FOUND_MESSAGE = 'This person is no longer on the committee page; the list has been refreshed.';

/** "+44 7700 900123" style, for reading back in the console. */
export const phoneDisplay = (digits: string) => `+${digits}`;

/** POST EXECUTIVE_COMMITTEE_PATHS.add (JSON): a new person, at the end of the page. */
export const executivePersonInputSchema = z.object({
  role: singleLineText()
    .trim()
    .min(1, { message: 'Enter the role, such as Treasurer.' })
    .max(60, { message: 'The role must be at most 60 characters.' }),
  name: singleLineText().trim().min(1, { message: 'Enter the name.' }).max(80, { message: 'The name must be at most 80 characters.' }),
  phone: z
    .string()
    .max(40, { message: 'Enter a phone number, such as 07700 900123 or +44 7700 900123.' })
    .transform(phoneDigitsOf)
    .refine((digits) => INTERNATIONAL_DIGITS.test(digits), { message: 'Enter a phone number, such as 07700 900123 or +44 7700 900123.' }),
});
export type ExecutivePersonInput = z.input<typeof executivePersonInputSchema>;
/** POST EXECUTIVE_COMMITTEE_PATHS.update (JSON): the photo is kept. */
const updateExecutivePersonSchema = executivePersonInputSchema.extend({ id: contentIdSchema });
/** POST EXECUTIVE_COMMITTEE_PATHS.remove and removePhoto (JSON). */
const executivePersonIdSchema = z.object({ id: contentIdSchema });
/** POST EXECUTIVE_COMMITTEE_PATHS.order (JSON): every id, in the new order. */
const orderExecutivesSchema = z.object({ ids: z.array(contentIdSchema).max(MAX_EXECUTIVE_PEOPLE) });

export const executivePersonSchema = z.object({
  id: contentIdSchema,
  role: z.string(),
  name: z.string(),
  phoneDigits: z.string().regex(INTERNATIONAL_DIGITS),
  /** EXECUTIVE_PHOTO_SIZE square; empty for none (the page shows PLACEHOLDER_PHOTO). */
  image: z.union([z.literal(''), siteImageSchema]),
});
export type ExecutivePerson = z.infer<typeof executivePersonSchema>;

/** GET EXECUTIVE_COMMITTEE_PATHS.people and EXECUTIVE_COMMITTEE_PATHS.list, in page order. */
export const executiveCommitteeResponseSchema = z.object({ success: z.literal(true), people: z.array(executivePersonSchema) });

const noInput = z.object({});

/** The page's endpoints: the public page's people, and the console's list and changes. */
export const EXECUTIVE_COMMITTEE_API = {
  /** Served with an ETag by a raw handler; the page reads it without sign-in. */
  people: endpoint({ method: 'GET', path: EXECUTIVE_COMMITTEE_PATHS.people, request: noInput, response: executiveCommitteeResponseSchema }),
  list: endpoint({ method: 'GET', path: EXECUTIVE_COMMITTEE_PATHS.list, request: noInput, response: executiveCommitteeResponseSchema }),
  add: endpoint({ method: 'POST', path: EXECUTIVE_COMMITTEE_PATHS.add, request: executivePersonInputSchema, response: changeResultSchema }),
  update: endpoint({
    method: 'POST',
    path: EXECUTIVE_COMMITTEE_PATHS.update,
    request: updateExecutivePersonSchema,
    response: changeResultSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: EXECUTIVE_COMMITTEE_PATHS.remove,
    request: executivePersonIdSchema,
    response: changeResultSchema,
  }),
  order: endpoint({ method: 'POST', path: EXECUTIVE_COMMITTEE_PATHS.order, request: orderExecutivesSchema, response: changeResultSchema }),
  /** Multipart (the web sends FormData): `request` is its text fields, read by the handler with the file `photo`. */
  photo: endpoint({
    method: 'POST',
    path: EXECUTIVE_COMMITTEE_PATHS.photo,
    request: executivePersonIdSchema,
    response: changeResultSchema,
  }),
  removePhoto: endpoint({
    method: 'POST',
    path: EXECUTIVE_COMMITTEE_PATHS.removePhoto,
    request: executivePersonIdSchema,
    response: changeResultSchema,
  }),
};

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
export const EXECUTIVE_COMMITTEE_SEED: readonly ExecutivePerson[] = SEED_ROLES.map((role, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    id: `member-${number}`,
    role,
    name: `Committee member ${index + 1}`,
    phoneDigits: `4477009000${number}`,
    image: `/images/committee/member-${number}.webp`,
  };
});
