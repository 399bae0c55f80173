// The demo accounts' Google identity, as the login page's emulator-only demo sign-in builds it
// (web/src/firebase/demo-identity.ts): the same email always maps to the same Auth emulator user.

export function normaliseEmail(email) {
  return email.trim().toLowerCase();
}

/** FNV-1a (64 bit) of the normalised email, as a 20-digit string. */
export function demoSubForEmail(email) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(normaliseEmail(email))) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString().padStart(20, '0');
}

/** "demo.member@gmail.com" -> "Demo Member". */
export function demoNameForEmail(email) {
  const local = normaliseEmail(email).split('@')[0] ?? '';
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') || 'Demo Member';
}
