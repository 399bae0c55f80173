import { eventFilename, eventLocationText, eventsIcs, eventTimeText, ICS_CONTENT_TYPE, type CalendarEvent } from '@edma/contract/calendar';
import { formatLongDate } from './calendar-dates.ts';
import { downloadTextFile } from '../../lib/download-text-file.ts';

export function EventCard({ event, date }: { event: CalendarEvent; date: Date }) {
  return (
    <article className="calendar-card">
      <h3>{event.title}</h3>
      <p>Location: {eventLocationText(event)}</p>
      <p>Time: {eventTimeText(event)}</p>
      <p>
        <time dateTime={event.date}>{formatLongDate(date)}</time>
      </p>
      {event.description && <p className="calendar-card__description">{event.description}</p>}
      <button
        type="button"
        className="button-compact calendar__ics-button"
        onClick={() => downloadTextFile(eventFilename(event), eventsIcs([event], new Date()), ICS_CONTENT_TYPE)}
      >
        Add to calendar (.ics)
      </button>
    </article>
  );
}
