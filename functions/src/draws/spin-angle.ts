import { randomInt } from 'node:crypto';

/** A stop angle in [0, 360) degrees with millidegree steps, from the CSPRNG. */
export function randomSpinAngle(): number {
  return randomInt(0, 360_000) / 1000;
}
