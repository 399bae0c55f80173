import { familyIdSchema } from '@edma/contract/ids';
import { MAX_SHORT_TEXT } from '@edma/contract/limits';
import type { MESSAGE_KINDS } from '@edma/contract/console-messages';
import { z } from 'zod';
import { deliverySchema } from './delivery-doc.ts';
import { docIdSchema, timestampSchema } from './stored-fields.ts';

export const CONTACT_MESSAGES = 'contactMessages';

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * `contactMessages/{id}`: kept whatever happens to the email, so nothing sent is ever lost. The
 * association's outgoing mail shares the collection, and so its delivery (trigger, retries, the
 * console's list and retry): an `approval` email has the recipient in `email`, the family's head in
 * `name` and its text in `message`; a `service` email (email/queue-email.ts) also its `key`,
 * `subject` and `html`, and what it is about. Without `kind`, a visitor's contact message.
 */
export const contactMessageDocSchema = z
  .object({
    kind: z.enum(['approval', 'service']).optional(),
    name: z.string().min(1).max(MAX_SHORT_TEXT),
    email: z.email(),
    message: z.string().min(1),
    createdAt: timestampSchema,
    delivery: deliverySchema,
    /** A service email's purpose (its id is made from it and the recipient). */
    key: z.string().min(1).optional(),
    subject: z.string().min(1).optional(),
    html: z.string().min(1).optional(),
    familyId: familyIdSchema.optional(),
    attachments: z
      .array(
        z.object({
          filename: z.string().min(1),
          contentType: z.string().min(1),
          content: z.string(),
          encoding: z.literal('base64').optional(),
          cid: z.string().min(1).max(200).optional(),
        }),
      )
      .optional(),
    headers: z.record(z.string(), z.string()).optional(),
    announcementId: docIdSchema.optional(),
  })
  .refine((doc) => doc.kind !== 'service' || (doc.key !== undefined && doc.subject !== undefined && doc.html !== undefined), {
    message: 'A service email has its key, subject and html.',
  });
export type ContactMessageDoc = z.output<typeof contactMessageDocSchema>;

/** `deliverySweep/legacy`: present once no message from before due times is left open (contact/deliver-contact-message.ts). */
export const deliverySweepDocSchema = z.object({ doneAt: timestampSchema });
