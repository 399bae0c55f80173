import { clientKey } from './fixed-window.ts';

/**
 * Failed attempts (wrong draw passwords) per client: a few are free, then each further failure
 * makes the client wait twice as long as the one before, up to a ceiling; an hour without failures
 * forgets them. Only the client that fails waits: its failures are counted apart from the spin
 * budget, so nobody else's correct password is ever refused because of them.
 */
export interface FailureBackoff {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** Delay after the first failure beyond the free ones; doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

export const SPIN_FAILURE_BACKOFF: FailureBackoff = {
  freeFailures: 5,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/**
 * Wrong door-pass PINs, counted per pass and per address: a million PINs against five free guesses
 * and then waits that double from half a minute.
 */
export const DOOR_PIN_FAILURE_BACKOFF: FailureBackoff = {
  freeFailures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** `rateLimits/{id}` of a client's failures (the address only as its salted hash). */
export interface FailureRecord {
  scope: string;
  failures: number;
  lastFailureAtMs: number;
  /** The client may try again from this time on. */
  blockedUntilMs: number;
}

/** The free failures grow with RATE_LIMIT_MULTIPLIER, like every other limit (all local clients share one address). */
export function scaledBackoff(backoff: FailureBackoff, multiplier: number): FailureBackoff {
  return { ...backoff, freeFailures: backoff.freeFailures * Math.max(1, Math.floor(multiplier)) };
}

export function failureDocId(scope: string, ip: string): string {
  return `${scope}_${clientKey(ip)}`;
}

/** The wait after `failures` failures in a row. */
export function delayAfter(failures: number, backoff: FailureBackoff): number {
  const over = failures - backoff.freeFailures;
  if (over <= 0) return 0;
  return Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/** The failures still remembered at `nowMs`. */
export function currentFailures(record: FailureRecord | undefined, nowMs: number, backoff: FailureBackoff): number {
  if (!record || nowMs - record.lastFailureAtMs >= backoff.forgetAfterMs) return 0;
  return record.failures;
}

/** Whole seconds the client must still wait, or 0 when it may try now. */
export function secondsBlocked(record: FailureRecord | undefined, nowMs: number): number {
  if (!record || record.blockedUntilMs <= nowMs) return 0;
  return Math.max(1, Math.ceil((record.blockedUntilMs - nowMs) / 1000));
}

/** The record after one more failure at `nowMs`. */
export function afterFailure(record: FailureRecord | undefined, scope: string, nowMs: number, backoff: FailureBackoff): FailureRecord {
  const failures = currentFailures(record, nowMs, backoff) + 1;
  return { scope, failures, lastFailureAtMs: nowMs, blockedUntilMs: nowMs + delayAfter(failures, backoff) };
}
