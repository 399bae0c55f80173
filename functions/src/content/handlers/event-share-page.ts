import { EVENT_PAGE_SHELL_PATH } from '@edma/contract/app-shell';
import { BOOKINGS_API } from '@edma/contract/bookings';
import { endpointUrl } from '@edma/contract/endpoint';
import { eventShareCard } from '@edma/contract/calendar-texts';
import { siteUrl } from '../../config/params.ts';
import { db } from '../../store/admin.ts';
import type { RawHandler } from '../../http/route.ts';
import { escapeHtml } from '../../email/email-layout.ts';
import { readContent } from '../content-doc.ts';
import { EVENTS_CONTENT } from '../../store/content-kinds.ts';

/**
 * `/calendar/{eventId}` (Hosting rewrites it here): the app's page as Hosting serves it, with the
 * event's own title and share tags in the HTML, because link previews (WhatsApp, Facebook) read the
 * HTML and run no script. The app then renders the page as it does anywhere.
 */
const EVENT_PAGE = /^calendar\/([A-Za-z0-9_-]{1,128})$/;
export const isEventPageRoute = (route: string) => EVENT_PAGE.test(route);

/** The app's bare page for an event (not index.html, the prerendered home page), fetched from Hosting and kept for a few minutes (it changes with each deploy). */
const SHELL_TTL_MS = 5 * 60_000;
let shell: { html: string; fetchedAt: number } | null = null;

async function appShell(): Promise<string> {
  if (shell && Date.now() - shell.fetchedAt < SHELL_TTL_MS) return shell.html;
  const response = await fetch(`${siteUrl()}${EVENT_PAGE_SHELL_PATH}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Hosting answered HTTP ${response.status} for ${EVENT_PAGE_SHELL_PATH}`);
  shell = { html: await response.text(), fetchedAt: Date.now() };
  return shell.html;
}

/** The shell with one head tag's content (`<title>` or a meta tag by name/property) set to `value`. */
function withTag(html: string, attribute: 'name' | 'property' | 'title', key: string, value: string): string {
  const text = escapeHtml(value);
  // Replacement functions: a "$" in the committee's text is text, not a replacement pattern.
  if (attribute === 'title') return html.replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`);
  const tag = new RegExp(`(<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content=")[^"]*(")`);
  return html.replace(tag, (_, open: string, close: string) => `${open}${text}${close}`);
}

/**
 * The page asks for this event's booking terms as it starts: its head fetches the answer beside the
 * scripts (the same CORS mode and credentials as the page's fetch, which is then given it).
 */
function withTermsPreload(html: string, eventId: string): string {
  const terms = escapeHtml(endpointUrl(BOOKINGS_API.event.path, { eventId }));
  return html.replace('</head>', () => `  <link rel="preload" as="fetch" crossorigin href="${terms}">\n  </head>`);
}

export function eventPageHtml(html: string, card: { title: string; description: string }, url: string, eventId: string): string {
  const title = `${card.title} - EDMA`;
  let page = withTag(withTermsPreload(html, eventId), 'title', 'title', title);
  page = withTag(page, 'property', 'og:title', title);
  page = withTag(page, 'name', 'description', card.description);
  page = withTag(page, 'property', 'og:description', card.description);
  page = withTag(page, 'property', 'og:url', url);
  return page;
}

export const serveEventPage: RawHandler<'public'> = async (request) => {
  const eventId = EVENT_PAGE.exec(request.route)?.[1] ?? '';
  const [html, { data }] = await Promise.all([appShell(), readContent(db(), EVENTS_CONTENT)]);
  const event = data.events.find((e) => e.id === eventId);
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    // Hosting's CDN keeps it briefly: an edited event shows in new previews within minutes.
    'Cache-Control': 'public, max-age=0, s-maxage=300',
  };
  // An unknown event: the app says so; previews get the site's own card.
  if (!event) return { status: 404, binary: Buffer.from(html), headers };
  return { binary: Buffer.from(eventPageHtml(html, eventShareCard(event), `${siteUrl()}/calendar/${eventId}`, eventId)), headers };
};
