import { describe, expect, it } from 'vitest';
import { storedChoice } from './stored-choice.ts';

const TYPES = ['Gold', 'Silver', 'Other'];
const TOWNS = ['Seaton', 'Other'];

describe('storedChoice', () => {
  it.each([
    { stored: 'Silver', options: TYPES, choice: 'Silver', other: '' },
    { stored: 'Life member', options: TYPES, choice: 'Other', other: 'Life member' },
    { stored: 'Exmouth', options: TOWNS, choice: 'Other', other: 'Exmouth' },
    { stored: ' Exmouth ', options: TOWNS, choice: 'Other', other: 'Exmouth' },
    // A literal "Other" keeps its text, so saving again stores the same value.
    { stored: 'Other', options: TYPES, choice: 'Other', other: 'Other' },
    // Nothing stored: the placeholder.
    { stored: '', options: TYPES, choice: '', other: '' },
  ])('gives "$stored" as the choice "$choice" with the other text "$other"', ({ stored, options, choice, other }) => {
    expect(storedChoice(stored, options)).toEqual({ choice, other });
  });
});
