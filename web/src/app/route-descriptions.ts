import { PRIVACY_NOTICE_PAGE } from '@edma/contract/privacy-notice-texts';
import { SITE } from '../content/site.ts';
import type { AppRoute, RouteMeta } from './route-table.ts';

/*
 * What each page tells search engines and link previews, written into its HTML at build time
 * (site-files.ts). Apart from the route table: the app itself never reads them, and the table is in
 * every page's first load.
 */

export const DEFAULT_DESCRIPTION = `${SITE.name}: a community of Kerala heritage families in ${SITE.towns.slice(0, -1).join(', ')} and ${SITE.towns.at(-1)}.`;

const BY_PATH: Readonly<Record<string, string>> = {
  '/events': 'Live streams and videos of EDMA events: Onam, Christmas, Easter and more.',
  '/committee': 'The executive committee members of the East Devon Malayalee Association.',
  '/members': 'The directory of EDMA member families across East Devon.',
  '/gallery': 'Photo albums of EDMA celebrations and gatherings.',
  '/calendar': 'EDMA events this year: dates, places and times, ready for your phone calendar.',
  '/calendar/:eventId': 'An EDMA event: its date, time and place, and bookings for member families.',
  [PRIVACY_NOTICE_PAGE]: "How the East Devon Malayalee Association uses your family's details, for how long, and how to use your rights.",
  '/contact': 'Send a message to the East Devon Malayalee Association.',
  '/register': 'Register your household with the East Devon Malayalee Association.',
  '/login': 'Members sign in with their Google account.',
  '/dashboard': 'Your family record with EDMA.',
  '/committee-console': 'The committee console.',
};

/** A page's description: its own, a draw's from its title, else the site's. */
export function descriptionOf(meta: RouteMeta | AppRoute): string {
  if ('drawId' in meta && meta.drawId) return `The ${meta.title} prize draw, live.`;
  return BY_PATH[meta.path] ?? DEFAULT_DESCRIPTION;
}
