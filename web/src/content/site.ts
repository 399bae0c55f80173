/**
 * The association's fixed details, in one place for a committee volunteer to edit.
 *
 * PLACEHOLDER: the phone number, email address and social links below stand in for the real ones
 * (the specification leaves them as {phone} and {email}). Replace them here and nowhere else.
 */
export const SITE = {
  shortName: 'EDMA',
  name: 'East Devon Malayalee Association',
  /** A line in Malayalam for the home page ("East Devon Malayalee Association"). */
  malayalamLine: 'ഈസ്റ്റ് ഡെവൺ മലയാളി അസോസിയേഷൻ',
  towns: ['Seaton', 'Honiton', 'Axminster', 'Sidmouth'],
  memberCount: 300,
  /** PLACEHOLDER phone number, as shown. */
  phoneDisplay: '+44 7700 900000',
  /** PLACEHOLDER phone number in international digits, for tel: and messaging links. */
  phoneDigits: '447700900000',
  /** PLACEHOLDER contact email. */
  email: 'info@example.org',
  /** PLACEHOLDER social profiles. */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

export const telHref = (digits: string) => `tel:+${digits}`;
/** A messaging conversation with a phone number (opens in a new tab). */
export const messagingHref = (digits: string) => `https://wa.me/${digits}`;
