import { SITE } from '../content/site.ts';

/** What a route tells browsers, search engines and link previews (WhatsApp, Facebook). */
export interface RouteMeta {
  path: string;
  /** The page's own name; the tab reads "{title} - EDMA" (the home page has the full name). */
  title: string;
  description: string;
  /** Listed in sitemap.xml: public pages a visitor can read without signing in. */
  inSitemap: boolean;
  /**
   * Its first view is the same for every visitor, so its HTML is written at build time and shows
   * before any script runs (the app then hydrates it). Only pages whose first view needs no data.
   * `modules` are the lazily loaded modules that view is made of: their styles and scripts are
   * linked from the page's HTML.
   */
  prerender?: { modules: readonly string[] };
}

const DEFAULT_DESCRIPTION = `${SITE.name}: a community of Kerala heritage families in ${SITE.towns.slice(0, -1).join(', ')} and ${SITE.towns.at(-1)}.`;

export const ROUTE_META: readonly RouteMeta[] = [
  { path: '/', title: SITE.name, description: DEFAULT_DESCRIPTION, inSitemap: true },
  {
    path: '/events',
    title: 'Videos',
    description: 'Live streams and videos of EDMA events: Onam, Christmas, Easter and more.',
    inSitemap: true,
  },
  {
    path: '/committee',
    title: 'Executive Committee',
    description: 'The executive committee members of the East Devon Malayalee Association.',
    inSitemap: true,
  },
  { path: '/members', title: 'Family Members', description: 'The directory of EDMA member families across East Devon.', inSitemap: true },
  { path: '/gallery', title: 'Gallery', description: 'Photo albums of EDMA celebrations and gatherings.', inSitemap: true },
  {
    path: '/calendar',
    title: 'Event Calendar',
    description: 'EDMA events this year: dates, places and times, ready for your phone calendar.',
    inSitemap: true,
  },
  {
    path: '/privacy',
    title: 'Privacy notice',
    description: "How the East Devon Malayalee Association uses your family's details, for how long, and how to use your rights.",
    inSitemap: true,
  },
  { path: '/contact', title: 'Contact Us', description: 'Send a message to the East Devon Malayalee Association.', inSitemap: true },
  {
    path: '/register',
    title: 'Register Your Family',
    description: 'Register your household with the East Devon Malayalee Association.',
    inSitemap: true,
    prerender: { modules: ['src/firebase/auth-root.tsx', 'src/features/registration/register-page.tsx'] },
  },
  {
    path: '/login',
    title: 'Login',
    description: 'Members sign in with their Google account.',
    inSitemap: false,
    prerender: { modules: ['src/firebase/auth-root.tsx', 'src/features/auth/login-page.tsx'] },
  },
  { path: '/dashboard', title: 'Dashboard', description: 'Your family record with EDMA.', inSitemap: false },
  { path: '/committee-console', title: 'Committee console', description: 'The committee console.', inSitemap: false },
  { path: '/chitti-A', title: 'Chitty-A', description: 'The Chitty-A prize draw, live.', inSitemap: false },
  { path: '/chitti-B', title: 'Chitty-B', description: 'The Chitty-B prize draw, live.', inSitemap: false },
  { path: '/chitti-C', title: 'Chitty-C', description: 'The Chitty-C prize draw, live.', inSitemap: false },
];

/**
 * An event's own page, /calendar/{eventId}: the page names itself after its event once loaded. Not in
 * ROUTE_META (whose paths each get a prerendered HTML file): events are the committee's, not the build's.
 */
export const EVENT_META: RouteMeta = {
  path: '/calendar/',
  title: 'Event',
  description: 'An EDMA event: its date, time and place, and bookings for member families.',
  inSitemap: false,
};
const EVENT_PATH = /^\/calendar\/[^/]+$/i;

/**
 * A console section (/committee-console/{path}) names itself in the tab by its path in words
 * ("committee-members": "Committee members"), which is also how console-sections.tsx labels it
 * (its test holds them equal), so a new section is titled without a second list here.
 */
const CONSOLE_PATH = /^\/committee-console\/([a-z]+(?:-[a-z]+)*)$/i;

function consoleSectionMeta(path: string): RouteMeta | undefined {
  const section = CONSOLE_PATH.exec(path)?.[1]?.toLowerCase();
  if (section === undefined) return undefined;
  const consoleMeta = ROUTE_META.find((meta) => meta.path === '/committee-console')!;
  const label = section.charAt(0).toUpperCase() + section.slice(1).replaceAll('-', ' ');
  return { ...consoleMeta, path, title: `${label} - ${consoleMeta.title}` };
}

export const NOT_FOUND_META: RouteMeta = { path: '', title: 'Page not found', description: DEFAULT_DESCRIPTION, inSitemap: false };

/** Route matching ignores case (the navigation links to /Committee), and so does this. */
export function metaForPath(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EVENT_PATH.test(path)) return EVENT_META;
  return ROUTE_META.find((meta) => meta.path.toLowerCase() === path.toLowerCase()) ?? consoleSectionMeta(path) ?? NOT_FOUND_META;
}

export function documentTitle(meta: RouteMeta): string {
  return meta.path === '/' ? `${SITE.shortName} - ${SITE.name}` : `${meta.title} - ${SITE.shortName}`;
}
