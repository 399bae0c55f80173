import { describe, expect, it } from 'vitest';
import { afterFailure, afterSuccess, claimed, isClaimable, PENDING_GRACE_MS, retryDelayMs, storable, type Delivery } from './delivery-policy.ts';

const NOW = 1_000_000_000;

describe('contact delivery policy', () => {
  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('lets the trigger take pending and retrying messages at once', () => {
    expect(isClaimable({ state: 'pending', attempts: 0 }, NOW, NOW, false)).toBe(true);
    expect(isClaimable({ state: 'retrying', attempts: 1, nextAttemptAtMs: NOW + 60_000 }, NOW, NOW, false)).toBe(true);
  });

  it('makes the sweep wait for the schedule and for the trigger', () => {
    expect(isClaimable({ state: 'retrying', attempts: 1, nextAttemptAtMs: NOW + 1 }, 0, NOW, true)).toBe(false);
    expect(isClaimable({ state: 'retrying', attempts: 1, nextAttemptAtMs: NOW }, 0, NOW, true)).toBe(true);
    expect(isClaimable({ state: 'pending', attempts: 0 }, NOW - 1000, NOW, true)).toBe(false);
    expect(isClaimable({ state: 'pending', attempts: 0 }, NOW - PENDING_GRACE_MS, NOW, true)).toBe(true);
  });

  it('respects a live send claim but not an expired one', () => {
    expect(isClaimable({ state: 'sending', attempts: 1, leaseUntilMs: NOW + 1 }, 0, NOW, false)).toBe(false);
    expect(isClaimable({ state: 'sending', attempts: 1, leaseUntilMs: NOW }, 0, NOW, true)).toBe(true);
  });

  it('never sends a sent or failed message again', () => {
    expect(isClaimable({ state: 'sent', attempts: 1 }, 0, NOW, false)).toBe(false);
    expect(isClaimable({ state: 'failed', attempts: 5 }, 0, NOW, true)).toBe(false);
  });

  it('counts attempts and records the outcome', () => {
    const first = claimed({ state: 'pending', attempts: 0 }, NOW);
    expect(first).toMatchObject({ state: 'sending', attempts: 1, lastAttemptAtMs: NOW });
    const failed = afterFailure(first, 'connect ECONNREFUSED', NOW, 3);
    expect(failed).toMatchObject({ state: 'retrying', attempts: 1, lastError: 'connect ECONNREFUSED', nextAttemptAtMs: NOW + 60_000 });
    expect(failed.leaseUntilMs).toBeUndefined();
    const sent = afterSuccess(claimed(failed, NOW + 60_000), NOW + 61_000);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, sentAtMs: NOW + 61_000, lastError: 'connect ECONNREFUSED' });
  });

  it('gives up after the last attempt', () => {
    let delivery: Delivery = { state: 'pending', attempts: 0 };
    for (let i = 0; i < 3; i += 1) delivery = afterFailure(claimed(delivery, NOW), 'boom', NOW, 3);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom' });
    expect(delivery.nextAttemptAtMs).toBeUndefined();
  });

  it('stores no undefined fields', () => {
    expect(storable(afterFailure(claimed({ state: 'pending', attempts: 0 }, NOW), 'x', NOW, 1))).toEqual({
      state: 'failed',
      attempts: 1,
      lastError: 'x',
      lastAttemptAtMs: NOW,
    });
  });
});
