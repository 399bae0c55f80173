// The static files a build writes beside index.html so that sharing a link, a search engine and a
// phone calendar get what they need without running the app: one HTML file per route (its own
// title, description and Open Graph tags, since link previews do not run JavaScript) and the sitemap.
import { SITE } from '../content/site.ts';
import { documentTitle } from './route-meta.ts';
import { descriptionOf } from './route-descriptions.ts';
import { ROUTES, type RouteMeta } from './route-table.ts';

/** The share image (1200 x 630) in web/public. */
export const SHARE_IMAGE = { path: '/images/share.png', width: 1200, height: 630 } as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An absolute URL of a path on the site (link previews and sitemaps need absolute ones). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** The head tags of a route: title, description, canonical link, Open Graph and Twitter card. */
export function headTags(meta: RouteMeta, siteUrl: string): string {
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(descriptionOf(meta));
  const url = escapeHtml(absoluteUrl(siteUrl, meta.path));
  const image = escapeHtml(absoluteUrl(siteUrl, SHARE_IMAGE.path));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`${SITE.shortName}: ${SITE.name}`)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

const HEAD_START = '<!-- route-head -->';
const HEAD_END = '<!-- /route-head -->';

/** index.html with the route's head tags between the route-head markers. */
export function routeHtml(indexHtml: string, meta: RouteMeta, siteUrl: string): string {
  const start = indexHtml.indexOf(HEAD_START);
  const end = indexHtml.indexOf(HEAD_END);
  if (start < 0 || end < start) throw new Error(`index.html has no ${HEAD_START} ... ${HEAD_END} block`);
  return `${indexHtml.slice(0, start + HEAD_START.length)}\n    ${headTags(meta, siteUrl)}\n    ${indexHtml.slice(end)}`;
}

/** The file a route's HTML goes to: Hosting's cleanUrls serves /events from events.html. */
export function routeHtmlFile(meta: RouteMeta): string {
  return meta.path === '/' ? 'index.html' : `${meta.path.slice(1)}.html`;
}

export function sitemapXml(routes: readonly RouteMeta[], siteUrl: string): string {
  const urls = routes
    .filter((meta) => meta.inSitemap)
    .map((meta) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, meta.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    // The members' own pages: nothing there for a search engine.
    ...Object.values(ROUTES)
      .filter((route) => route.firebase === 'member')
      .map((route) => `Disallow: ${route.path}`),
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
