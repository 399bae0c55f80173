import { BAD_UNSUBSCRIBE_LINK, EMAIL_PREFERENCES_API, UNSUBSCRIBED_TEXT } from '@edma/contract/email-preferences';
import { ASSOCIATION_NAME, escapeHtml } from '../email-layout.ts';
import { EMAIL_LINK_SECRET, siteUrl } from '../../config/params.ts';
import type { ApiReply, ApiRequest } from '../../http/api-request.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { verifyUnsubscribeToken } from '../email-links.ts';
import { readPreference, setPreference, stopNewsByLink } from '../email-preferences.ts';

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

function page(status: number, title: string, text: string, form = ''): ApiReply {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - EDMA</title>
<link rel="stylesheet" href="/plain-page.css"></head>
<body><main>
<p class="association">${escapeHtml(ASSOCIATION_NAME)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${form}<p><a href="${escapeHtml(siteUrl())}/dashboard">Your family page</a></p>
</main></body></html>
`;
  return {
    status,
    binary: Buffer.from(html),
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  };
}

/** The link a request's token stands for, or null: it changes nothing unless it is ours, unaltered. */
const linkOf = (request: ApiRequest) => verifyUnsubscribeToken(EMAIL_LINK_SECRET.value(), request.query.get('token') ?? '');

/**
 * GET email/unsubscribe?token=: the link in every announcement's text. It only asks: a mail scanner or
 * a link preview that fetches it changes nothing. The page's button sends the POST below.
 */
export async function unsubscribePage(request: ApiRequest): Promise<ApiReply> {
  const link = linkOf(request);
  if (!link) return page(400, 'Link not valid', BAD_UNSUBSCRIBE_LINK);
  const token = escapeHtml(request.query.get('token') ?? '');
  return page(
    200,
    'Stop news from the committee?',
    `${link.email} will receive no more news from the committee. Emails about your registration and bookings still arrive.`,
    `<form method="post" action="?token=${token}"><button type="submit" name="confirm" value="yes">Unsubscribe</button></form>\n`,
  );
}

/**
 * POST email/unsubscribe?token=: the page's button, or the RFC 8058 one-click a mail provider sends
 * (`List-Unsubscribe=One-Click`, answered in JSON). An address that is not saying yes (never did,
 * already stopped, or erased) is left alone: nothing is stored about it. A link made before the
 * member last said yes changes nothing either: that yes is newer than the email it came in.
 */
export async function unsubscribeOneClick(request: ApiRequest): Promise<ApiReply> {
  const link = linkOf(request);
  const fromProvider = request.rawBody.toString('utf8').includes('List-Unsubscribe=One-Click');
  if (!link)
    return fromProvider
      ? { status: 400, json: { success: false, message: BAD_UNSUBSCRIBE_LINK } }
      : page(400, 'Link not valid', BAD_UNSUBSCRIBE_LINK);
  const outcome = await stopNewsByLink(link.email, link.issuedAtMs);
  const text =
    outcome === 'stopped' || outcome === 'not-subscribed'
      ? `${link.email} will receive no more news from the committee. Emails about your registration and bookings still arrive. You can say yes again on your family page.`
      : `${link.email} said yes to news again after this email was sent, so nothing was changed. To stop news, use the link in the newest email or your family page.`;
  if (fromProvider) return { json: { success: true, message: outcome === 'newer-yes' ? text : UNSUBSCRIBED_TEXT } };
  return page(200, outcome === 'newer-yes' ? 'Nothing changed' : UNSUBSCRIBED_TEXT, text);
}
