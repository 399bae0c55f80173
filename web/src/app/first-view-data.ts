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

/** The committee's content each page shows, by the page's path. */
export const FIRST_VIEW_CONTENT: Readonly<Record<string, string>> = {
  [ROUTES.events.path]: VIDEOS_API.videos.path,
  [ROUTES.gallery.path]: GALLERY_API.albums.path,
  [ROUTES.committee.path]: EXECUTIVE_COMMITTEE_API.people.path,
  [ROUTES.calendar.path]: CALENDAR_API.events.path,
  // An event's page finds its event among them (its booking terms are added per event: event-share-page.ts).
  [ROUTES.event.path]: CALENDAR_API.events.path,
  [ROUTES.privacy.path]: PRIVACY_NOTICE_API.notice.path,
};
