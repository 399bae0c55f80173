import { contactMessageSchema } from '@edma/contract/contact';
import { FieldValue } from 'firebase-admin/firestore';
import { RATE_LIMIT_MULTIPLIER } from '../../config/params.ts';
import { db } from '../../store/admin.ts';
import type { ApiHandler } from '../../http/api-request.ts';
import { readJson } from '../../http/request-body.ts';
import { parseOrReject } from '../../http/validation-message.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { CONTACT_MESSAGES } from '../../store/contact-docs.ts';
import { newDelivery, storable } from '../../email/delivery-policy.ts';

/**
 * POST contact (JSON {name, email, message}): stores the message; the sendContactEmail trigger
 * emails it to the association. Success means "stored", so a mail outage loses nothing.
 */
export const postContact: ApiHandler = async (request) => {
  await enforceRateLimit('contact', request.ip, RATE_LIMIT_MULTIPLIER.value());
  const message = parseOrReject(contactMessageSchema, readJson(request));
  await db()
    .collection(CONTACT_MESSAGES)
    .add({ ...message, createdAt: FieldValue.serverTimestamp(), delivery: storable(newDelivery(Date.now())) });
  return { json: { success: true, message: 'Message sent successfully!' } };
};
