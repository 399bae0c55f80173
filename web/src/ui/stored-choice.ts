/** The option of a choice-with-Other that reveals its free-text field. */
export const OTHER = 'Other';

/**
 * A stored value as a choice-with-Other's two fields: one of the options, or "Other" with the stored
 * text (what was entered for "Other" is what gets stored, so it is shown and edited as entered).
 */
export function storedChoice(stored: string, options: readonly string[]): { choice: string; other: string } {
  const value = stored.trim();
  if (value === '') return { choice: '', other: '' };
  if (value !== OTHER && options.includes(value)) return { choice: value, other: '' };
  // A literal "Other" comes back as its own text, so saving it again stores the same value.
  return { choice: OTHER, other: value };
}
