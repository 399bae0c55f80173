import { defineString } from 'firebase-functions/params';
import type { RandomnessBeacon } from './beacon.ts';
import { createDrandBeacon } from './drand-beacon.ts';
import { createLocalBeacon } from './local-beacon.ts';

/**
 * Which beacon the spins wait for: `drand` (quicknet, production) unless the deployment says
 * `local`, which the Emulator Suite does (scripts/lib/emulator-suite.mjs) so spins run offline.
 */
export const DRAW_BEACON = defineString('DRAW_BEACON', {
  default: 'drand',
  description: 'The randomness beacon of the draws: drand, or local on the emulators',
});

let chosen: { name: string; beacon: RandomnessBeacon } | undefined;

/** The beacon the deployment names, one per instance (the drand client keeps each relay's chain info). */
export function drawBeacon(): RandomnessBeacon {
  const name = DRAW_BEACON.value() === 'local' ? 'local' : 'drand';
  if (chosen?.name !== name) chosen = { name, beacon: name === 'local' ? createLocalBeacon() : createDrandBeacon() };
  return chosen.beacon;
}
