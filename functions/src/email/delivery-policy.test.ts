import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterInterruption,
  afterSuccess,
  claimed,
  INTERRUPTED_ERROR,
  isClaimable,
  isInterrupted,
  PENDING_GRACE_MS,
  retryDelayMs,
  newDelivery,
  SEND_LEASE_MS,
  storable,
} from './delivery-policy.ts';
import type { Delivery } from '../store/delivery-doc.ts';

const NOW = 1_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('contact delivery policy', () => {
  it('backs off over hours, up to a day', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([15 * MINUTE, HOUR, 3 * HOUR, 8 * HOUR, 24 * HOUR]);
    expect(retryDelayMs(30)).toBe(24 * HOUR);
    // Six attempts cover about a day and a half of outage.
    const total = [1, 2, 3, 4, 5].reduce((sum, n) => sum + retryDelayMs(n), 0);
    expect(total).toBeGreaterThan(24 * HOUR);
  });

  it('lets the trigger make the first attempt only', () => {
    expect(isClaimable({ state: 'pending', attempts: 0 }, NOW, NOW, 'trigger')).toBe(true);
    expect(isClaimable({ state: 'retrying', attempts: 1, nextAttemptAtMs: NOW - 1 }, NOW, NOW, 'trigger')).toBe(false);
  });

  it('makes the sweep wait for the schedule and for the trigger', () => {
    expect(isClaimable({ state: 'retrying', attempts: 1, nextAttemptAtMs: NOW + 1 }, 0, NOW, 'sweep')).toBe(false);
    expect(isClaimable({ state: 'retrying', attempts: 1, nextAttemptAtMs: NOW }, 0, NOW, 'sweep')).toBe(true);
    expect(isClaimable({ state: 'pending', attempts: 0 }, NOW - 1000, NOW, 'sweep')).toBe(false);
    expect(isClaimable({ state: 'pending', attempts: 0 }, NOW - PENDING_GRACE_MS, NOW, 'sweep')).toBe(true);
  });

  it('never takes a claimed message again, live or expired', () => {
    for (const sender of ['trigger', 'sweep'] as const) {
      expect(isClaimable({ state: 'sending', attempts: 1, leaseUntilMs: NOW + 1 }, 0, NOW, sender)).toBe(false);
      expect(isClaimable({ state: 'sending', attempts: 1, leaseUntilMs: NOW - 1 }, 0, NOW, sender)).toBe(false);
    }
  });

  it('holds a claim longer than any sender lives', () => {
    expect(SEND_LEASE_MS).toBeGreaterThan(9 * MINUTE);
  });

  it('turns an expired claim into a failure for the committee, not a second send', () => {
    const claim = claimed({ state: 'pending', attempts: 0 }, NOW);
    expect(isInterrupted(claim, NOW + SEND_LEASE_MS - 1)).toBe(false);
    expect(isInterrupted(claim, NOW + SEND_LEASE_MS)).toBe(true);
    expect(afterInterruption(claim, NOW + SEND_LEASE_MS)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: INTERRUPTED_ERROR,
      failedAtMs: NOW + SEND_LEASE_MS,
    });
  });

  it('never sends a sent or failed message again', () => {
    expect(isClaimable({ state: 'sent', attempts: 1 }, 0, NOW, 'trigger')).toBe(false);
    expect(isClaimable({ state: 'failed', attempts: 5 }, 0, NOW, 'sweep')).toBe(false);
  });

  it('lets the committee send again only a failed message, which then counts one more attempt', () => {
    expect(isClaimable({ state: 'failed', attempts: 6, failedAtMs: NOW - HOUR }, 0, NOW, 'committee')).toBe(true);
    for (const delivery of [
      { state: 'pending', attempts: 0 },
      { state: 'retrying', attempts: 1, nextAttemptAtMs: NOW - 1 },
      { state: 'sending', attempts: 1, leaseUntilMs: NOW - 1 },
      { state: 'sent', attempts: 1 },
    ] as const) {
      expect(isClaimable(delivery, 0, NOW + 24 * HOUR, 'committee'), delivery.state).toBe(false);
    }
    const again = claimed({ state: 'failed', attempts: 6, lastError: 'boom', failedAtMs: NOW - HOUR }, NOW);
    expect(again).toMatchObject({ state: 'sending', attempts: 7, lastError: 'boom' });
    expect(again.failedAtMs).toBeUndefined();
    // Out of attempts already, so a failure is final again (the committee may retry once more).
    expect(afterFailure(again, 'still down', NOW, 6)).toMatchObject({ state: 'failed', attempts: 7, failedAtMs: NOW });
  });

  it('counts attempts and records the outcome', () => {
    const first = claimed({ state: 'pending', attempts: 0 }, NOW);
    expect(first).toMatchObject({ state: 'sending', attempts: 1, lastAttemptAtMs: NOW, leaseUntilMs: NOW + SEND_LEASE_MS });
    const failed = afterFailure(first, 'connect ECONNREFUSED', NOW, 3);
    expect(failed).toMatchObject({ state: 'retrying', attempts: 1, lastError: 'connect ECONNREFUSED', nextAttemptAtMs: NOW + 15 * MINUTE });
    expect(failed.leaseUntilMs).toBeUndefined();
    const sent = afterSuccess(claimed(failed, NOW + HOUR), NOW + HOUR + 1000);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, sentAtMs: NOW + HOUR + 1000, lastError: 'connect ECONNREFUSED' });
  });

  it('gives up after the last attempt and records when', () => {
    let delivery: Delivery = { state: 'pending', attempts: 0 };
    for (let i = 0; i < 3; i += 1) delivery = afterFailure(claimed(delivery, NOW), 'boom', NOW, 3);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom', failedAtMs: NOW });
    expect(delivery.nextAttemptAtMs).toBeUndefined();
  });

  it('stores no undefined fields', () => {
    expect(storable(afterFailure(claimed({ state: 'pending', attempts: 0 }, NOW), 'x', NOW, 1))).toEqual({
      state: 'failed',
      attempts: 1,
      lastError: 'x',
      lastAttemptAtMs: NOW,
      failedAtMs: NOW,
    });
  });

  it('keeps the time the sweep must next look at the message, and none once it is settled', () => {
    const fresh = newDelivery(NOW);
    expect(fresh).toEqual({ state: 'pending', attempts: 0, dueAtMs: NOW + PENDING_GRACE_MS });
    const claim = claimed(fresh, NOW);
    expect(claim.dueAtMs).toBe(claim.leaseUntilMs);
    const retry = afterFailure(claim, 'boom', NOW, 3);
    expect(retry.dueAtMs).toBe(retry.nextAttemptAtMs);
    expect(afterSuccess(claimed(retry, NOW), NOW).dueAtMs).toBeUndefined();
    expect(afterInterruption(claimed(retry, NOW), NOW).dueAtMs).toBeUndefined();
    expect(afterFailure(claimed(retry, NOW), 'boom', NOW, 2).dueAtMs).toBeUndefined();
  });
});
