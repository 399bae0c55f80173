import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

// Values come from functions/.env (committed defaults), functions/.env.<projectId> (per project) and
// functions/.secret.local (emulators) or Secret Manager (production).

export const REGION = 'europe-west2';

/** The shared password that starts a draw spin. */
export const DRAW_PASSWORD = defineSecret('DRAW_PASSWORD');

export const SMTP_HOST = defineString('SMTP_HOST', { description: 'SMTP server for contact emails' });
export const SMTP_PORT = defineInt('SMTP_PORT', { description: 'SMTP port (587 STARTTLS, 465 TLS)' });
export const SMTP_SECURE = defineBoolean('SMTP_SECURE', { description: 'true for implicit TLS (port 465)' });
/** Empty for servers without authentication (the local catcher). */
export const SMTP_USER = defineString('SMTP_USER', { description: 'SMTP login, empty for none' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const CONTACT_TO = defineString('CONTACT_TO', { description: "The association's address" });
export const CONTACT_FROM = defineString('CONTACT_FROM', { description: 'Sender of contact emails' });
/** Send attempts before a contact message is marked failed. */
export const CONTACT_MAX_ATTEMPTS = defineInt('CONTACT_MAX_ATTEMPTS', { default: 5 });
/** Scales every rate limit (raised for local emulator runs where all clients share 127.0.0.1). */
export const RATE_LIMIT_MULTIPLIER = defineInt('RATE_LIMIT_MULTIPLIER', { default: 1 });
