import { longEventDate } from '@edma/contract/calendar-texts';
import type { PublicBooking, UkMoment } from '@edma/contract/bookings';
import { AGE_BAND_LABELS, AGE_BANDS } from '@edma/contract/age-bands';
import { poundsText } from '@edma/contract/money';

/** "Friday, 10 September 2027 at 18:00" (UK time). */
export function momentText(moment: UkMoment): string {
  return `${longEventDate(moment.date)} at ${moment.time}`;
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

/** "1 person", "3 people". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
