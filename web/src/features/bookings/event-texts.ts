import { format } from 'date-fns/format';
import { AGE_BAND_LABELS, AGE_BANDS, type PublicBooking, type UkMoment } from '@edma/contract/bookings';
import { poundsText } from '@edma/contract/money';

/** "Saturday, 11 September 2027" from a calendar date (yyyy-MM-dd), as the calendar page says dates. */
export function longDate(iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return format(new Date(year, month - 1, day), 'EEEE, d MMMM yyyy');
}

/** "Friday, 10 September 2027 at 18:00" (UK time). */
export function momentText(moment: UkMoment): string {
  return `${longDate(moment.date)} at ${moment.time}`;
}

/** "Free", or "£12.00". */
export const priceText = (pence: number) => (pence === 0 ? 'Free' : poundsText(pence));

/** "Adult £12.00 · 5 to 12 £5.00 · Under 5 Free"; "Free" when nothing is charged. */
export function pricesText(prices: PublicBooking['prices']): string {
  if (AGE_BANDS.every((band) => prices[band] === 0)) return 'Free';
  return [...AGE_BANDS]
    .reverse()
    .map((band) => `${AGE_BAND_LABELS[band]} ${priceText(prices[band])}`)
    .join(' · ');
}

/** Whether bookings are taken, said to anyone. */
export function windowText(booking: PublicBooking): string {
  if (booking.window === 'not-open') return `Bookings open on ${momentText(booking.opens)}.`;
  if (booking.window === 'closed') return 'Bookings for this event are closed.';
  return `Bookings are open until ${momentText(booking.closes)}.`;
}
