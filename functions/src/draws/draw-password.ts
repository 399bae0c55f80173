import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a submitted draw password with the secret in constant time. Hashing both first gives
 * equal-length inputs, so not even the password's length leaks. An unset secret matches nothing.
 */
export function isDrawPassword(submitted: string | undefined, secret: string): boolean {
  if (!secret) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(submitted ?? ''), digest(secret));
}
