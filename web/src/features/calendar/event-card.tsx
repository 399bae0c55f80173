import type { CalendarEvent } from '@edma/contract/calendar';
import { eventLocationText, eventPagePath, eventTimeText } from '@edma/contract/calendar-texts';
import { formatLongDate } from './calendar-dates.ts';
import { Link } from 'react-router-dom';
import { AddToCalendarButton } from '../../ui/add-to-calendar-button.tsx';

export function EventCard({ event, date }: { event: CalendarEvent; date: Date }) {
  return (
    <article className="calendar-card">
      <h3>
        {/* The event's own page: its details, a link to share, and bookings when it takes them. */}
        <Link to={eventPagePath(event.id)}>{event.title}</Link>
      </h3>
      <p>Location: {eventLocationText(event)}</p>
      <p>Time: {eventTimeText(event)}</p>
      <p>
        <time dateTime={event.date}>{formatLongDate(date)}</time>
      </p>
      {event.description && <p className="calendar-card__description">{event.description}</p>}
      <AddToCalendarButton event={event} className="button-compact calendar__ics-button" />
    </article>
  );
}
