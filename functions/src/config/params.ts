import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

// Values come from functions/.env (committed defaults), functions/.env.<projectId> (per project) and
// functions/.secret.local (emulators) or Secret Manager (production).

export const REGION = 'europe-west2';

/** The shared password that starts a draw spin. */
export const DRAW_PASSWORD = defineSecret('DRAW_PASSWORD');

/**
 * Signs the links in emails that act without a sign-in (one-click unsubscribe): any long random
 * string; changing it makes every unsubscribe link sent before then invalid.
 */
export const EMAIL_LINK_SECRET = defineSecret('EMAIL_LINK_SECRET');

export const SMTP_HOST = defineString('SMTP_HOST', { description: 'SMTP server for contact emails' });
export const SMTP_PORT = defineInt('SMTP_PORT', { description: 'SMTP port (587 STARTTLS, 465 TLS)' });
export const SMTP_SECURE = defineBoolean('SMTP_SECURE', { description: 'true for implicit TLS (port 465)' });
/** Empty for servers without authentication (the local catcher). */
export const SMTP_USER = defineString('SMTP_USER', { description: 'SMTP login, empty for none' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const CONTACT_TO = defineString('CONTACT_TO', { description: "The association's address" });
export const CONTACT_FROM = defineString('CONTACT_FROM', { description: 'Sender of contact emails' });
/** Send attempts before a contact message is marked failed (spread over about a day and a half). */
export const CONTACT_MAX_ATTEMPTS = defineInt('CONTACT_MAX_ATTEMPTS', { default: 6 });
/** Scales every rate limit (raised for local emulator runs where all clients share 127.0.0.1). */
export const RATE_LIMIT_MULTIPLIER = defineInt('RATE_LIMIT_MULTIPLIER', { default: 1 });
/**
 * X-Forwarded-For entries that Google's own proxies add after the client's address (0: the client's
 * address is the last entry, as Cloud Run's front end appends it). See http/client-ip.ts.
 */
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', { default: 0 });
/**
 * Origins besides the project's own Hosting domains (<project>.web.app, <project>.firebaseapp.com)
 * that may call the API from a browser: comma-separated, e.g. the association's custom domain
 * `https://edma.org.uk,https://www.edma.org.uk`.
 */
export const ALLOWED_ORIGINS = defineString('ALLOWED_ORIGINS', { default: '', description: 'Extra site origins, comma-separated' });

/** The site's address for links in emails, e.g. `https://edma.org.uk` (default: the project's web.app address). */
export const SITE_URL = defineString('SITE_URL', { default: '', description: "The site's address for links in emails" });

export function siteUrl(): string {
  return SITE_URL.value().trim() || `https://${process.env.GCLOUD_PROJECT ?? 'localhost'}.web.app`;
}
