import { SPIN_BASE_ROTATION_DEG, winnerIndex } from '@edma/contract/draw';
import { describe, expect, it } from 'vitest';
import {
  arrowOffset,
  labelFlipped,
  polar,
  restRotation,
  segmentPath,
  segmentMiddle,
  segmentSize,
  segmentStart,
  segmentUnderPointer,
  signedDegrees,
  spinEndRotation,
  type Point,
} from './wheel-geometry.ts';

/** What CSS `rotate(deg)` does to a point on screen (y down): a clockwise turn. */
function rotate(point: Point, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  return { x: point.x * Math.cos(r) - point.y * Math.sin(r), y: point.x * Math.sin(r) + point.y * Math.cos(r) };
}
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const ARROW_AT_REST: Point = { x: 0, y: -1 }; // 12 o'clock

const angles = [0, 90, 180, 270, 360, 45, 12.5, 333.3, -17, 10_845, 11_159.9];
for (let i = 0; i < 200; i++) angles.push((i * 1237.77) % 11_160);

describe('wheel geometry', () => {
  for (const count of [12, 13, 14]) {
    it(`puts the arrow on the middle of the winning segment (${count} names)`, () => {
      for (const angle of angles) {
        const index = winnerIndex(angle, count);
        const wheel = restRotation(angle);
        // The segment's edges and middle as drawn, then turned with the wheel.
        const start = rotate(polar(1, segmentStart(index, count)), wheel);
        const end = rotate(polar(1, segmentStart(index + 1, count)), wheel);
        const middle = rotate(polar(1, segmentMiddle(index, count)), wheel);

        // While the wheel turns the arrow is at 12 o'clock, inside the winning segment (clockwise from start to end).
        expect(cross(start, ARROW_AT_REST), `angle ${angle}`).toBeGreaterThanOrEqual(-1e-9);
        expect(cross(ARROW_AT_REST, end), `angle ${angle}`).toBeGreaterThanOrEqual(-1e-9);

        // After the snap it turns by at most half a segment and points at the segment's middle.
        const offset = arrowOffset(angle, count);
        expect(Math.abs(offset)).toBeLessThanOrEqual(segmentSize(count) / 2 + 1e-9);
        expect(dot(rotate(ARROW_AT_REST, offset), middle), `angle ${angle}`).toBeCloseTo(1, 9);
      }
    });
  }

  it('reads the same winner off the drawing as the spec formula gives', () => {
    for (const count of [12, 13, 14]) {
      for (let k = 0; k < count; k++) {
        // Angles that leave the arrow 1/4 and 3/4 of the way into each segment.
        for (const into of [0.25, 0.75]) {
          const angle = 90 - (k + into) * segmentSize(count);
          expect(segmentUnderPointer(angle, count), `${count} names, angle ${angle}`).toBe(k);
          expect(winnerIndex(angle, count)).toBe(k);
        }
      }
      for (const angle of angles) expect(segmentUnderPointer(angle, count)).toBe(winnerIndex(angle, count));
    }
  });

  it('ends the spin on the base turns plus the final angle, which the wheel then snaps to', () => {
    expect(spinEndRotation(45)).toBe(SPIN_BASE_ROTATION_DEG + 45);
    expect(spinEndRotation(405)).toBe(SPIN_BASE_ROTATION_DEG + 45);
    expect(spinEndRotation(-90)).toBe(SPIN_BASE_ROTATION_DEG + 270);
    for (const angle of angles) {
      expect(signedDegrees(spinEndRotation(angle) - restRotation(angle))).toBeCloseTo(0, 9);
    }
  });

  it('draws each segment from its start edge to its end edge', () => {
    // 12 names: segment 0 starts at 9 o'clock and ends 30 degrees clockwise, above it.
    expect(segmentPath(0, 12, 200)).toBe('M 0 0 L -200 0 A 200 200 0 0 1 -173.205 -100 Z');
    expect(segmentPath(3, 12, 200)).toBe('M 0 0 L 0 -200 A 200 200 0 0 1 100 -173.205 Z');
    expect(segmentPath(0, 1, 200)).toContain('A 200 200 0 1 1 200 0');
  });

  it('turns round exactly the labels that would read upside down where the wheel rests', () => {
    for (const count of [1, 2, 12, 13, 14]) {
      for (const angle of angles) {
        const wheel = restRotation(angle);
        for (let index = 0; index < count; index++) {
          // The direction the label's text runs on screen, outwards or (turned round) inwards.
          const outwards = segmentMiddle(index, count) + wheel;
          const flipped = labelFlipped(index, count, wheel);
          const reading = polar(1, flipped ? outwards + 180 : outwards);
          expect(reading.x, `${count} names, angle ${angle}, label ${index}`).toBeGreaterThanOrEqual(-1e-9);
        }
      }
    }
    // 12 names at rest at 0: segment 0 is centred at 195 degrees (left, flipped), segment 6 at 15 (right).
    expect(labelFlipped(0, 12, 0)).toBe(true);
    expect(labelFlipped(6, 12, 0)).toBe(false);
    expect(labelFlipped(0, 12, 180)).toBe(false);
  });
});
