import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_PATHS } from '@edma/contract/email-preferences';
import { normaliseEmail } from '@edma/contract/family';

/*
 * One-click unsubscribe links: the token carries the address, when the link was made, and an HMAC
 * of both under the server's secret, so it acts for that address only, without a sign-in, and
 * cannot be made or changed without the secret. The time lets a link made before the member last
 * said yes to news change nothing (see preference-handlers.ts).
 */

const PURPOSE = 'edma.unsubscribe.news.v2';

const mac = (secret: string, email: string, issuedAtMs: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${email}\n${issuedAtMs}`).digest();

export interface UnsubscribeLink {
  email: string;
  issuedAtMs: number;
}

export function unsubscribeToken(secret: string, email: string, issuedAtMs = Date.now()): string {
  if (!secret) throw new Error('EMAIL_LINK_SECRET is not set.');
  const address = normaliseEmail(email);
  const issued = Math.floor(issuedAtMs);
  return `${Buffer.from(address).toString('base64url')}.${issued.toString(36)}.${mac(secret, address, issued).toString('base64url')}`;
}

/** The address and time a token was made for, or null when it is not one of ours (forged, altered, cut short). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeLink | null {
  if (!secret || token.length > 600) return null;
  const match = /^([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const address = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const issuedAtMs = parseInt(match[2]!, 36);
  // The payload must be exactly what we would have written for this address and time.
  if (address !== normaliseEmail(address) || Buffer.from(address).toString('base64url') !== match[1] || !address.includes('@')) return null;
  if (!Number.isSafeInteger(issuedAtMs) || issuedAtMs.toString(36) !== match[2]) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = mac(secret, address, issuedAtMs);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { email: address, issuedAtMs } : null;
}

export function unsubscribeUrl(siteUrl: string, secret: string, email: string, issuedAtMs = Date.now()): string {
  return `${siteUrl.replace(/\/+$/, '')}${EMAIL_PATHS.unsubscribe}?token=${unsubscribeToken(secret, email, issuedAtMs)}`;
}

/** RFC 8058: the headers of a one-click unsubscribe. Built only here, from a URL of our own making. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  if (!/^https?:\/\/[^\s<>"]+$/.test(url)) throw new Error('Not an unsubscribe URL.');
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
