import { ukWallTimeToMs } from '@edma/contract/london-time';
import { DIET_RETENTION_DAYS, type BookingSettings, type BookingWindow, type Prices } from '@edma/contract/bookings';
import type { AgeBand } from '@edma/contract/age-bands';

/** Whether bookings are taken at `nowMs` (UK times; opens inclusive, closes exclusive). */
export function bookingWindow(settings: Pick<BookingSettings, 'enabled' | 'opens' | 'closes'>, nowMs: number): BookingWindow {
  if (nowMs < ukWallTimeToMs(settings.opens)) return 'not-open';
  if (nowMs >= ukWallTimeToMs(settings.closes)) return 'closed';
  return 'open';
}

/** What a family pays: each person's band price, members and guests alike. */
export function amountDue(prices: Prices, bands: readonly AgeBand[]): number {
  return bands.reduce((total, band) => total + prices[band], 0);
}

/** When an event's dietary details are deleted: DIET_RETENTION_DAYS after its date, at midnight UK time. */
export function healthDeleteAtMs(eventDate: string): number {
  const [y = 1970, m = 1, d = 1] = eventDate.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + DIET_RETENTION_DAYS));
  return ukWallTimeToMs({ date: day.toISOString().slice(0, 10), time: '00:00' });
}

export interface Waiting {
  id: string;
  people: number;
}

/**
 * Who moves off the waiting list when `free` places are open: the first in line while they fit.
 * In order, strictly: a large family first in line is not overtaken by a smaller one behind it.
 */
export function promotions(waiting: readonly Waiting[], free: number): string[] {
  const promoted: string[] = [];
  let left = free;
  for (const family of waiting) {
    if (family.people > left) break;
    promoted.push(family.id);
    left -= family.people;
  }
  return promoted;
}
