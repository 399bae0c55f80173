import { SPIN_RESULT_DELAY_MS, type Spin } from '@edma/contract/draw';

export interface Clock {
  /** Milliseconds since epoch on this device. */
  now(): number;
}

export const deviceClock: Clock = { now: () => Date.now() };

/**
 * A spin that arrives while the page is open started moments ago. If the device clock says it started
 * longer ago than this (or in the future), the clock is off and is corrected against the server's.
 */
export const LIVE_ARRIVAL_ALLOWANCE_MS = 5_000;

export type SpinPhase = 'none' | 'spinning' | 'done';

export interface SpinTimelineSnapshot {
  spin: Spin | null;
  phase: SpinPhase;
  /** When the spin started, on this device's clock. */
  startedAtLocalMs: number;
}

export interface SpinTimeline {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SpinTimelineSnapshot;
  /** Feed the draw document's current spin; repeats of the same spin are ignored. */
  show(spin: Spin | null): void;
  /** How long the current spin has been running, on the server's clock as best known. */
  elapsedMs(): number;
}

/**
 * Where every viewer is in the current spin: spinning until SPIN_RESULT_DELAY_MS after the server
 * started it, then done. Times come from the spin's server timestamp, so a viewer who joins late
 * lands on the same moment as everyone else.
 *
 * Device clocks drift from the server's. The estimate of the difference (server minus device) only
 * moves on evidence: a spin seen can't have started after the server's "now" (a lower bound), and a
 * spin that arrives while the page is open started about now.
 */
export function createSpinTimeline(clock: Clock = deviceClock): SpinTimeline {
  let snapshot: SpinTimelineSnapshot = { spin: null, phase: 'none', startedAtLocalMs: 0 };
  let offsetMs = 0;
  let sawFirstSnapshot = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const serverNow = () => clock.now() + offsetMs;

  function publish(next: SpinTimelineSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function disarm() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  /** Wake up when the result is due; timers may fire a little early, so check and wait again. */
  function arm() {
    disarm();
    if (snapshot.phase !== 'spinning' || listeners.size === 0) return;
    const remaining = snapshot.startedAtLocalMs + SPIN_RESULT_DELAY_MS - clock.now();
    if (remaining > 0) {
      timer = setTimeout(arm, remaining);
      return;
    }
    publish({ ...snapshot, phase: 'done' });
  }

  function learnClock(spin: Spin, arrivedLive: boolean) {
    const device = clock.now();
    const sinceStart = device + offsetMs - spin.startedAtMs;
    if (arrivedLive && sinceStart > LIVE_ARRIVAL_ALLOWANCE_MS) offsetMs = spin.startedAtMs - device;
    offsetMs = Math.max(offsetMs, spin.startedAtMs - device);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      arm();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) disarm();
      };
    },
    getSnapshot: () => snapshot,
    show(spin) {
      const arrivedLive = sawFirstSnapshot;
      sawFirstSnapshot = true;
      if ((spin?.id ?? null) === (snapshot.spin?.id ?? null)) return;
      if (!spin) {
        publish({ spin: null, phase: 'none', startedAtLocalMs: 0 });
        arm();
        return;
      }
      learnClock(spin, arrivedLive);
      const startedAtLocalMs = spin.startedAtMs - offsetMs;
      const phase = clock.now() - startedAtLocalMs >= SPIN_RESULT_DELAY_MS ? 'done' : 'spinning';
      publish({ spin, phase, startedAtLocalMs });
      arm();
    },
    elapsedMs: () => (snapshot.spin ? serverNow() - snapshot.spin.startedAtMs : 0),
  };
}
