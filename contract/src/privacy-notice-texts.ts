/*
 * The privacy notice's page address and the texts both sides show, without zod: the footer of every
 * page links to the notice, and the first load of the site carries no schema library.
 */

/** The page's address. */
export const PRIVACY_NOTICE_PAGE = '/privacy';

export const MAX_PRIVACY_NOTICE_LENGTH = 20_000;

/** The texts both sides show. */
export const PRIVACY_NOTICE_TITLE = 'Privacy notice';
export const PRIVACY_NOTICE_LINK_LEAD = 'How we use your details:';
export const PRIVACY_NOTICE_LINK_TEXT = 'our privacy notice';
export const PRIVACY_NOTICE_CHANGED_TITLE = 'Our privacy notice has changed';
export const PRIVACY_NOTICE_UNCHANGED_MESSAGE = 'This is the text already published: change it before publishing a new version.';
export const publishLabel = (nextVersion: number) => `Publish as version ${nextVersion}`;
export const publishedMessage = (version: number) => `Version ${version} of the privacy notice is published.`;
export const versionLine = (version: number, updatedOn: string) => `Version ${version}, ${ukDateText(updatedOn)}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A yyyy-MM-dd date as the notice reads it: "25 November 2026". */
export function ukDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
