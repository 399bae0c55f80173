/**
 * The association's event calendar, easy to edit: one entry per event.
 * `date` is the local (UK) calendar date as yyyy-MM-dd. `startTime` is the local start time as HH:mm
 * when it is known (it drives the .ics download); leave it out while the time is "Will Update Soon".
 */
export interface CalendarEvent {
  date: string;
  title: string;
  location: string;
  /** As shown on the page. */
  time: string;
  startTime?: string;
  /** Length in minutes for a timed event; one hour when left out. */
  durationMinutes?: number;
}

export const TO_BE_CONFIRMED = 'Will Update Soon';

export const EVENTS: readonly CalendarEvent[] = [
  { date: '2025-05-14', title: 'Committee Meeting', location: 'Online', time: '04:00 PM', startTime: '16:00' },
  { date: '2025-06-14', title: 'BBQ Party', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2025-07-12', title: 'BBQ Party', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2025-07-26', title: 'Ladies Meet', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2025-08-23', title: 'Sports Day', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2025-09-20', title: 'Onam Celebration', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2025-10-18', title: 'Indoor Games & Funday', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2025-12-20', title: 'Xmas Carol', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2026-01-03', title: 'XMas & New Year Celebration', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
  { date: '2026-04-18', title: 'Easter, Vishu & Ramadan Celebration', location: TO_BE_CONFIRMED, time: TO_BE_CONFIRMED },
];
