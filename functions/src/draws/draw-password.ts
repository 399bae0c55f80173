import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

/**
 * Compares a submitted draw password with the secret in constant time. Hashing both first gives
 * equal-length inputs, so not even the password's length leaks. An unset secret matches nothing.
 */
export function isDrawPassword(submitted: string | undefined, secret: string): boolean {
  if (!secret) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(submitted ?? ''), digest(secret));
}

/** `drawSettings/password`: the committee's draw password, never readable by clients (rules deny). */
export const DRAW_SETTINGS = 'drawSettings';
export const DRAW_PASSWORD_DOC = 'password';

/**
 * scrypt, as OWASP recommends it (N = 2^15, r = 8, p = 1): about 100 ms and 32 MiB per check, so a
 * stolen hash is slow to guess at, while a spin, a few a month, does not notice.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const storedDrawPasswordSchema = z.object({
  algorithm: z.literal('scrypt'),
  salt: z.string(),
  hash: z.string(),
  // Bounded, so a damaged document cannot make every check take gigabytes.
  N: z
    .number()
    .int()
    .min(2)
    .max(2 ** 17),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(4),
  changedAtMs: z.number(),
  changedBy: z.string(),
});
export type StoredDrawPassword = z.infer<typeof storedDrawPasswordSchema>;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A fresh salt and the scrypt hash of `password`, with who set it. */
export async function hashDrawPassword(password: string, changedBy: string, nowMs = Date.now()): Promise<StoredDrawPassword> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, SCRYPT);
  return { algorithm: 'scrypt', salt: salt.toString('base64'), hash: hash.toString('base64'), ...SCRYPT, changedAtMs: nowMs, changedBy };
}

/** Whether `submitted` is the stored password: the derived keys compared in constant time. */
export async function matchesStoredPassword(submitted: string | undefined, stored: StoredDrawPassword): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(submitted ?? '', Buffer.from(stored.salt, 'base64'), stored);
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/**
 * The draw password check: the committee's password once one is stored (the deployment's secret
 * then no longer works), otherwise the DRAW_PASSWORD secret, the initial and fallback value.
 */
export async function checkDrawPassword(
  submitted: string | undefined,
  stored: StoredDrawPassword | null,
  secret: string,
): Promise<boolean> {
  return stored ? matchesStoredPassword(submitted, stored) : isDrawPassword(submitted, secret);
}
