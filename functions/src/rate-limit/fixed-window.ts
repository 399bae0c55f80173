import { createHash } from 'node:crypto';
import type { RateLimitScope } from '../store/rate-limit-docs.ts';

export interface WindowLimit {
  windowMs: number;
  /** Requests allowed per client address per window. */
  perClient: number;
  /** Requests allowed from everyone together per window (caps spoofed addresses). */
  global: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Production limits, before the RATE_LIMIT_MULTIPLIER param. */
export const RATE_LIMITS: Record<RateLimitScope, WindowLimit> = {
  registration: { windowMs: 60 * MINUTE, perClient: 10, global: 200 },
  contact: { windowMs: 10 * MINUTE, perClient: 5, global: 100 },
  spin: { windowMs: 10 * MINUTE, perClient: 20, global: 200 },
  /** Signed-in writes, keyed by the caller's uid rather than an address. */
  'member-write': { windowMs: 10 * MINUTE, perClient: 60, global: 3000 },
  /**
   * Committee writes, per committee member's uid (see committee-writes.ts): generous for edits, as a
   * busy evening reorders a gallery or types a calendar; tighter for photos, each re-encoded here.
   */
  'committee-edit': { windowMs: 10 * MINUTE, perClient: 120, global: 1200 },
  'committee-upload': { windowMs: 10 * MINUTE, perClient: 30, global: 300 },
  /**
   * A family's own costly or noisy actions, per signed-in caller's uid, far above what a family does:
   * the export builds a zip with every photo; a deletion request emails the committee and every
   * address of the family; a booking save may email the family.
   */
  'family-export': { windowMs: HOUR, perClient: 5, global: 100 },
  'erasure-request': { windowMs: 24 * HOUR, perClient: 5, global: 100 },
  'booking-save': { windowMs: HOUR, perClient: 30, global: 3000 },
};

export function scaled(limit: WindowLimit, multiplier: number): WindowLimit {
  const m = Math.max(1, Math.floor(multiplier));
  return { windowMs: limit.windowMs, perClient: limit.perClient * m, global: limit.global * m };
}

/** Start of the fixed window holding `nowMs`. */
export function windowStart(nowMs: number, windowMs: number): number {
  return Math.floor(nowMs / windowMs) * windowMs;
}

/** Whole seconds until the window holding `nowMs` ends (at least 1). */
export function secondsUntilNextWindow(nowMs: number, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStart(nowMs, windowMs) + windowMs - nowMs) / 1000));
}

/** Addresses are stored only as salted hashes. */
export function clientKey(ip: string): string {
  return createHash('sha256').update(`edma-rate-limit:${ip}`).digest('hex').slice(0, 32);
}

/** Counter documents, one per scope, client (or `global`) and window. */
export function counterIds(scope: RateLimitScope, ip: string, nowMs: number, windowMs: number) {
  const start = windowStart(nowMs, windowMs);
  return {
    start,
    client: `${scope}_${clientKey(ip)}_${start}`,
    global: `${scope}_global_${start}`,
  };
}

/** True when one more request still fits both counters. */
export function allows(limit: WindowLimit, clientCount: number, globalCount: number): boolean {
  return clientCount < limit.perClient && globalCount < limit.global;
}
