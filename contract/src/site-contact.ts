import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { isHttpsUrl } from './https-url.ts';
import { MAX_SHORT_TEXT } from './limits.ts';
import { INTERNATIONAL_DIGITS, phoneDigitsOf } from './phone-digits.ts';
import { hasControlCharacters } from './control-characters.ts';
import type { SiteContact } from './site-contact-texts.ts';

/*
 * The association's phone number, contact email and social links (the footer, the chat button and
 * the contact page): set by the committee in the console, read by every visitor.
 */

export const SITE_CONTACT_PATHS = {
  /** GET, public: the details (cacheable, revalidated with an ETag; an extension, as the other content). */
  contact: '/api/content/site-contact.json',
  /** GET, committee: the same for the console's form, never cached. */
  committee: '/api/committee/site-contact',
  /** POST {phone, email, facebook, instagram, youtube}, committee: replaces them. */
  save: '/api/committee/site-contact/save',
} as const;

// The interface, the placeholders and the texts: in a module without zod, for the site's footer.
export * from './site-contact-texts.ts';

export const MAX_PHONE_LENGTH = 40;
export const MAX_LINK_LENGTH = 500;

export const PHONE_MESSAGE = 'Enter a phone number, such as 01297 123456 or +44 7700 900123.';
export const EMAIL_MESSAGE = 'Enter a valid email address, such as secretary@example.org.';
export const linkMessage = (name: string) => `Enter the ${name} address, starting with https://, or leave it empty.`;

// Pasted text can carry invisible characters; here they would end up inside a link, so they are refused, not dropped.
const withoutControls = (what: string) =>
  z.string().refine((text) => !hasControlCharacters(text, { singleLine: true }), { message: `${what} cannot contain control characters.` });

const phoneField = withoutControls('The phone number')
  .trim()
  .min(1, { message: PHONE_MESSAGE })
  .max(MAX_PHONE_LENGTH, { message: `The phone number must be at most ${MAX_PHONE_LENGTH} characters.` })
  .refine((text) => INTERNATIONAL_DIGITS.test(phoneDigitsOf(text)), { message: PHONE_MESSAGE });

const emailField = withoutControls('The email address')
  .trim()
  .min(1, { message: 'Enter the email address.' })
  .max(MAX_SHORT_TEXT, { message: `The email address must be at most ${MAX_SHORT_TEXT} characters.` })
  .refine((text) => z.email().safeParse(text).success, { message: EMAIL_MESSAGE });

const linkField = (name: string) =>
  withoutControls(`The ${name} link`)
    .trim()
    .max(MAX_LINK_LENGTH, { message: `The ${name} link must be at most ${MAX_LINK_LENGTH} characters.` })
    .refine((text) => text === '' || isHttpsUrl(text), { message: linkMessage(name) });

/** POST save: the number as people write it (the links' digits are worked out from it), the email, each link or ''. */
export const siteContactInputSchema = z.object({
  phone: phoneField,
  email: emailField,
  facebook: linkField('Facebook'),
  instagram: linkField('Instagram'),
  youtube: linkField('YouTube'),
});
export type SiteContactInput = z.input<typeof siteContactInputSchema>;

/** What is stored and served (SiteContact). */
export const siteContactSchema = z.object({
  phoneDisplay: z.string().min(1),
  phoneDigits: z.string().regex(INTERNATIONAL_DIGITS),
  email: z.string().min(1),
  social: z.object({ facebook: z.string(), instagram: z.string(), youtube: z.string() }),
}) satisfies z.ZodType<SiteContact>;

export const siteContactAnswerSchema = z.object({ success: z.literal(true), contact: siteContactSchema });

/** The details a valid save stores. */
export function siteContactOf(input: z.output<typeof siteContactInputSchema>): SiteContact {
  return {
    phoneDisplay: input.phone,
    phoneDigits: phoneDigitsOf(input.phone),
    email: input.email,
    social: { facebook: input.facebook, instagram: input.instagram, youtube: input.youtube },
  };
}

/** The console form's values for stored details. */
export const siteContactInputOf = (contact: SiteContact): SiteContactInput => ({
  phone: contact.phoneDisplay,
  email: contact.email,
  ...contact.social,
});

const noInput = z.object({});

export const SITE_CONTACT_API = {
  /** Served with an ETag by a raw handler; every page reads it without sign-in. */
  contact: endpoint({ method: 'GET', path: SITE_CONTACT_PATHS.contact, request: noInput, response: siteContactAnswerSchema }),
  committee: endpoint({ method: 'GET', path: SITE_CONTACT_PATHS.committee, request: noInput, response: siteContactAnswerSchema }),
  save: endpoint({ method: 'POST', path: SITE_CONTACT_PATHS.save, request: siteContactInputSchema, response: resultSchema }),
};
