import type { BookingSettings } from '@edma/contract/bookings';

/** Bookings settings for the tests: open in August, two meals, prices in pence. Each call gives a fresh copy. */
export const testBookingSettings = (changes: Partial<BookingSettings> = {}): BookingSettings => ({
  enabled: true,
  opens: { date: '2027-08-01', time: '09:00' },
  closes: { date: '2027-09-04', time: '18:00' },
  capacity: 100,
  meals: ['Veg sadhya', 'Non-veg'],
  prices: { under5: 0, child: 500, adult: 1200 },
  guestsPerFamily: 2,
  payment: 'bank-transfer',
  reminderDays: [7, 2],
  ...changes,
});
