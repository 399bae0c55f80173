import type { EventChoice } from './announcement-choices.ts';

/** An event in a list: its date as people say it, and its title. */
export function EventOption({ event }: { event: EventChoice }) {
  return (
    <option value={event.id}>
      {event.dateText}: {event.title}
    </option>
  );
}
