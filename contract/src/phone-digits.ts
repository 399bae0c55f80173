// Without zod: the site's footer reads these on every page, before any form is opened.

/** A phone number as international digits, no plus sign (for the call and messaging links). */
export const INTERNATIONAL_DIGITS = /^[1-9]\d{7,14}$/;

/**
 * International digits, no plus sign (for the call and messaging links), from a number as people
 * write it: "+44 7700 900123", "+44 (0)7700 900123", "0044 7700 900123" or a UK "07700 900123".
 */
export function phoneDigitsOf(input: string): string {
  // "+44 (0)7700 ...": the bracketed 0 is dialled only from within the country.
  let text = input
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s().-]/g, '');
  if (text.startsWith('+')) text = text.slice(1);
  else if (text.startsWith('00')) text = text.slice(2);
  else if (text.startsWith('0')) text = `44${text.slice(1)}`;
  return text;
}
