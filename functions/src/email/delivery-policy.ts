import { CONTACT_DELIVERY_STATES } from '@edma/contract/contact';
import type { Delivery } from '../store/delivery-doc.ts';

export type DeliveryState = (typeof CONTACT_DELIVERY_STATES)[number];

/**
 * Who is sending: the creation trigger (first attempt only), the scheduled sweep (the rest), or a
 * committee member's "retry" in the console (one more attempt at a failed message).
 */
export type Sender = 'trigger' | 'sweep' | 'committee';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long a sender owns a claimed message. Longer than any sender can live (the trigger times out
 * after 2 minutes, the sweep after 9), so when a claim expires its sender is certainly gone: no
 * second sender can ever run alongside a first one that is merely slow.
 */
export const SEND_LEASE_MS = 10 * MINUTE;
/** A message still `pending` this long after creation missed its trigger: the sweep sends it. */
export const PENDING_GRACE_MS = 5 * MINUTE;
/** The last error of a claim whose sender vanished: the email may or may not have gone out. */
export const INTERRUPTED_ERROR = 'The sender stopped before recording the outcome; the email may or may not have been sent.';

/** A new message: the trigger sends it; the sweep only if it is still pending after the grace period. */
export function newDelivery(nowMs: number): Delivery {
  return { state: 'pending', attempts: 0, dueAtMs: nowMs + PENDING_GRACE_MS };
}

/** Waits after the 1st, 2nd, 3rd ... failed attempt: a mail outage of a day is ridden out. */
const RETRY_DELAYS_MS = [15 * MINUTE, 1 * HOUR, 3 * HOUR, 8 * HOUR, 24 * HOUR];

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * Whether a sender may take the message now. The trigger makes the first attempt only; every
 * retry is the sweep's, on the schedule above, until the message is `failed`; then only the
 * committee sends it again. A `sending` message is never taken again: its
 * sender is either still at work or gone without recording whether the email left (see
 * `isInterrupted`), and sending it again could send it twice.
 */
export function isClaimable(delivery: Delivery, createdAtMs: number, nowMs: number, sender: Sender): boolean {
  // A person decided to send it again: only a message no sender will ever take by itself.
  if (sender === 'committee') return delivery.state === 'failed';
  switch (delivery.state) {
    case 'pending':
      return sender === 'trigger' || nowMs - createdAtMs >= PENDING_GRACE_MS;
    case 'retrying':
      return sender === 'sweep' && (delivery.nextAttemptAtMs ?? 0) <= nowMs;
    case 'sending':
    case 'sent':
    case 'failed':
      return false;
  }
}

/** A claim whose sender is gone without recording the outcome. */
export function isInterrupted(delivery: Delivery, nowMs: number): boolean {
  return delivery.state === 'sending' && (delivery.leaseUntilMs ?? 0) <= nowMs;
}

export function claimed(delivery: Delivery, nowMs: number): Delivery {
  return {
    ...delivery,
    state: 'sending',
    attempts: delivery.attempts + 1,
    lastAttemptAtMs: nowMs,
    leaseUntilMs: nowMs + SEND_LEASE_MS,
    nextAttemptAtMs: undefined,
    failedAtMs: undefined,
    dueAtMs: nowMs + SEND_LEASE_MS,
  };
}

export function afterSuccess(delivery: Delivery, nowMs: number): Delivery {
  return { ...delivery, state: 'sent', sentAtMs: nowMs, leaseUntilMs: undefined, dueAtMs: undefined };
}

/** After a failed attempt: `retrying` with a later attempt scheduled, or `failed` when out of attempts. */
export function afterFailure(delivery: Delivery, error: string, nowMs: number, maxAttempts: number): Delivery {
  const exhausted = delivery.attempts >= maxAttempts;
  return {
    ...delivery,
    state: exhausted ? 'failed' : 'retrying',
    lastError: error.slice(0, 500),
    leaseUntilMs: undefined,
    nextAttemptAtMs: exhausted ? undefined : nowMs + retryDelayMs(delivery.attempts),
    failedAtMs: exhausted ? nowMs : undefined,
    dueAtMs: exhausted ? undefined : nowMs + retryDelayMs(delivery.attempts),
  };
}

/** An interrupted claim is not retried (it may have been sent): the committee checks it. */
export function afterInterruption(delivery: Delivery, nowMs: number): Delivery {
  return {
    ...delivery,
    state: 'failed',
    lastError: INTERRUPTED_ERROR,
    leaseUntilMs: undefined,
    failedAtMs: nowMs,
    dueAtMs: undefined,
  };
}

/** Firestore rejects undefined values: drop them. */
export function storable(delivery: Delivery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(delivery).filter(([, v]) => v !== undefined));
}
