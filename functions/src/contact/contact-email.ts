import type { ContactMessage } from '@edma/contract/contact';

export interface ContactEmail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  /** The same for every attempt, so a mailbox that ever got it twice shows it once. */
  messageId?: string;
}

/** The email the association receives; replying answers the visitor directly. */
export function contactEmail(message: ContactMessage, from: string, to: string, id?: string): ContactEmail {
  const name = message.name.replace(/[\r\n]+/g, ' ').trim();
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'edma.invalid';
  return {
    ...(id ? { messageId: `<contact.${id}@${domain}>` } : {}),
    from,
    to,
    replyTo: { name, address: message.email },
    subject: `Website message from ${name}`,
    text: `${message.message}\n\n--\nName: ${name}\nEmail: ${message.email}\nSent with the contact form on the EDMA website.\n`,
  };
}
