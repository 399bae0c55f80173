import { describe, expect, it } from 'vitest';
import { eventOptionText } from './event-option-text.ts';

const event = (date: string, enabled = true) => ({ title: 'Family Sadhya', date, enabled, placesTaken: 27, capacity: 28 });

describe('eventOptionText', () => {
  it('leaves the year out for an event within about ten months, so the choice fits a phone', () => {
    expect(eventOptionText(event('2027-01-09'), '2026-11-28')).toBe('Family Sadhya, 9 Jan · 27/28 booked');
    expect(eventOptionText(event('2026-04-18', false), '2026-11-28')).toBe('Family Sadhya, 18 Apr');
  });

  it('says the year of an event further away', () => {
    expect(eventOptionText(event('2025-09-20', false), '2026-11-28')).toBe('Family Sadhya, 20 Sept 2025');
    expect(eventOptionText(event('2027-11-01'), '2026-11-28')).toBe('Family Sadhya, 1 Nov 2027 · 27/28 booked');
  });
});
