/*
 * The association's contact details as the site shows them, without zod: the footer and the chat
 * button of every page show them, and the first load of the site carries no schema library.
 */

export interface SocialLinks {
  /** An https address, or '' for none. */
  facebook: string;
  instagram: string;
  youtube: string;
}

/** What is stored and served: the number as shown and as international digits (derived from it), the email, the social links. */
export interface SiteContact {
  phoneDisplay: string;
  phoneDigits: string;
  email: string;
  social: SocialLinks;
}

/** The social profiles the footer can link to, in its order. */
export const SOCIAL_PROFILES = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'youtube', name: 'YouTube' },
] as const satisfies readonly { key: keyof SocialLinks; name: string }[];

/**
 * PLACEHOLDER details a new deployment starts with (the spec leaves them as {phone} and {email}),
 * served until the committee saves its own in the console; the go-live checklist flags them.
 */
export const SITE_CONTACT_PLACEHOLDERS: SiteContact = {
  phoneDisplay: '+44 7700 900000',
  phoneDigits: '447700900000',
  email: 'info@example.org',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
};

/** The profiles that have a link, in the footer's order. */
export const socialLinksOf = (contact: SiteContact) =>
  SOCIAL_PROFILES.filter((profile) => contact.social[profile.key] !== '').map((profile) => ({
    name: profile.name,
    href: contact.social[profile.key],
  }));

/** The console section that sets them (its path under /committee-console/) and its title. */
export const CONTACT_DETAILS_SECTION = 'contact-details';
export const CONTACT_DETAILS_TITLE = 'Contact details';

export const SITE_CONTACT_SAVED_MESSAGE = 'Contact details saved. The site shows them within seconds.';
