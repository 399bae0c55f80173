import { countOf, isPlaceholderPerson, isPlaceholderVideoId, placeholderContactParts, type GoLiveItem } from '@edma/contract/go-live';
import { CONTACT_DETAILS_SECTION, type SiteContact } from '@edma/contract/site-contact-texts';

/** What the checklist looks at, as read from Firestore, Auth and the functions' config. */
export interface GoLiveState {
  /** The live-stream banner's video id and the past videos' ids. */
  videos: { live: string; past: string[] };
  /** Each draw's title, how many names it holds and whether the committee has said what it is. */
  draws: { title: string; names: number; about: boolean }[];
  drawPasswordSet: boolean;
  committeePage: { name: string; phoneDigits: string }[];
  membershipSet: boolean;
  committeeMembers: number;
  /** The association's phone, email and social links as stored (the placeholders until the committee saves its own). */
  siteContact: SiteContact;
  siteUrl: string;
}

const item = (id: string, label: string, section: string | null, left: string): GoLiveItem => ({
  id,
  label,
  done: left === '',
  detail: left,
  section,
});

function isDemoAddress(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return (
      host === 'localhost' || host === '127.0.0.1' || host.startsWith('demo-') || host.endsWith('.example') || host.includes('example.')
    );
  } catch {
    return true;
  }
}

/** The checklist, in the order a committee works through it before the site goes live. */
export function goLiveItems(state: GoLiveState): GoLiveItem[] {
  const placeholderVideos = state.videos.past.filter(isPlaceholderVideoId).length;
  const placeholderLive = isPlaceholderVideoId(state.videos.live);
  const emptyDraws = state.draws.filter((d) => d.names === 0).map((d) => d.title);
  const unsaidDraws = state.draws.filter((d) => !d.about).map((d) => d.title);
  const placeholderPeople = state.committeePage.filter(isPlaceholderPerson).length;
  const placeholderContact = placeholderContactParts(state.siteContact);
  return [
    item(
      'videos',
      'Videos link to real recordings',
      'videos',
      [
        placeholderVideos ? `${countOf(placeholderVideos, 'past video still has', 'past videos still have')} a placeholder id.` : '',
        placeholderLive ? 'The live-stream banner has a placeholder id.' : '',
      ]
        .filter(Boolean)
        .join(' '),
    ),
    item(
      'committee-page',
      'The committee page shows the real committee',
      'committee-page',
      placeholderPeople ? `${countOf(placeholderPeople, 'person still has', 'people still have')} a placeholder name or phone number.` : '',
    ),
    item('draws', 'Each draw has its names', 'draws', emptyDraws.length ? `No names yet: ${emptyDraws.join(', ')}.` : ''),
    // A society lottery may not be offered beyond the society: each page says what its draw is.
    item(
      'draw-rules',
      'Each draw says what it is and who may see it',
      'draws',
      unsaidDraws.length
        ? `Not said yet (chitty, free prize draw or society lottery; members only or not): ${unsaidDraws.join(', ')}.`
        : '',
    ),
    item(
      'draw-password',
      'The draws have the committee’s own password',
      'draws',
      state.drawPasswordSet ? '' : 'The draws still take the password the site was deployed with: set your own.',
    ),
    item(
      'membership',
      'This year’s membership fees and bank details are set',
      'membership',
      state.membershipSet ? '' : 'No fees or bank details yet, so no family is asked for its dues.',
    ),
    item(
      'committee',
      'At least two committee members can sign in to the console',
      'committee-members',
      state.committeeMembers >= 2 ? '' : 'With one, nobody else can let them back in: give a second member the role.',
    ),
    item(
      'site-contact',
      'The association’s phone, email and social links are real',
      CONTACT_DETAILS_SECTION,
      placeholderContact.length ? `Still placeholders: ${placeholderContact.join(', ')}.` : '',
    ),
    item(
      'site-url',
      'Emails link to the site’s own address',
      null,
      isDemoAddress(state.siteUrl) ? `Emails link to ${state.siteUrl}: set SITE_URL in the functions’ config (docs/deploying.md).` : '',
    ),
  ];
}
