/**
 * An event in the picker, short enough for a phone's select: "Family Sadhya, 14 Mar · 18/60 booked",
 * the year only when the event is not within about ten months of today (January's event seen in
 * November needs none), the places only while bookings are on.
 */
const NEAR_MS = 300 * 86_400_000;

export function eventOptionText(
  event: { title: string; date: string; enabled: boolean; placesTaken: number; capacity: number },
  today: string,
): string {
  const date = new Date(`${event.date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: Math.abs(Date.parse(event.date) - Date.parse(today)) < NEAR_MS ? undefined : 'numeric',
    timeZone: 'UTC',
  });
  const places = event.enabled ? ` · ${event.placesTaken}/${event.capacity} booked` : '';
  return `${event.title}, ${date}${places}`;
}
