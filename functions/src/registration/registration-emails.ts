import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** To the registrant, at once: the registration reached the committee. */
export function registrationReceivedEmail(head: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'We have received your registration',
    greeting: `Dear ${head},`,
    paragraphs: [
      'Thank you for registering your family with the East Devon Malayalee Association. The committee will look at your registration soon; we will email you once it is approved.',
      'Meanwhile you can sign in to see or correct your family details.',
    ],
    action: { label: 'Your family page', url: `${base(siteUrl)}/login` },
    footer: 'You receive this email because this address registered a family on the EDMA website.',
  });
}

/** To committee members who asked for it: a registration waits for approval. */
export function registrationWaitingEmail(head: string, town: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `A registration is waiting: ${head}`,
    greeting: 'Dear committee member,',
    paragraphs: [`${head} (${town}) registered a family on the website. It waits for the committee's approval.`],
    action: { label: 'Review registrations', url: `${base(siteUrl)}/committee-console` },
    footer: 'You receive this because you asked for committee emails on your family page; you can turn them off there.',
  });
}

/** To the family's signed-in members: the committee did not approve the registration, and why. */
export function notApprovedEmail(head: string, reason: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your EDMA registration was not approved',
    greeting: `Dear ${head},`,
    paragraphs: [
      'The committee looked at your family registration and could not approve it.',
      ...(reason.trim() ? [`The committee's reason: ${reason.trim()}`] : []),
      'If something needs correcting, sign in and change your details, or reply to this email to talk to the committee.',
    ],
    action: { label: 'Your family page', url: `${base(siteUrl)}/login` },
    footer: 'You receive this email because this address registered a family on the EDMA website.',
  });
}
