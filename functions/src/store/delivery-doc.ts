import { CONTACT_DELIVERY_STATES } from '@edma/contract/contact';
import { z } from 'zod';

// An outgoing email's delivery on its own: the outbox's rules (email/delivery-policy.ts) work on
// this part of a `contactMessages` document and need nothing else of it.

/** `contactMessages/{id}.delivery`, in milliseconds since epoch for easy comparison. */
export const deliverySchema = z.object({
  state: z.enum(CONTACT_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().optional(),
  lastAttemptAtMs: z.number().optional(),
  /** While `sending`: until when the sender owns the message. */
  leaseUntilMs: z.number().optional(),
  /** While `retrying`: when the retry sweep may try again. */
  nextAttemptAtMs: z.number().optional(),
  sentAtMs: z.number().optional(),
  /** When the message became `failed` (the committee answers it by hand). */
  failedAtMs: z.number().optional(),
  /**
   * When the sweep must next look at the message (a missed trigger, a retry, an expired lease);
   * absent once it is sent or failed. The sweep reads due messages in this order, oldest first.
   */
  dueAtMs: z.number().optional(),
});
export type Delivery = z.output<typeof deliverySchema>;
