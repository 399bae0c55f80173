import { describe, expect, it } from 'vitest';
import { calendarTitle, formatLongDate, initialMonth, isoDate, monthGrid, noEventsText, weekdayNames } from './calendar-dates.ts';

describe('monthGrid', () => {
  it('covers June 2025 in whole Monday-to-Sunday weeks, marking the days outside it', () => {
    const weeks = monthGrid(new Date(2025, 5, 1));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // 1 June 2025 is a Sunday, so the grid starts on Monday 26 May.
    expect(weeks[0]?.[0]).toMatchObject({ iso: '2025-05-26', inMonth: false });
    expect(weeks[0]?.[6]).toMatchObject({ iso: '2025-06-01', inMonth: true });
    expect(weeks[5]?.[0]).toMatchObject({ iso: '2025-06-30', inMonth: true });
    expect(weeks[5]?.[6]).toMatchObject({ iso: '2025-07-06', inMonth: false });
  });

  it('has no outside days when the month fills whole weeks', () => {
    // September 2025 starts on a Monday; the last row still ends on Sunday 5 October.
    const days = monthGrid(new Date(2025, 8, 1)).flat();
    expect(days[0]?.iso).toBe('2025-09-01');
    expect(days.filter((day) => day.inMonth)).toHaveLength(30);
  });
});

describe('initialMonth and the title', () => {
  it('opens on the current month, whatever the events', () => {
    expect(isoDate(initialMonth(new Date(2025, 5, 15)))).toBe('2025-06-01');
    expect(isoDate(initialMonth(new Date(2026, 10, 22, 23, 59)))).toBe('2026-11-01');
  });

  it('names the year of the month shown', () => {
    expect(calendarTitle(new Date(2025, 11, 1))).toBe('EDMA 2025 Event Calendar');
    expect(calendarTitle(new Date(2027, 0, 1))).toBe('EDMA 2027 Event Calendar');
  });
});

describe('date texts', () => {
  it('formats dates as weekday, day, month and year', () => {
    expect(formatLongDate(new Date(2025, 5, 14))).toBe('Saturday, 14 June 2025');
    expect(noEventsText(new Date(2025, 5, 15))).toBe('No events scheduled for Sunday, 15 June 2025.');
  });

  it('names the weekdays from Monday', () => {
    expect(weekdayNames().map((day) => day.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});
