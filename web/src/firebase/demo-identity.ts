import { normaliseEmail } from '@edma/contract/family';

/**
 * The Google `sub` of a demo account. Derived from the email (FNV-1a, 64 bit) so the same email
 * always maps to the same Auth emulator account, whichever browser or test signs in.
 */
export function demoSubForEmail(email: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(normaliseEmail(email))) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString().padStart(20, '0');
}

/** "demo.member@gmail.com" -> "Demo Member". */
export function demoNameForEmail(email: string): string {
  const local = normaliseEmail(email).split('@')[0] ?? '';
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || 'Demo Member';
}

/** The unsigned Google ID token the Auth emulator accepts in place of a real one. */
export function demoGoogleIdToken(email: string, name = demoNameForEmail(email)): string {
  return JSON.stringify({ sub: demoSubForEmail(email), email: normaliseEmail(email), email_verified: true, name });
}
