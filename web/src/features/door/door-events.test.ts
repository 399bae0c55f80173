import { beforeEach, describe, expect, it } from 'vitest';
import { dayBefore, defaultDoorEvent, DOOR_EVENTS_KEY, loadDoorEvents, orderDoorEvents, saveDoorEvents } from './door-events.ts';

const event = (eventId: string, date: string) => ({ eventId, title: eventId, date });
const EVENTS = [event('easter', '2027-03-28'), event('onam', '2027-09-11'), event('christmas', '2027-12-18'), event('vishu', '2027-04-14')];

beforeEach(() => localStorage.clear());

describe('the door events', () => {
  it('puts today and the coming events first, soonest on top, then the past ones, latest first', () => {
    expect(orderDoorEvents(EVENTS, '2027-09-11').map((e) => e.eventId)).toEqual(['onam', 'christmas', 'vishu', 'easter']);
  });

  it("opens on today's event, else the next one, else none", () => {
    expect(defaultDoorEvent(EVENTS, '2027-09-11')).toBe('onam');
    expect(defaultDoorEvent(EVENTS, '2027-09-12')).toBe('christmas');
    expect(defaultDoorEvent(EVENTS, '2028-01-01')).toBe('');
  });

  it('keeps the picker on the phone with only what it shows', () => {
    const listed = { ...event('onam', '2027-09-11'), enabled: true, placesTaken: 3, capacity: 100 };
    saveDoorEvents(localStorage, [listed]);
    expect(loadDoorEvents(localStorage)).toEqual([event('onam', '2027-09-11')]);
    localStorage.setItem(DOOR_EVENTS_KEY, 'not json');
    expect(loadDoorEvents(localStorage)).toEqual([]);
  });

  it('gives the day before, across months and years', () => {
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
    expect(dayBefore('2028-01-01')).toBe('2027-12-31');
  });
});
