import type { ContactMessage } from '@edma/contract/contact';
import { APPROVAL_EMAIL_SUBJECT, APPROVAL_EMAIL_TEXT } from '@edma/contract/committee';
import type { MessageKind } from '../store/contact-docs.ts';

export interface ContactEmail {
  from: string;
  to: string;
  replyTo: { name: string; address: string } | string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64'; cid?: string }[];
  /** The same for every attempt, so a mailbox that ever got it twice shows it once. */
  messageId?: string;
  /** Extra headers (RFC 8058 one-click unsubscribe), only those of MAIL_HEADERS, each on one line. */
  headers?: Record<string, string>;
}

/** The only extra headers an email may carry: a stored value under any other name is dropped. */
export const MAIL_HEADERS = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;

/** The stored headers nodemailer may set: known names, one line each, nothing that could start another header. */
export function safeHeaders(stored: unknown): Record<string, string> | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const headers: Record<string, string> = {};
  for (const name of MAIL_HEADERS) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value !== 'string') continue;
    // Any control character (CR, LF, NUL...) would be a way out of the header: the header is left out.
    if (/\p{Cc}/u.test(value) || value.length > 1000) continue;
    headers[name] = value;
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

function messageId(kind: MessageKind, from: string, id?: string): { messageId?: string } {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'edma.invalid';
  return id ? { messageId: `<${kind}.${id}@${domain}>` } : {};
}

/** The email the association receives; replying answers the visitor directly. */
export function contactEmail(message: ContactMessage, from: string, to: string, id?: string): ContactEmail {
  const name = oneLine(message.name);
  return {
    ...messageId('contact', from, id),
    from,
    to,
    replyTo: { name, address: message.email },
    subject: `Website message from ${name}`,
    text: `${message.message}\n\n--\nName: ${name}\nEmail: ${message.email}\nSent with the contact form on the EDMA website.\n`,
  };
}

/** The email telling a family its registration is approved; replying reaches the association. */
export function approvalEmail(message: ContactMessage, from: string, association: string, id?: string): ContactEmail {
  return {
    ...messageId('approval', from, id),
    from,
    to: message.email,
    replyTo: association,
    subject: APPROVAL_EMAIL_SUBJECT,
    text: `Dear ${oneLine(message.name)},\n\n${message.message}\n\nWith best wishes,\nThe EDMA committee\n`,
  };
}

/** What a stored service email (email/queue-email.ts) carries besides the contact fields. */
export interface StoredServiceEmail {
  subject?: string;
  html?: string;
  attachments?: ContactEmail['attachments'];
  headers?: Record<string, string>;
}

/** A service email to a member (bookings, reminders): sent as it was stored; replying reaches the association. */
export function serviceEmail(message: ContactMessage & StoredServiceEmail, from: string, association: string, id?: string): ContactEmail {
  return {
    ...messageId('service', from, id),
    from,
    to: message.email,
    replyTo: association,
    subject: oneLine(message.subject ?? 'A message from EDMA'),
    text: message.message,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
    ...(safeHeaders(message.headers) ? { headers: safeHeaders(message.headers) } : {}),
  };
}

/** The email a stored message stands for, by its kind. */
export function outgoingEmail(
  message: ContactMessage & StoredServiceEmail & { kind?: MessageKind },
  from: string,
  association: string,
  id?: string,
) {
  if (message.kind === 'service') return serviceEmail(message, from, association, id);
  return message.kind === 'approval' ? approvalEmail(message, from, association, id) : contactEmail(message, from, association, id);
}

/** An approval email to store (its text is the contract's, so the console shows what was sent). */
export function approvalMessage(head: string, recipient: string): ContactMessage & { kind: 'approval' } {
  return { kind: 'approval', name: head, email: recipient, message: APPROVAL_EMAIL_TEXT };
}
