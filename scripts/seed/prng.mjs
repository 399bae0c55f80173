/**
 * mulberry32: a small deterministic PRNG, so a seed always gives the same demo data.
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = (random, list) => list[Math.floor(random() * list.length)];
export const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id shaped like a Firestore auto id. */
export function autoId(random) {
  return Array.from({ length: 20 }, () => ID_CHARS[Math.floor(random() * ID_CHARS.length)]).join('');
}

export function hex(random, length) {
  return Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
}
