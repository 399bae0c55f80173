import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  currentFailures,
  delayAfter,
  failureDocId,
  scaledBackoff,
  secondsBlocked,
  SPIN_FAILURE_BACKOFF,
  type FailureBackoff,
} from './failure-backoff.ts';

const backoff: FailureBackoff = { freeFailures: 3, firstDelayMs: 2_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };
const NOW = 1_000_000_000;

describe('failure back-off', () => {
  it('lets the free failures through, then doubles the wait up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => delayAfter(n, backoff))).toEqual([
      0, 0, 0, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(delayAfter(10_000, backoff)).toBe(60_000);
  });

  it('blocks after a failure beyond the free ones, for the delay', () => {
    let record = afterFailure(undefined, 'spin-failure', NOW, backoff);
    record = afterFailure(record, 'spin-failure', NOW, backoff);
    record = afterFailure(record, 'spin-failure', NOW, backoff);
    expect(secondsBlocked(record, NOW)).toBe(0);
    record = afterFailure(record, 'spin-failure', NOW + 10, backoff);
    expect(record).toEqual({ scope: 'spin-failure', failures: 4, lastFailureAtMs: NOW + 10, blockedUntilMs: NOW + 2_010 });
    expect(secondsBlocked(record, NOW + 10)).toBe(2);
    expect(secondsBlocked(record, NOW + 2_010)).toBe(0);
    expect(secondsBlocked(afterFailure(record, 'spin-failure', NOW + 3_000, backoff), NOW + 3_000)).toBe(4);
  });

  it('forgets failures after a quiet hour', () => {
    const record = { scope: 's', failures: 9, lastFailureAtMs: NOW, blockedUntilMs: NOW + 60_000 };
    expect(currentFailures(record, NOW + 3_599_999, backoff)).toBe(9);
    expect(currentFailures(record, NOW + 3_600_000, backoff)).toBe(0);
    expect(afterFailure(record, 's', NOW + 3_600_000, backoff).failures).toBe(1);
  });

  it('scales the free failures with the rate-limit multiplier', () => {
    expect(scaledBackoff(SPIN_FAILURE_BACKOFF, 50).freeFailures).toBe(SPIN_FAILURE_BACKOFF.freeFailures * 50);
    expect(scaledBackoff(SPIN_FAILURE_BACKOFF, 0).freeFailures).toBe(SPIN_FAILURE_BACKOFF.freeFailures);
  });

  it('keys on a hash of the address, per scope', () => {
    expect(failureDocId('spin-failure', '203.0.113.1')).not.toContain('203.0.113.1');
    expect(failureDocId('spin-failure', '203.0.113.1')).not.toBe(failureDocId('spin-failure', '203.0.113.2'));
  });
});
