/**
 * The association's fixed details, built into the site. Its phone number, email and social links
 * are the committee's to change in the console (Contact details): the pages read them with
 * useSiteContact (site-contact.tsx).
 */
export const SITE = {
  shortName: 'EDMA',
  name: 'East Devon Malayalee Association',
  /** A line in Malayalam for the home page ("East Devon Malayalee Association"). */
  malayalamLine: 'ഈസ്റ്റ് ഡെവൺ മലയാളി അസോസിയേഷൻ',
  towns: ['Seaton', 'Honiton', 'Axminster', 'Sidmouth'],
  memberCount: 300,
} as const;

export const telHref = (digits: string) => `tel:+${digits}`;
/** A messaging conversation with a phone number (opens in a new tab). */
export const messagingHref = (digits: string) => `https://wa.me/${digits}`;
