import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_PATHS } from '@edma/contract/email-preferences';
import { normaliseEmail } from '@edma/contract/family';

/*
 * One-click unsubscribe links: the token carries the address and an HMAC of it under the server's
 * secret, so it acts for that address only, without a sign-in, and cannot be made or changed
 * without the secret.
 */

const PURPOSE = 'edma.unsubscribe.news.v1';

const mac = (secret: string, email: string) => createHmac('sha256', secret).update(`${PURPOSE}\n${email}`).digest();

export function unsubscribeToken(secret: string, email: string): string {
  if (!secret) throw new Error('EMAIL_LINK_SECRET is not set.');
  const address = normaliseEmail(email);
  return `${Buffer.from(address).toString('base64url')}.${mac(secret, address).toString('base64url')}`;
}

/** The address a token was made for, or null when it is not one of ours (forged, altered, cut short). */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  if (!secret || token.length > 600) return null;
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const address = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // The payload must be exactly what we would have written for this address.
  if (address !== normaliseEmail(address) || Buffer.from(address).toString('base64url') !== match[1] || !address.includes('@')) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, address);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

export function unsubscribeUrl(siteUrl: string, secret: string, email: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${EMAIL_PATHS.unsubscribe}?token=${unsubscribeToken(secret, email)}`;
}

/** RFC 8058: the headers of a one-click unsubscribe. Built only here, from a URL of our own making. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  if (!/^https?:\/\/[^\s<>"]+$/.test(url)) throw new Error('Not an unsubscribe URL.');
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
