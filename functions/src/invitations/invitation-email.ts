import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** To an address a family added for one of its members: sign in with it to join (nothing is shared until then). */
export function invitationEmail(head: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'You have been added to a family on the EDMA website',
    greeting: 'Hello,',
    paragraphs: [
      `${head} added this email address to their family on the East Devon Malayalee Association's website.`,
      'Sign in with Google using this address to see the family and say whether it is yours. Until you do, your address gives nobody access to anything.',
    ],
    action: { label: 'Sign in', url: `${base(siteUrl)}/login` },
    footer: 'If you do not know this family, ignore this email: nothing happens unless you sign in and accept.',
  });
}
