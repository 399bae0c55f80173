import type { CONTACT_DELIVERY_STATES } from '@edma/contract/contact';

export type DeliveryState = (typeof CONTACT_DELIVERY_STATES)[number];

/** `contactMessages/{id}.delivery`, in milliseconds since epoch for easy comparison. */
export interface Delivery {
  state: DeliveryState;
  attempts: number;
  lastError?: string;
  lastAttemptAtMs?: number;
  /** While `sending`: until when the sender owns the message (a crashed sender's claim expires). */
  leaseUntilMs?: number;
  /** While `retrying`: when the retry sweep may try again. */
  nextAttemptAtMs?: number;
  sentAtMs?: number;
}

/** How long one send may take before another sender may take the message over. */
export const SEND_LEASE_MS = 2 * 60_000;
/** A message still `pending` this long after creation missed its trigger: the sweep sends it. */
export const PENDING_GRACE_MS = 5 * 60_000;

/** 1, 2, 4, 8 ... minutes after the n-th failed attempt, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether a sender may take the message now. The trigger (`respectSchedule` false) retries on the
 * platform's own back-off; the sweep (`respectSchedule` true) waits for nextAttemptAtMs.
 */
export function isClaimable(delivery: Delivery, createdAtMs: number, nowMs: number, respectSchedule: boolean): boolean {
  switch (delivery.state) {
    case 'pending':
      return !respectSchedule || nowMs - createdAtMs >= PENDING_GRACE_MS;
    case 'retrying':
      return !respectSchedule || (delivery.nextAttemptAtMs ?? 0) <= nowMs;
    case 'sending':
      return (delivery.leaseUntilMs ?? 0) <= nowMs;
    case 'sent':
    case 'failed':
      return false;
  }
}

export function claimed(delivery: Delivery, nowMs: number): Delivery {
  return {
    ...delivery,
    state: 'sending',
    attempts: delivery.attempts + 1,
    lastAttemptAtMs: nowMs,
    leaseUntilMs: nowMs + SEND_LEASE_MS,
    nextAttemptAtMs: undefined,
  };
}

export function afterSuccess(delivery: Delivery, nowMs: number): Delivery {
  return { ...delivery, state: 'sent', sentAtMs: nowMs, leaseUntilMs: undefined };
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
  };
}

/** Firestore rejects undefined values: drop them. */
export function storable(delivery: Delivery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(delivery).filter(([, v]) => v !== undefined));
}
