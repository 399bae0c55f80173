import { SPIN_RESULT_DELAY_MS, type Spin } from '@edma/contract/draw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpinTimeline, LIVE_ARRIVAL_ALLOWANCE_MS } from './spin-timeline.ts';

const NOW = Date.UTC(2025, 8, 20, 10, 0, 0);
const spin = (id: string, startedAtMs: number): Spin => ({ id, angle: 123, startedAtMs, winner: 'x' });

/** The spin runs its whole course from now: none of it has passed, and the result shows after the full delay. */
function expectWholeSpinFromNow(timeline: ReturnType<typeof createSpinTimeline>) {
  expect(timeline.elapsedMs()).toBe(0);
  vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS);
  expect(timeline.getSnapshot().phase).toBe('done');
}

describe('spin timeline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function watched() {
    const timeline = createSpinTimeline();
    const phases: string[] = [];
    timeline.subscribe(() => phases.push(timeline.getSnapshot().phase));
    return { timeline, phases };
  }

  it('has nothing to show without a spin', () => {
    const { timeline } = watched();
    timeline.show(null);
    expect(timeline.getSnapshot()).toMatchObject({ spin: null, phase: 'none' });
  });

  it('shows a finished spin as done straight away', () => {
    const { timeline } = watched();
    timeline.show(spin('old', NOW - 60_000));
    expect(timeline.getSnapshot().phase).toBe('done');
  });

  it('spins a new spin until the result is due, then reports done once', () => {
    const { timeline, phases } = watched();
    timeline.show(null);
    timeline.show(spin('s1', NOW));
    expect(timeline.getSnapshot().phase).toBe('spinning');
    vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS - 1);
    expect(timeline.getSnapshot().phase).toBe('spinning');
    vi.advanceTimersByTime(1);
    expect(timeline.getSnapshot().phase).toBe('done');
    expect(phases).toEqual(['spinning', 'done']);
  });

  it('joins a running spin where it is and finishes it on time', () => {
    const { timeline } = watched();
    timeline.show(spin('s1', NOW - 15_000));
    expect(timeline.getSnapshot().phase).toBe('spinning');
    expect(timeline.elapsedMs()).toBe(15_000);
    vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS - 15_000 - 1);
    expect(timeline.getSnapshot().phase).toBe('spinning');
    vi.advanceTimersByTime(1);
    expect(timeline.getSnapshot().phase).toBe('done');
  });

  it('ignores the same spin fed again', () => {
    const { timeline, phases } = watched();
    const first = spin('s1', NOW);
    timeline.show(first);
    timeline.show({ ...first });
    expect(phases).toEqual(['spinning']);
  });

  it('drops the old result when a new spin arrives', () => {
    const { timeline } = watched();
    timeline.show(spin('s1', NOW - 60_000));
    vi.advanceTimersByTime(5_000);
    timeline.show(spin('s2', NOW + 5_000));
    expect(timeline.getSnapshot()).toMatchObject({ phase: 'spinning', spin: { id: 's2' } });
  });

  it('trusts a server start time ahead of the device clock (the device is slow)', () => {
    const { timeline } = watched();
    // The server says the spin started 20 s in this device's future: it can't have, so the device is behind.
    timeline.show(spin('s1', NOW + 20_000));
    expectWholeSpinFromNow(timeline);
  });

  it('treats a live spin that looks long started as just started (the device is fast)', () => {
    const { timeline } = watched();
    timeline.show(null);
    // Arrives while the page is open, yet the device clock says it started two minutes ago.
    timeline.show(spin('s1', NOW - 120_000));
    expect(timeline.getSnapshot().phase).toBe('spinning');
    expectWholeSpinFromNow(timeline);
  });

  it('keeps small delays of a live spin (they are the real delivery time)', () => {
    const { timeline } = watched();
    timeline.show(null);
    timeline.show(spin('s1', NOW - LIVE_ARRIVAL_ALLOWANCE_MS + 1_000));
    expect(timeline.elapsedMs()).toBe(LIVE_ARRIVAL_ALLOWANCE_MS - 1_000);
  });

  it('does not move the clock for a finished spin found on opening the page', () => {
    const { timeline } = watched();
    timeline.show(spin('s1', NOW - 120_000));
    expect(timeline.elapsedMs()).toBe(120_000);
  });

  it('waits for a subscriber before timing the result', () => {
    const timeline = createSpinTimeline();
    timeline.show(spin('s1', NOW));
    vi.advanceTimersByTime(SPIN_RESULT_DELAY_MS);
    expect(timeline.getSnapshot().phase).toBe('spinning');
    const unsubscribe = timeline.subscribe(() => {});
    expect(timeline.getSnapshot().phase).toBe('done');
    unsubscribe();
  });
});
