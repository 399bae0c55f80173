import { BOOKINGS_API } from '@edma/contract/bookings';
import { longEventDate } from '@edma/contract/calendar-texts';
import { associationToday, plusDays } from '@edma/contract/dates';
import { useApiQuery } from '@web/api/use-api.ts';
import { QueryStatus } from '../../query-status.tsx';

interface DoorEventFieldProps {
  id: string;
  value: string;
  onChange(eventId: string): void;
}

/**
 * The event a door role opens: the calendar's events up to the day after them (the server refuses an
 * event already over), soonest first, those taking bookings marked, as their door list has households.
 */
export function DoorEventField({ id, value, onChange }: DoorEventFieldProps) {
  const events = useApiQuery(BOOKINGS_API.committeeEvents, {});
  const yesterday = plusDays(associationToday(), -1);
  const coming = (events.data?.events ?? []).filter((event) => event.date >= yesterday).sort((a, b) => a.date.localeCompare(b.date));
  return (
    <>
      <label htmlFor={id}>Event (its door only)</label>
      <select id={id} className="form-control" required value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose an event</option>
        {coming.map((event) => (
          <option key={event.eventId} value={event.eventId}>
            {`${event.title}, ${longEventDate(event.date)}${event.enabled ? ' (bookings)' : ''}`}
          </option>
        ))}
      </select>
      <QueryStatus query={events} />
    </>
  );
}
