/** Money is stored and sent as whole pence (pence-schema.ts): no rounding ever touches an amount. */

/** "£12.50", "£0.00" (free is said as "Free" by the screens that mean it). */
export function poundsText(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(pence));
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Pence from what a person types in a pounds field: "12", "12.5", "12.50", "£12.50". Null for
 * anything else (more than two decimals, letters, negative).
 */
export function penceFromPounds(text: string): number | null {
  const match = /^\s*£?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Letters and digits a person cannot misread or mistype: no 0/O, no 1/I/L. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A bank reference such as `EDMA-27-7KQ4`: a prefix, two digits, then `length` unambiguous characters. */
export function bankReference(prefix: string, random: () => number, length = 4): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** Finds a reference in free bank-statement text, whatever the case or spacing the bank kept. */
export function normaliseReference(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9-]/g, '');
}
