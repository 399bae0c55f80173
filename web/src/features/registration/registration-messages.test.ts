import { describe, expect, it } from 'vitest';
import { saveErrorAlert } from './registration-messages.ts';

describe('saveErrorAlert', () => {
  it('follows "Error saving data. " with the server message', () => {
    expect(saveErrorAlert('This family is already registered.')).toBe('Error saving data. This family is already registered.');
  });

  it('says "Please try again." without a message', () => {
    expect(saveErrorAlert(undefined)).toBe('Error saving data. Please try again.');
    expect(saveErrorAlert('  ')).toBe('Error saving data. Please try again.');
  });
});
