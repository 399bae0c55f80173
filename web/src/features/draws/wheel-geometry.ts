import { SPIN_BASE_ROTATION_DEG, winnerIndex } from '@edma/contract/draw';

/*
 * Angles here are screen degrees measured clockwise from 3 o'clock (SVG's y axis points down), and
 * a positive rotation turns the wheel clockwise, as CSS `rotate()` does.
 *
 * The spec names the winner with floor(((360 - a + 90) mod 360) / segment). That is the segment
 * under a fixed pointer when segment 0 starts at 9 o'clock and segments follow clockwise: the
 * pointer at 12 o'clock (270) sees the wheel's own angle 270 - a, which lies in segment
 * floor((270 - a - 180) / segment) = floor((90 - a) / segment).
 */

/** Where the arrow sits while the wheel turns: 12 o'clock. */
export const POINTER_ANGLE = 270;
/** Start of segment 0 on the unrotated wheel (9 o'clock). */
export const FIRST_SEGMENT_START = 180;

export function normalizeDegrees(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** A signed angle in (-180, 180]. */
export function signedDegrees(degrees: number): number {
  const d = normalizeDegrees(degrees);
  return d > 180 ? d - 360 : d;
}

export function segmentSize(count: number): number {
  return 360 / count;
}

export function segmentStart(index: number, count: number): number {
  return FIRST_SEGMENT_START + index * segmentSize(count);
}

export function segmentMiddle(index: number, count: number): number {
  return segmentStart(index, count) + segmentSize(count) / 2;
}

/** The wheel's resting rotation for a spin angle (the "final angle"). */
export function restRotation(angle: number): number {
  return normalizeDegrees(angle);
}

/** The rotation the spin animation ends on: base turns plus the final angle. */
export function spinEndRotation(angle: number): number {
  return SPIN_BASE_ROTATION_DEG + restRotation(angle);
}

/**
 * How far the arrow turns from 12 o'clock, once the wheel rests at `angle`, to point at the middle
 * of the winning segment. The winning segment lies under 12 o'clock, so this is at most half a segment.
 */
export function arrowOffset(angle: number, count: number): number {
  const winner = winnerIndex(angle, count);
  if (winner < 0) return 0;
  return signedDegrees(segmentMiddle(winner, count) + restRotation(angle) - POINTER_ANGLE);
}

/**
 * The segment the fixed arrow (12 o'clock) is over once the wheel rests at `angle`, worked out from
 * the drawing rather than the spec formula, which it must agree with.
 */
export function segmentUnderPointer(angle: number, count: number): number {
  const onWheel = normalizeDegrees(POINTER_ANGLE - restRotation(angle) - FIRST_SEGMENT_START);
  return Math.floor(onWheel / segmentSize(count)) % count;
}

export interface Point {
  x: number;
  y: number;
}

export function polar(radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: radius * Math.cos(radians), y: radius * Math.sin(radians) };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** SVG path of one segment (a pie slice centred on the origin). */
export function segmentPath(index: number, count: number, radius: number): string {
  if (count === 1) {
    return `M ${-radius} 0 A ${radius} ${radius} 0 1 1 ${radius} 0 A ${radius} ${radius} 0 1 1 ${-radius} 0 Z`;
  }
  const from = polar(radius, segmentStart(index, count));
  const to = polar(radius, segmentStart(index + 1, count));
  const largeArc = segmentSize(count) > 180 ? 1 : 0;
  // Sweep flag 1 draws the arc clockwise on screen, the direction segments follow.
  return `M 0 0 L ${round(from.x)} ${round(from.y)} A ${radius} ${radius} 0 ${largeArc} 1 ${round(to.x)} ${round(to.y)} Z`;
}

/**
 * Whether a segment's label, drawn along its radius reading outwards, would be upside down once the
 * wheel is turned by `wheelRotation`: on the left half of the screen (between 6 and 12 o'clock going
 * clockwise). Such a label is turned half a turn to read inwards instead.
 */
export function labelFlipped(index: number, count: number, wheelRotation: number): boolean {
  const onScreen = normalizeDegrees(segmentMiddle(index, count) + wheelRotation);
  return onScreen > 90 && onScreen < 270;
}
