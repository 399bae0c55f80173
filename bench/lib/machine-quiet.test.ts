import { describe, expect, it } from 'vitest';
import { describeMachine, isQuiet, summariseSamples, type MachineReading } from './machine-quiet.ts';

const reading = (idleBefore: number): MachineReading => ({
  idleBefore,
  loadBefore: 0.4,
  cpus: 2,
  waitedSeconds: 2,
  idleDuringMin: 0.1,
  idleDuringMean: 0.5,
  loadDuringMax: 3.2,
});

describe('a quiet machine', () => {
  it('is one at least 85 % idle when the section starts, whatever the section itself does to it', () => {
    expect(isQuiet(reading(0.91))).toBe(true);
    expect(isQuiet(reading(0.85))).toBe(true);
    expect(isQuiet(reading(0.84))).toBe(false);
  });

  it('is not one while the load average is above one per CPU, however idle a short sample looked', () => {
    expect(isQuiet({ ...reading(0.98), loadBefore: 12.8 })).toBe(false);
    expect(isQuiet({ ...reading(0.98), loadBefore: 2 })).toBe(true);
  });

  it('is described with the readings before and during, and the verdict', () => {
    expect(describeMachine(reading(0.43))).toBe(
      'Machine: idle 43 %, load 0.4 before (waited 2 s for 85 % idle and load at most 2); idle 10 %-50 % (lowest-mean), load up to 3.2 during: noisy.',
    );
    expect(describeMachine(reading(0.97))).toMatch(/: quiet\.$/);
  });

  it('summarises the samples taken during a run, or the reading before when there were none', () => {
    expect(
      summariseSamples(
        [
          { idle: 0.2, load: 1 },
          { idle: 0.6, load: 3 },
        ],
        { idle: 1, load: 0 },
      ),
    ).toEqual({
      idleDuringMin: 0.2,
      idleDuringMean: 0.4,
      loadDuringMax: 3,
    });
    expect(summariseSamples([], { idle: 0.9, load: 0.5 })).toEqual({ idleDuringMin: 0.9, idleDuringMean: 0.9, loadDuringMax: 0.5 });
  });
});
