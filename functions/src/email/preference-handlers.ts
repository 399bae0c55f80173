import { BAD_UNSUBSCRIBE_LINK, EMAIL_PREFERENCES_API, UNSUBSCRIBED_TEXT } from '@edma/contract/email-preferences';
import { ASSOCIATION_NAME, escapeHtml } from './email-layout.ts';
import { EMAIL_LINK_SECRET, siteUrl } from '../config/params.ts';
import type { ApiReply, ApiRequest } from '../http/api-request.ts';
import type { EndpointHandler } from '../http/route.ts';
import { verifyUnsubscribeToken } from './email-links.ts';
import { readPreference, setPreference } from './email-preferences.ts';

/** GET email/preferences: the caller's own choices. */
export const getMyPreferences: EndpointHandler<typeof EMAIL_PREFERENCES_API.mine, 'signed-in'> = async (_input, { caller }) => {
  const doc = await readPreference(caller.email);
  return {
    success: true,
    email: caller.email,
    news: doc?.news === true,
    committee: caller.committee,
    committeeDigest: caller.committee && doc?.committeeDigest === true,
  };
};

/** POST email/preferences/save: the caller's own choices (the digest only for the committee). */
export const saveMyPreferences: EndpointHandler<typeof EMAIL_PREFERENCES_API.save, 'signed-in'> = async (input, { caller }) => {
  await setPreference(
    caller.email,
    { news: input.news, ...(caller.committee && input.committeeDigest !== undefined ? { committeeDigest: input.committeeDigest } : {}) },
    'member',
  );
  return {
    success: true,
    message: input.news ? 'You will receive news from the committee.' : 'You will not receive news from the committee.',
  };
};

function page(status: number, title: string, text: string): ApiReply {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - EDMA</title>
<link rel="stylesheet" href="/plain-page.css"></head>
<body><main>
<p class="association">${escapeHtml(ASSOCIATION_NAME)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(siteUrl())}/dashboard">Your family page</a></p>
</main></body></html>
`;
  return {
    status,
    binary: Buffer.from(html),
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  };
}

/** The address a request's token stands for, or null: it changes nothing unless it is ours, unaltered. */
const addressOf = (request: ApiRequest) => verifyUnsubscribeToken(EMAIL_LINK_SECRET.value(), request.query.get('token') ?? '');

/**
 * GET email/unsubscribe?token=: the link in every announcement's text, honoured at once without a
 * sign-in, and its answer is a page that says so.
 */
export async function unsubscribePage(request: ApiRequest): Promise<ApiReply> {
  const email = addressOf(request);
  if (!email) return page(400, 'Link not valid', BAD_UNSUBSCRIBE_LINK);
  await setPreference(email, { news: false }, 'unsubscribe-link');
  return page(
    200,
    UNSUBSCRIBED_TEXT,
    `${email} will receive no more news from the committee. Emails about your registration and bookings still arrive. You can say yes again on your family page.`,
  );
}

/** POST email/unsubscribe?token= (RFC 8058 one-click, sent by the mail provider with `List-Unsubscribe=One-Click`). */
export async function unsubscribeOneClick(request: ApiRequest): Promise<ApiReply> {
  const email = addressOf(request);
  if (!email) return { status: 400, json: { success: false, message: BAD_UNSUBSCRIBE_LINK } };
  await setPreference(email, { news: false }, 'unsubscribe-link');
  return { json: { success: true, message: UNSUBSCRIBED_TEXT } };
}
