import { describe, expect, it } from 'vitest';
import { allows, clientKey, counterIds, RATE_LIMITS, scaled, secondsUntilNextWindow, windowStart } from './fixed-window.ts';

describe('fixed window math', () => {
  it('puts times of one window on the same start', () => {
    const hour = 3_600_000;
    expect(windowStart(10 * hour, hour)).toBe(10 * hour);
    expect(windowStart(10 * hour + hour - 1, hour)).toBe(10 * hour);
    expect(windowStart(11 * hour, hour)).toBe(11 * hour);
  });

  it('counts the seconds left in the window, at least one', () => {
    expect(secondsUntilNextWindow(0, 60_000)).toBe(60);
    expect(secondsUntilNextWindow(59_500, 60_000)).toBe(1);
    expect(secondsUntilNextWindow(59_999, 60_000)).toBe(1);
    expect(secondsUntilNextWindow(30_000, 60_000)).toBe(30);
  });

  it('gives each client and window its own counter, and one global counter per window', () => {
    const a = counterIds('contact', '203.0.113.1', 1_000, 600_000);
    const b = counterIds('contact', '203.0.113.2', 2_000, 600_000);
    const later = counterIds('contact', '203.0.113.1', 600_000, 600_000);
    expect(a.client).not.toBe(b.client);
    expect(a.global).toBe(b.global);
    expect(later.client).not.toBe(a.client);
    expect(later.start).toBe(600_000);
    expect(counterIds('spin', '203.0.113.1', 1_000, 600_000).client).not.toBe(a.client);
  });

  it('never stores the address itself', () => {
    const ids = counterIds('spin', '203.0.113.1', 0, 60_000);
    expect(ids.client).not.toContain('203.0.113.1');
    expect(clientKey('203.0.113.1')).toMatch(/^[0-9a-f]{32}$/);
    expect(clientKey('203.0.113.1')).toBe(clientKey('203.0.113.1'));
  });

  it('allows requests until either counter is full', () => {
    const limit = { windowMs: 1, perClient: 2, global: 3 };
    expect(allows(limit, 0, 0)).toBe(true);
    expect(allows(limit, 1, 2)).toBe(true);
    expect(allows(limit, 2, 0)).toBe(false);
    expect(allows(limit, 0, 3)).toBe(false);
  });

  it('scales limits by a whole multiplier of at least one', () => {
    expect(scaled(RATE_LIMITS.contact, 20).perClient).toBe(100);
    expect(scaled(RATE_LIMITS.contact, 0).perClient).toBe(RATE_LIMITS.contact.perClient);
    expect(scaled(RATE_LIMITS.contact, 2.7).global).toBe(RATE_LIMITS.contact.global * 2);
  });
});
