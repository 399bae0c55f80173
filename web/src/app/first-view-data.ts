import { CALENDAR_API } from '@edma/contract/calendar';
import { EXECUTIVE_COMMITTEE_API } from '@edma/contract/executive-committee';
import { GALLERY_API } from '@edma/contract/gallery';
import { PRIVACY_NOTICE_API } from '@edma/contract/privacy-notice';
import { SITE_CONTACT_API } from '@edma/contract/site-contact';
import { VIDEOS_API } from '@edma/contract/videos';
import { ROUTES } from './route-table.ts';

/*
 * Read at build time only (vite.config.ts), never by the app: the public API answers a page's first
 * view asks for. Its HTML asks for them beside the scripts (a preload), so each answer is there
 * when the page's script asks, not one round trip after it. Small answers only: the directory's
 * snapshot would compete with the scripts for a phone's bandwidth.
 */

/** Every page's footer shows the committee's contact details. */
export const FOOTER_DATA = SITE_CONTACT_API.contact.path;

export interface FirstViewContent {
  /** The API answer with the committee's content the page shows. */
  answer: string;
  /**
   * That content, not the page's heading, is the largest thing it paints: the code that reads it
   * (the contract's schemas) is fetched beside the page too. Elsewhere that code would only compete
   * with the stylesheets for a phone's bandwidth and hold back the first paint (measured: /committee,
   * /gallery and /calendar 96 with it, 98 to 100 without).
   */
  largestPaint?: true;
}

/** The committee's content each page shows, by the page's path. */
export const FIRST_VIEW_CONTENT: Readonly<Record<string, FirstViewContent>> = {
  // The live banner, the notice's text and the event's details are those pages' largest paint.
  [ROUTES.events.path]: { answer: VIDEOS_API.videos.path, largestPaint: true },
  [ROUTES.privacy.path]: { answer: PRIVACY_NOTICE_API.notice.path, largestPaint: true },
  [ROUTES.gallery.path]: { answer: GALLERY_API.albums.path },
  [ROUTES.committee.path]: { answer: EXECUTIVE_COMMITTEE_API.people.path },
  [ROUTES.calendar.path]: { answer: CALENDAR_API.events.path },
  // An event's page finds its event among them (its booking terms are added per event: event-share-page.ts);
  // measured: 95 to 97 with its code fetched beside it, 93 to 94 without.
  [ROUTES.event.path]: { answer: CALENDAR_API.events.path, largestPaint: true },
};
