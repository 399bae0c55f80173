// Whether a timed section ran on a quiet machine: the CPUs' idle share and load average before it
// (after a bounded wait for quiet) and while it ran. Figures from a busy machine are kept, marked
// noisy, beside the last quiet ones (results-markdown.ts), never in their place.

/** The idle share a section waits for before it starts (the Lighthouse section's own threshold). */
export const QUIET_IDLE = 0.85;

/** What the machine was doing around one timed section. */
export interface MachineReading {
  /** The CPUs' idle share (0 to 1) over the last sample before the section started. */
  idleBefore: number;
  /** The 1-minute load average when the section started, and the CPUs it is shared by. */
  loadBefore: number;
  cpus: number;
  /** How long the section waited for a quiet machine. */
  waitedSeconds: number;
  /** The lowest and the mean idle share of the samples taken while it ran (its own work included). */
  idleDuringMin: number;
  idleDuringMean: number;
  /** The highest 1-minute load average while it ran. */
  loadDuringMax: number;
}

/**
 * Quiet: the CPUs were at least QUIET_IDLE idle when the section started and the 1-minute load
 * average was at most one per CPU (a short idle sample can fall between another job's bursts). The
 * readings while it ran include the section's own work (a load test fills both CPUs), so they are
 * shown, not judged.
 */
export const isQuiet = (reading: MachineReading): boolean => reading.idleBefore >= QUIET_IDLE && reading.loadBefore <= reading.cpus;

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** One line for the results: the machine before and during the section, and the verdict. */
export function describeMachine(reading: MachineReading): string {
  const before = `idle ${percent(reading.idleBefore)}, load ${reading.loadBefore.toFixed(1)} before (waited ${Math.round(reading.waitedSeconds)} s for ${percent(QUIET_IDLE)} idle and load at most ${reading.cpus})`;
  const during = `idle ${percent(reading.idleDuringMin)}-${percent(reading.idleDuringMean)} (lowest-mean), load up to ${reading.loadDuringMax.toFixed(1)} during`;
  return `Machine: ${before}; ${during}: ${isQuiet(reading) ? 'quiet' : 'noisy'}.`;
}

/** Summarises samples of one run: the lowest and mean idle share, the highest load average. */
export function summariseSamples(samples: readonly { idle: number; load: number }[], fallback: { idle: number; load: number }) {
  const all = samples.length > 0 ? samples : [fallback];
  return {
    idleDuringMin: Math.min(...all.map((s) => s.idle)),
    idleDuringMean: all.reduce((sum, s) => sum + s.idle, 0) / all.length,
    loadDuringMax: Math.max(...all.map((s) => s.load)),
  };
}
