import { describe, expect, it } from 'vitest';
import { testBookingSettings } from './booking-fixtures.ts';
import { draftOf, settingsFrom } from './settings-draft.ts';

describe('settings drafts', () => {
  it('turns pounds into pence and lines into meals', () => {
    const draft = {
      ...draftOf(null, { date: '2027-09-11' }, '2027-08-01'),
      capacity: '120',
      meals: 'Veg sadhya\n\n Non-veg ',
      prices: { under5: '0', child: '5', adult: '£12.50' },
      guestsPerFamily: '2',
      payment: 'bank-transfer' as const,
    };
    expect(settingsFrom(draft)).toEqual({
      settings: testBookingSettings({
        closes: { date: '2027-09-10', time: '18:00' },
        capacity: 120,
        prices: { under5: 0, child: 500, adult: 1250 },
      }),
    });
  });

  it('says what is wrong, field by field, with the contract messages', () => {
    const draft = {
      ...draftOf(null, { date: '2027-09-11' }, '2027-08-01'),
      capacity: '',
      prices: { under5: '0', child: 'five', adult: '-1' },
    };
    const result = settingsFrom(draft);
    expect(result).toEqual({
      errors: expect.objectContaining({
        capacity: 'Enter the number of places.',
        meals: 'Give at least one meal option.',
        'prices.child': expect.stringContaining('pounds'),
        'prices.adult': expect.stringContaining('pounds'),
      }),
    });
  });

  it('fills the form back from saved settings', () => {
    const settings = testBookingSettings({
      enabled: false,
      capacity: 80,
      meals: ['A', 'B'],
      prices: { under5: 0, child: 550, adult: 1200 },
      guestsPerFamily: 0,
      payment: 'none',
      reminderDays: [5],
    });
    const draft = draftOf(settings, { date: '2027-09-11' }, '2027-08-01');
    expect(draft).toMatchObject({ capacity: '80', meals: 'A\nB', prices: { child: '5.50', adult: '12' }, reminderDays: '5' });
    expect(settingsFrom(draft)).toEqual({ settings });
  });
});
