import type { CalendarEvent } from '../../content/events.ts';
import { formatLongDate } from './calendar-dates.ts';
import { downloadTextFile } from './download-text-file.ts';
import { eventFilename, eventsIcs } from './event-ics.ts';

export const ICS_TYPE = 'text/calendar;charset=utf-8';

export function EventCard({ event, date }: { event: CalendarEvent; date: Date }) {
  return (
    <article className="calendar-card">
      <h3>{event.title}</h3>
      <p>Location: {event.location}</p>
      <p>Time: {event.time}</p>
      <p>
        <time dateTime={event.date}>{formatLongDate(date)}</time>
      </p>
      <button
        type="button"
        className="calendar__ics-button"
        onClick={() => downloadTextFile(eventFilename(event), eventsIcs([event], new Date()), ICS_TYPE)}
      >
        Add to calendar (.ics)
      </button>
    </article>
  );
}
