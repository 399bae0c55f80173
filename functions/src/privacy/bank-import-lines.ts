import type { UnmatchedLine } from '../store/dues-docs.ts';

/*
 * Which unmatched lines of a bank import are a family's: a statement line keeps the payer's words
 * (a name, a reference, sometimes an address), so an import record names families even where it
 * confirmed nothing. Found the same way for the export and the erasure.
 */

/** What of a family a statement line could hold. */
export interface FamilyWords {
  familyId: string;
  /** Its dues' and bookings' bank references. */
  references: readonly string[];
  /** Its addresses. */
  emails: readonly string[];
  /** Its members' names as typed. */
  names: readonly string[];
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const squeezed = (text: string) => words(text).join('');

/** True when `needle`'s words come one after another in `haystack`'s. */
function holdsWords(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  }
  return false;
}

/**
 * Indexes of the lines that are the family's: tied to it by the reference they quoted, or holding
 * one of its references (banks drop the dashes: compared without them), addresses or members' full
 * names. A name of one word is too common to tell families apart and is not looked for.
 */
export function familyLineIndexes(lines: readonly Pick<UnmatchedLine, 'text' | 'familyId'>[], family: FamilyWords): number[] {
  const references = family.references.map(squeezed).filter((r) => r.length >= 6);
  const emails = family.emails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  const names = family.names.map(words).filter((n) => n.length >= 2);
  const found: number[] = [];
  lines.forEach((line, i) => {
    const text = String(line.text ?? '');
    const lower = text.toLowerCase();
    const lineWords = words(text);
    const lineSqueezed = lineWords.join('');
    if (
      line.familyId === family.familyId ||
      references.some((r) => lineSqueezed.includes(r)) ||
      emails.some((e) => lower.includes(e)) ||
      names.some((n) => holdsWords(lineWords, n))
    ) {
      found.push(i);
    }
  });
  return found;
}
