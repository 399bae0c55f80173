import { describe, expect, it } from 'vitest';
import { storedChoice } from './stored-choice.ts';

describe('storedChoice', () => {
  it('gives a listed option as the choice and anything else as "Other" with its text', () => {
    expect(storedChoice('Silver', ['Gold', 'Silver', 'Other'])).toEqual({ choice: 'Silver', other: '' });
    expect(storedChoice('Life member', ['Gold', 'Silver', 'Other'])).toEqual({ choice: 'Other', other: 'Life member' });
    expect(storedChoice(' Exmouth ', ['Seaton', 'Other'])).toEqual({ choice: 'Other', other: 'Exmouth' });
    // A literal "Other" keeps its text, so saving again stores the same value.
    expect(storedChoice('Other', ['Gold', 'Silver', 'Other'])).toEqual({ choice: 'Other', other: 'Other' });
    expect(storedChoice('', ['Gold', 'Silver', 'Other'])).toEqual({ choice: '', other: '' });
  });
});
