import { describe, expect, it } from 'vitest';
import { idleShare, waitForQuietCpu } from './quiet-cpu.ts';

describe('idleShare', () => {
  it('is the idle part of the time that passed', () => {
    expect(idleShare({ idle: 100, total: 200 }, { idle: 190, total: 300 })).toBeCloseTo(0.9);
    expect(idleShare({ idle: 100, total: 200 }, { idle: 110, total: 300 })).toBeCloseTo(0.1);
  });

  it('counts no time passed as idle', () => {
    expect(idleShare({ idle: 5, total: 10 }, { idle: 5, total: 10 })).toBe(1);
  });
});

describe('waitForQuietCpu', () => {
  it('gives up at its limit and answers the share it saw', async () => {
    const started = performance.now();
    // No machine is idler than fully idle: it waits out its limit.
    const share = await waitForQuietCpu({ idle: 1.01, sampleMs: 50, maxMs: 120 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(120);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
