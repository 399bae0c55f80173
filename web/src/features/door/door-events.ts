import { longEventDate } from '@edma/contract/calendar-texts';
import { z } from 'zod';

/** The events with bookings, as the door's picker shows them (kept on the phone for a reload without signal). */
const doorEventSchema = z.object({ eventId: z.string(), title: z.string(), date: z.string() });
export type DoorEvent = z.infer<typeof doorEventSchema>;

/** Apart from the events' own keys (edma-door:<eventId>), which an event called "events" would share. */
export const DOOR_EVENTS_KEY = 'edma-door-events';

export function loadDoorEvents(storage: Storage): DoorEvent[] {
  try {
    const parsed = z.array(doorEventSchema).safeParse(JSON.parse(storage.getItem(DOOR_EVENTS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveDoorEvents(storage: Storage, events: readonly DoorEvent[]): void {
  try {
    storage.setItem(DOOR_EVENTS_KEY, JSON.stringify(events.map(({ eventId, title, date }) => ({ eventId, title, date }))));
  } catch {
    // Without storage the picker needs signal after a reload; the door itself still works.
  }
}

/** Today's and coming events first (soonest on top), then past ones (latest first). */
export function orderDoorEvents(events: readonly DoorEvent[], today: string): DoorEvent[] {
  const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date));
  return [...byDate.filter((e) => e.date >= today), ...byDate.filter((e) => e.date < today).reverse()];
}

/** The event the door opens on without one in the address: today's, else the next one. */
export const defaultDoorEvent = (events: readonly DoorEvent[], today: string): string =>
  orderDoorEvents(events, today).find((e) => e.date >= today)?.eventId ?? '';

/** "Onam, Saturday, 14 June 2025" */
export const doorEventText = (event: DoorEvent) => `${event.title}, ${longEventDate(event.date)}`;

/** The day before `today` (ISO): an event's list is kept through the next day, for an evening that runs past midnight. */
export function dayBefore(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
