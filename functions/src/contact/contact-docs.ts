import type { ContactMessage } from '@edma/contract/contact';
import type { Timestamp } from 'firebase-admin/firestore';
import type { Delivery } from './delivery-policy.ts';

export const CONTACT_MESSAGES = 'contactMessages';

/** `contactMessages/{id}`: kept whatever happens to the email, so nothing sent is ever lost. */
export interface ContactMessageDoc extends ContactMessage {
  createdAt: Timestamp;
  delivery: Delivery;
}
