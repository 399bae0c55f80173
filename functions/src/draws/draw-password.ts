import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { StoredDrawPassword } from '../store/draw-docs.ts';

/**
 * Compares a submitted draw password with the secret in constant time. Hashing both first gives
 * equal-length inputs, so not even the password's length leaks. An unset secret matches nothing.
 */
export function isDrawPassword(submitted: string | undefined, secret: string): boolean {
  if (!secret) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(submitted ?? ''), digest(secret));
}

/**
 * scrypt, as OWASP recommends it (N = 2^15, r = 8, p = 1): about 100 ms and 32 MiB per check, so a
 * stolen hash is slow to guess at, while a spin, a few a month, does not notice. Anonymous guesses
 * never reach it unless the peppered HMAC below matched first.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * HMAC-SHA256 of the salt and password, keyed by the deployment's DRAW_PASSWORD secret (which
 * Firestore never holds, so a copy of the document alone still leaves only scrypt to guess at). It
 * costs microseconds, so a wrong guess is refused on it alone. Rotating the secret while a committee
 * password is stored makes that password stop matching until the committee sets it again.
 */
export function pepperedMac(password: string, salt: Buffer, secret: string): Buffer {
  const key = createHmac('sha256', secret).update('edma-draw-password-pepper').digest();
  return createHmac('sha256', key).update(salt).update(password.normalize('NFC'), 'utf8').digest();
}

/** A fresh salt, the scrypt hash and the peppered HMAC of `password`, with who set it. */
export async function hashDrawPassword(
  password: string,
  changedBy: string,
  secret: string,
  nowMs = Date.now(),
): Promise<StoredDrawPassword> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, SCRYPT);
  const mac = pepperedMac(password, salt, secret).toString('base64');
  return {
    algorithm: 'scrypt',
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
    ...SCRYPT,
    mac,
    changedAtMs: nowMs,
    changedBy,
  };
}

/** Whether `submitted` is the stored password: the derived keys compared in constant time. */
export async function matchesStoredPassword(submitted: string | undefined, stored: StoredDrawPassword): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(submitted ?? '', Buffer.from(stored.salt, 'base64'), stored);
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/**
 * A password stored before the HMAC can only be checked with scrypt, which any anonymous client
 * may ask for: at most this many such hashes run at once on an instance; more are turned away busy.
 */
export const MAX_UNPEPPERED_HASHES = 1;
let unpepperedHashes = 0;

/**
 * `match`, with `upgraded` (the stored password with its HMAC added) when it had none; `mismatch`;
 * or `busy` when checking would take one more scrypt hash than the instance allows.
 */
export type DrawPasswordCheck = { result: 'match'; upgraded: StoredDrawPassword | null } | { result: 'mismatch' } | { result: 'busy' };

/**
 * The draw password check: the committee's password once one is stored (the deployment's secret
 * then no longer works), otherwise the DRAW_PASSWORD secret, the initial and fallback value. A
 * stored password is checked on its peppered HMAC first, and scrypt runs only when that matched.
 */
export async function checkDrawPassword(
  submitted: string | undefined,
  stored: StoredDrawPassword | null,
  secret: string,
): Promise<DrawPasswordCheck> {
  if (!stored) return isDrawPassword(submitted, secret) ? { result: 'match', upgraded: null } : { result: 'mismatch' };
  const salt = Buffer.from(stored.salt, 'base64');
  const mac = pepperedMac(submitted ?? '', salt, secret);
  if (stored.mac !== undefined) {
    const expected = Buffer.from(stored.mac, 'base64');
    if (expected.length !== mac.length || !timingSafeEqual(mac, expected)) return { result: 'mismatch' };
    return (await matchesStoredPassword(submitted, stored)) ? { result: 'match', upgraded: null } : { result: 'mismatch' };
  }
  if (unpepperedHashes >= MAX_UNPEPPERED_HASHES) return { result: 'busy' };
  unpepperedHashes += 1;
  try {
    if (!(await matchesStoredPassword(submitted, stored))) return { result: 'mismatch' };
  } finally {
    unpepperedHashes -= 1;
  }
  return { result: 'match', upgraded: { ...stored, mac: mac.toString('base64') } };
}
