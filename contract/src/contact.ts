import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { MAX_MESSAGE_TEXT, MAX_SHORT_TEXT } from './limits.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

/** Public. */
export const CONTACT_PATH = '/api/contact';

/** POST CONTACT_PATH (JSON). Answers ApiResult. */
export const contactMessageSchema = z.object({
  name: singleLineText().trim().min(1, { message: 'Name is required.' }).max(MAX_SHORT_TEXT),
  email: z.email({ message: 'Enter a valid email address.' }).max(MAX_SHORT_TEXT),
  message: multiLineText().trim().min(1, { message: 'Message is required.' }).max(MAX_MESSAGE_TEXT),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_API = {
  send: endpoint({ method: 'POST', path: CONTACT_PATH, request: contactMessageSchema, response: resultSchema }),
};

export const CONTACT_DELIVERY_STATES = ['pending', 'sending', 'sent', 'retrying', 'failed'] as const;
