import { SPIN_KEY_HEADER } from '@edma/contract/draw';
import type { IncomingHttpHeaders } from 'node:http';
import { isAllowedOrigin, type OriginPolicy } from './site-origins.ts';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';
export const FORM_BODY_MESSAGE = 'Send the request as JSON, or as a multipart form with your sign-in.';

function one(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a write (POST) must be refused before any handler runs, or null. The API uses no cookies, so
 * what a cross-site page could abuse is a visitor's browser and address: a form post, or a fetch
 * that a browser sends without asking (no preflight). Every write therefore has to be something
 * only the site itself sends:
 * - an `Origin` (browsers send it with every POST) must be one of the site's own;
 * - without one, `Sec-Fetch-Site` must not say another site sent it;
 * - a body only an HTML form sends (urlencoded, text/plain) without any header a form cannot set
 *   (Authorization, the draw password) is refused outright. What is left is JSON (a cross-site
 *   page cannot send it without a preflight, which CORS refuses), multipart (every multipart route
 *   requires a Bearer token, which no form can add: its handler answers 401), or a request with
 *   such a header (again only after a preflight); their handlers refuse what they cannot read.
 */
/** A request the browser should not have sent on another site's behalf: refused before any handler runs. */
export interface CrossSiteRefusal {
  status: 403 | 415;
  message: string;
}

export function crossSiteRefusal(headers: IncomingHttpHeaders, policy: OriginPolicy): CrossSiteRefusal | null {
  const origin = one(headers, 'origin');
  if (origin !== undefined) {
    if (!isAllowedOrigin(origin, policy)) return { status: 403, message: CROSS_SITE_MESSAGE };
  } else {
    const site = one(headers, 'sec-fetch-site')?.trim().toLowerCase();
    if (site && site !== 'same-origin' && site !== 'none') return { status: 403, message: CROSS_SITE_MESSAGE };
  }
  const type = (one(headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const formOnly = type === 'application/x-www-form-urlencoded' || type === 'text/plain';
  if (formOnly && headers.authorization === undefined && headers[SPIN_KEY_HEADER] === undefined)
    return { status: 415, message: FORM_BODY_MESSAGE };
  return null;
}

/** Response headers that let the site's own origin (and only it) read an answer from another origin. */
export function corsHeaders(headers: IncomingHttpHeaders, policy: OriginPolicy): Record<string, string> {
  const origin = one(headers, 'origin');
  const vary = { Vary: 'Origin' };
  if (origin === undefined || !isAllowedOrigin(origin, policy)) return vary;
  return { ...vary, 'Access-Control-Allow-Origin': origin };
}

/** What a preflight from an allowed origin may go on to send. */
export function preflightHeaders(methods: string[], allowHeaders: string[]): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': methods.join(', '),
    'Access-Control-Allow-Headers': allowHeaders.join(', '),
    'Access-Control-Max-Age': '600',
  };
}
