import type { GoLiveItem } from '@edma/contract/go-live';

/** The stand-ins web/src/content/site.ts ships with (the spec leaves them as {phone} and {email}). */
const PLACEHOLDER_PHONE = /^4477009000\d\d$/;
const PLACEHOLDER_EMAIL = /@example\.(org|com)$/;
/** A profile link that is only the platform's home page. */
const isBareProfile = (href: string) => /^https:\/\/(www\.)?[^/]+\/?$/.test(href);

/**
 * The association's phone, email and social links are built into the site (a developer's change and
 * a deploy, see docs/deploying.md), so the browser checks them against the stand-ins it shipped with.
 */
export interface SiteDetails {
  phoneDigits: string;
  email: string;
  social: readonly { name: string; href: string }[];
}

export function siteDetailsItem(site: SiteDetails): GoLiveItem {
  const left = [
    PLACEHOLDER_PHONE.test(site.phoneDigits) ? 'the phone number' : '',
    PLACEHOLDER_EMAIL.test(site.email) ? 'the email address' : '',
    site.social.some((s) => isBareProfile(s.href)) ? 'the social links' : '',
  ].filter(Boolean);
  return {
    id: 'site-details',
    label: 'The association’s phone, email and social links are real',
    done: left.length === 0,
    detail: left.length
      ? `Still placeholders: ${left.join(', ')}. They are set in web/src/content/site.ts and deployed (docs/deploying.md).`
      : '',
    section: null,
  };
}
