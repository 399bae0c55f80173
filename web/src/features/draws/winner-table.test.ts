import { winnerIndex } from '@edma/contract/draw';
import { describe, expect, it } from 'vitest';
import { POINTER_ANGLE, restRotation, segmentSize, segmentStart } from './wheel-geometry.ts';

/*
 * The winner formula of the spec, floor(((360 - a mod 360 + 90) mod 360) / segment) mod count,
 * worked out by hand for the three draws (12, 13 and 14 names), plus a check over many angles that
 * the named segment is the one the wheel shows under the arrow.
 */

// [angle, expected index] with the working: (360 - a + 90) mod 360, divided by the segment size.
const TABLE: Record<number, Array<[number, number]>> = {
  // segment 30
  12: [
    [0, 3], // 90 / 30 = 3
    [90, 0], // 0
    [360, 3], // same as 0
    [180, 9], // 270 / 30
    [270, 6], // 180 / 30
    [60, 1], // exactly 30 / 30: a boundary belongs to the segment that starts there
    [59.999, 1], // 30.001 / 30
    [60.001, 0], // 29.999 / 30
    [89.999, 0], // 0.001 / 30
    [90.001, 11], // 359.999 / 30
    [359.999, 3], // 90.001 / 30
    [-90, 6], // -90 is 270
    [10845, 1], // 10845 mod 360 = 45 -> 45 / 30 = 1.5
    [720.5, 2], // 0.5 -> 89.5 / 30
  ],
  // segment 27.6923...
  13: [
    [0, 3], // 90 / 27.69 = 3.25
    [90, 0],
    [360, 3],
    [180, 9], // 270 / 27.69 = 9.75
    [270, 6], // 180 / 27.69 = 6.5
    [45, 1], // 45 / 27.69 = 1.63
    [62.3, 1], // just below the 0|1 edge at 90 - 27.69 = 62.3077
    [62.31, 0], // just above it
    [89.999, 0],
    [90.001, 12], // 359.999 / 27.69 = 12.99
    [11108, 5], // 11108 mod 360 = 308 -> 142 / 27.69 = 5.13
  ],
  // segment 25.714...
  14: [
    [0, 3], // 90 / 25.71 = 3.5
    [90, 0],
    [360, 3],
    [180, 10], // 270 / 25.71 = 10.5
    [270, 7], // 180 / 25.71 = 7 exactly
    [64.28, 1], // just below the 0|1 edge at 64.2857
    [64.29, 0], // just above it
    [89.999, 0],
    [90.001, 13], // 359.999 / 25.71 = 13.99
    [10800, 3],
  ],
};

describe('winner formula', () => {
  for (const [count, rows] of Object.entries(TABLE)) {
    it.each(rows)(`with ${count} names, angle %s wins index %s`, (angle, expected) => {
      expect(winnerIndex(angle, Number(count))).toBe(expected);
    });
  }

  it('always names a valid index', () => {
    const invalid: string[] = [];
    for (const count of [12, 13, 14]) {
      for (let angle = -720; angle <= 11_160; angle += 0.37) {
        const index = winnerIndex(angle, count);
        if (!(Number.isInteger(index) && index >= 0 && index < count)) invalid.push(`${count}/${angle}: ${index}`);
      }
    }
    expect(invalid).toEqual([]);
  });
});

/** Angles worth checking for a wheel: round numbers, every segment edge and just either side of it. */
function anglesFor(count: number): number[] {
  const angles = [0, 90, 180, 270, 360, -45, 10_800, 10_845.5, 721];
  for (let k = 0; k < count; k++) {
    const edge = 90 - k * segmentSize(count);
    angles.push(edge, edge - 1e-6, edge + 1e-6, edge + 360);
  }
  for (let i = 0; i < 500; i++) angles.push((i * 7919.37) % 11_160);
  return angles;
}

describe('the wheel shows the formula winner under the arrow', () => {
  const EPSILON = 1e-6;
  for (const count of [12, 13, 14]) {
    it(`with ${count} names`, () => {
      for (const angle of anglesFor(count)) {
        const index = winnerIndex(angle, count);
        // The wheel's own angle that sits under the arrow once it rests at `angle`.
        const underArrow = restRotation(POINTER_ANGLE - restRotation(angle));
        const start = restRotation(segmentStart(index, count));
        const offsetIntoSegment = restRotation(underArrow - start);
        const inside = offsetIntoSegment <= segmentSize(count) + EPSILON || 360 - offsetIntoSegment <= EPSILON;
        expect(inside, `angle ${angle}: index ${index}, ${offsetIntoSegment} into the segment`).toBe(true);
      }
    });
  }
});
