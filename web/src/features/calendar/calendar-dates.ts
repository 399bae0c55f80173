import { addDays } from 'date-fns/addDays';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { isSameMonth } from 'date-fns/isSameMonth';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';

/** Weeks start on Monday, as UK calendars do. */
const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

export interface GridDay {
  date: Date;
  /** yyyy-MM-dd, matching an event's date. */
  iso: string;
  inMonth: boolean;
}

export const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The date format used on the calendar page, e.g. "Saturday, 14 June 2025" (weekday, day, month
 * name, year: unambiguous for UK and other readers alike).
 */
export const formatLongDate = (date: Date) => format(date, 'EEEE, d MMMM yyyy');

export const formatMonth = (month: Date) => format(month, 'MMMM yyyy');

export const noEventsText = (date: Date) => `No events scheduled for ${formatLongDate(date)}.`;

/** Monday to Sunday, short and full names, for the grid's column headers. */
export function weekdayNames(): { short: string; full: string }[] {
  const monday = startOfWeek(new Date(2025, 0, 1), WEEK_OPTIONS);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index);
    return { short: format(day, 'EEE'), full: format(day, 'EEEE') };
  });
}

/** Whole weeks (Monday to Sunday) covering `month`, including the days of the months either side. */
export function monthGrid(month: Date): GridDay[][] {
  const first = startOfWeek(startOfMonth(month), WEEK_OPTIONS);
  const last = endOfWeek(endOfMonth(month), WEEK_OPTIONS);
  const days: GridDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    days.push({ date: day, iso: isoDate(day), inMonth: isSameMonth(day, month) });
  }
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The page opens on the current month. */
export const initialMonth = (today: Date) => startOfMonth(today);

/** The page's title follows the year of the month shown. */
export const calendarTitle = (month: Date) => `EDMA ${month.getFullYear()} Event Calendar`;
