import { describe, expect, it } from 'vitest';
import { ukDateTime, ukDateTimeToSecond, ukNumericDate, ukSheetDateTime, ukShortDate } from './uk-time.ts';

// 23:30 UTC on 30 June is already 1 July in the UK (summer time); 23:30 UTC in December is not.
const summerNight = Date.UTC(2026, 5, 30, 23, 30, 5);
const winterNight = Date.UTC(2026, 11, 5, 23, 30, 5);

describe('UK time formatters', () => {
  it('write a moment on UK time, summer time included', () => {
    expect(ukDateTime.format(summerNight)).toBe('1 Jul 2026, 00:30');
    expect(ukDateTime.format(winterNight)).toBe('5 Dec 2026, 23:30');
    expect(ukDateTimeToSecond.format(summerNight)).toBe('1 Jul 2026, 00:30:05');
    expect(ukSheetDateTime.format(summerNight)).toBe('01/07/2026, 00:30:05');
    expect(ukShortDate.format(summerNight)).toBe('1 Jul 2026');
    expect(ukNumericDate.format(winterNight)).toBe('05/12/2026');
  });
});
