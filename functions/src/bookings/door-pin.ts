import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DOOR_PASS_PIN_DIGITS } from '@edma/contract/door-pass';

/** How a door pass's PIN is kept: SHA-256 of a random salt and the PIN (doorPasses/{passId}.pinHash). */
export const doorPinHash = (salt: string, pin: string) => createHash('sha256').update(`${salt}:${pin}`).digest('hex');

/** A new PIN and its stored form. */
export function newDoorPin(): { pin: string; pinSalt: string; pinHash: string } {
  const pin = String(randomInt(0, 10 ** DOOR_PASS_PIN_DIGITS)).padStart(DOOR_PASS_PIN_DIGITS, '0');
  const pinSalt = randomBytes(16).toString('hex');
  return { pin, pinSalt, pinHash: doorPinHash(pinSalt, pin) };
}

/** Whether `pin` is the pass's, compared in constant time. */
export const isDoorPin = (pass: { pinSalt: string; pinHash: string }, pin: string) =>
  timingSafeEqual(Buffer.from(doorPinHash(pass.pinSalt, pin), 'hex'), Buffer.from(pass.pinHash, 'hex'));
