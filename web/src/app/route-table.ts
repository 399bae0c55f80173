import { DRAWS, type DrawId } from '@edma/contract/draw-list';
import { PRIVACY_NOTICE_PAGE } from '@edma/contract/privacy-notice-texts';
import { SITE } from '../content/site.ts';

/*
 * Every page of the site, once: the router (app-routes.tsx), the tab titles and share tags
 * (route-meta.ts, site-files.ts), the sitemap, the navigation (nav-links.ts), the demo walk and
 * every link read it. Plain data, no page code: the pages link through it (a page loader here would
 * make each page import itself) and the build config reads it. The page loaders live in the router,
 * keyed by these names; TypeScript holds the two to the same names.
 */

/** What a route tells browsers, search engines and link previews (WhatsApp, Facebook). */
export interface RouteMeta {
  path: string;
  /** The page's own name; the tab reads "{title} - EDMA" (the home page has the full name). */
  title: string;
  /** Listed in sitemap.xml: public pages a visitor can read without signing in. */
  inSitemap: boolean;
  /**
   * The lazily loaded modules the page's first view is made of: its HTML links their styles and
   * scripts, so they arrive beside the entry instead of after it. `prerendered`: that first view is
   * the same for every visitor (no stored user, no date; data only as its loading line), so its
   * HTML is written at build time and shows before any script runs (the app then hydrates it).
   */
  firstView?: { modules: readonly string[]; prerendered?: true };
  /**
   * A working screen used with one thumb, its rows down to the phone's bottom edge (the door list):
   * no floating chat button there, where a tap meant for a row would open a chat instead.
   */
  withoutChatButton?: true;
}

/**
 * The Firebase a page needs, which is where the router puts it. 'none': a public page, no Firebase.
 * 'auth': under AuthRoot, Firebase Auth loading beside the page. 'member': also inside the signed-in
 * area (one API session and query cache), for the pages that read as a member. 'firestore': a live
 * page, bringing Firestore itself.
 */
export type FirebaseUse = 'none' | 'auth' | 'member' | 'firestore';

export interface AppRoute extends RouteMeta {
  firebase: FirebaseUse;
  /**
   * A public page with a part only for someone signed in on this device (the page renders it, with
   * its own loading line): the Firebase that part needs.
   */
  signedInPart?: 'auth' | 'member';
  /** The paths below its own are the page's to route (the console's sections). */
  hasSubpaths?: true;
  /** Its link in the header navigation, in this table's order; `to` when the link is written otherwise. */
  nav?: { label: string; to?: string };
  /** A draw's page: the one draw page, showing this draw. */
  drawId?: DrawId;
}

const PAGES = {
  home: {
    path: '/',
    title: SITE.name,
    inSitemap: true,
    firebase: 'none',
    firstView: { modules: ['src/features/home/home-page.tsx'], prerendered: true },
    nav: { label: 'Home' },
  },
  events: {
    path: '/events',
    title: 'Videos',
    inSitemap: true,
    firstView: { modules: ['src/features/videos/videos-page.tsx'], prerendered: true },
    firebase: 'none',
    nav: { label: 'Videos' },
  },
  committee: {
    path: '/committee',
    title: 'Executive Committee',
    inSitemap: true,
    firstView: { modules: ['src/features/executive-committee/executive-committee-page.tsx'], prerendered: true },
    firebase: 'none',
    // Written /Committee as on the old site; route matching ignores case.
    nav: { label: 'Committee', to: '/Committee' },
  },
  members: {
    path: '/members',
    title: 'Family Members',
    inSitemap: true,
    firstView: { modules: ['src/features/directory/members-page.tsx'], prerendered: true },
    firebase: 'none',
    // The full directory, for members.
    signedInPart: 'auth',
    nav: { label: 'Members' },
  },
  gallery: {
    path: '/gallery',
    title: 'Gallery',
    inSitemap: true,
    firstView: { modules: ['src/features/gallery/gallery-page.tsx'], prerendered: true },
    firebase: 'none',
    nav: { label: 'Gallery' },
  },
  calendar: {
    path: '/calendar',
    title: 'Event Calendar',
    inSitemap: true,
    // Its first view is the calendar's frame: the month it opens on is the visitor's (calendar-page.tsx).
    firstView: { modules: ['src/features/calendar/calendar-page.tsx'], prerendered: true },
    firebase: 'none',
    nav: { label: 'Calendar' },
  },
  // An event's page names itself after its event once loaded. Events are the committee's, not the
  // build's: no HTML file of its own, not in the sitemap.
  event: {
    path: '/calendar/:eventId',
    title: 'Event',
    inSitemap: false,
    // Its first view (the event loading) is the same for every event: written into its own page,
    // EVENT_PAGE_SHELL_PATH, which the API serves with the event's share tags.
    firstView: { modules: ['src/features/bookings/event-page.tsx'], prerendered: true },
    firebase: 'none',
    // The booking panel.
    signedInPart: 'member',
  },
  privacy: {
    path: PRIVACY_NOTICE_PAGE,
    title: 'Privacy notice',
    inSitemap: true,
    firstView: { modules: ['src/features/privacy-notice/privacy-notice-page.tsx'], prerendered: true },
    firebase: 'none',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    inSitemap: true,
    // The form's chunk (with the schema library) comes after the page; its HTML is there from the start.
    firstView: { modules: ['src/features/contact/contact-page.tsx'], prerendered: true },
    firebase: 'none',
    nav: { label: 'Contact' },
  },
  register: {
    path: '/register',
    title: 'Register Your Family',
    inSitemap: true,
    // Registering needs a Google sign-in first.
    firebase: 'auth',
    firstView: { modules: ['src/firebase/auth-root.tsx', 'src/features/registration/register-page.tsx'], prerendered: true },
    nav: { label: 'Register' },
  },
  login: {
    path: '/login',
    title: 'Login',
    inSitemap: false,
    firebase: 'auth',
    firstView: { modules: ['src/firebase/auth-root.tsx', 'src/features/auth/login-page.tsx'], prerendered: true },
    nav: { label: 'Login' },
  },
  dashboard: { path: '/dashboard', title: 'Dashboard', inSitemap: false, firebase: 'member' },
  // The volunteer's phone at an event's door: ticks each person in, and keeps working without signal.
  door: {
    path: '/door',
    title: 'Door',
    inSitemap: false,
    withoutChatButton: true,
    firebase: 'member',
  },
  // A draw spin's proof: its seal and revealed values, checked in the browser (public, no Firebase).
  'spin-proof': {
    path: '/:drawId/spins/:spinId',
    title: 'Spin proof',
    inSitemap: false,
    firebase: 'none',
  },
  'committee-console': {
    path: '/committee-console',
    title: 'Committee console',
    inSitemap: false,
    firebase: 'member',
    hasSubpaths: true,
  },
} as const satisfies Record<string, AppRoute>;

/** Each live draw has a page at /{its id}. */
const DRAW_PAGES = Object.fromEntries(
  DRAWS.map((draw): [DrawId, AppRoute] => [
    draw.id,
    {
      path: `/${draw.id}`,
      title: draw.title,
      inSitemap: false,
      firebase: 'firestore',
      drawId: draw.id,
    },
  ]),
) as Record<DrawId, AppRoute>;

export const ROUTES = { ...PAGES, ...DRAW_PAGES };
export type RouteName = keyof typeof ROUTES;
/** The pages with a page module of their own (the draws share the draw page). */
export type PageName = keyof typeof PAGES;
/** The routes at one address, not a pattern. */
type FixedRouteName = Exclude<RouteName, 'event' | 'spin-proof'>;

/** A page's address, for links: `pathTo('login')`. */
export const pathTo = <Name extends FixedRouteName>(name: Name): (typeof ROUTES)[Name]['path'] => ROUTES[name].path;

/**
 * The routes at one fixed address (not /calendar/{eventId}), in the table's order: the build writes
 * each an HTML file with its own head tags, and the demo walk opens each.
 */
export const FIXED_ROUTES: readonly AppRoute[] = Object.values(ROUTES).filter((route: AppRoute) => !route.path.includes('/:'));

/** Any address that is no route. */
export const NOT_FOUND_META: RouteMeta = { path: '', title: 'Page not found', inSitemap: false };
