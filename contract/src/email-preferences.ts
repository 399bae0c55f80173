import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';

/*
 * What each address agrees to receive. Service emails (registration, bookings, reminders) always
 * arrive; "News from the committee" (announcements) only to addresses that said yes, and stops at
 * once with the signed link every announcement carries.
 */

export const EMAIL_PATHS = {
  /** GET, signed in: the caller's own choices. */
  preferences: '/api/email/preferences',
  /** POST, signed in: the caller's own choices. */
  savePreferences: '/api/email/preferences/save',
  /** GET (a page) and POST (RFC 8058 one-click) ?token=: public, the signed token is the authority. */
  unsubscribe: '/api/email/unsubscribe',
} as const;

export const NEWS_LABEL = 'News from the committee';
export const NEWS_HINT =
  'Announcements about events and the association, by email. Emails about your registration and bookings always arrive.';
export const DIGEST_LABEL = 'Committee digest and new registrations';
export const UNSUBSCRIBED_TEXT = 'You are unsubscribed';
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Sign in and change your email choices on your family page.';

export const emailPreferencesSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  news: z.boolean(),
  /** Only for committee members: the weekly digest and "a registration is waiting". */
  committee: z.boolean(),
  committeeDigest: z.boolean(),
});
export type EmailPreferences = z.output<typeof emailPreferencesSchema>;

export const savePreferencesSchema = z.object({
  news: z.boolean({ message: 'Choose yes or no.' }),
  committeeDigest: z.boolean().optional(),
});

export const EMAIL_PREFERENCES_API = {
  mine: endpoint({ method: 'GET', path: EMAIL_PATHS.preferences, request: z.object({}), response: emailPreferencesSchema }),
  save: endpoint({ method: 'POST', path: EMAIL_PATHS.savePreferences, request: savePreferencesSchema, response: resultSchema }),
};
