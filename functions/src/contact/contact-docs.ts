import type { ContactMessage } from '@edma/contract/contact';
import type { MESSAGE_KINDS } from '@edma/contract/console-messages';
import type { Timestamp } from 'firebase-admin/firestore';
import type { Delivery } from './delivery-policy.ts';

export const CONTACT_MESSAGES = 'contactMessages';

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * `contactMessages/{id}`: kept whatever happens to the email, so nothing sent is ever lost. The
 * association's outgoing mail shares the collection, and so its delivery (trigger, retries, the
 * console's list and retry): an `approval` email has the recipient in `email`, the family's head in
 * `name` and its text in `message`. Without `kind`, a visitor's contact message.
 */
export interface ContactMessageDoc extends ContactMessage {
  kind?: MessageKind;
  createdAt: Timestamp;
  delivery: Delivery;
}
