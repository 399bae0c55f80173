import { useMemo, useState } from 'react';
import { addMonths } from 'date-fns/addMonths';
import { EVENTS, type CalendarEvent } from '../../content/events.ts';
import { formatMonth, initialMonth, isoDate, noEventsText } from './calendar-dates.ts';
import { downloadTextFile } from './download-text-file.ts';
import { EventCard, ICS_TYPE } from './event-card.tsx';
import { CALENDAR_FILENAME, eventsIcs } from './event-ics.ts';
import { MonthGrid } from './month-grid.tsx';
import './calendar.css';

function groupByDate(events: readonly CalendarEvent[]) {
  const map = new Map<string, CalendarEvent[]>();
  for (const event of events) map.set(event.date, [...(map.get(event.date) ?? []), event]);
  return map;
}

interface CalendarPageProps {
  /** Injectable for tests; the page opens on the month of the next event from this day. */
  today?: Date;
}

export default function CalendarPage({ today: todayProp }: CalendarPageProps) {
  const [today] = useState(() => todayProp ?? new Date());
  const [month, setMonth] = useState(() => initialMonth(EVENTS, today));
  const [selected, setSelected] = useState<{ iso: string; date: Date } | null>(null);
  const eventsByDate = useMemo(() => groupByDate(EVENTS), []);
  const selectedEvents = selected ? (eventsByDate.get(selected.iso) ?? []) : [];

  return (
    <div className="calendar-page">
      <h1>EDMA 2025 Event Calendar</h1>
      <p className="calendar__whole">
        <button
          type="button"
          className="calendar__ics-button"
          onClick={() => downloadTextFile(CALENDAR_FILENAME, eventsIcs(EVENTS, new Date()), ICS_TYPE)}
        >
          Download the whole calendar (.ics)
        </button>
      </p>

      <div className="calendar">
        <div className="calendar__nav">
          <button type="button" onClick={() => setMonth((current) => addMonths(current, -1))}>
            <span aria-hidden="true">‹ </span>Previous month
          </button>
          <h2 id="calendar-month" aria-live="polite">
            {formatMonth(month)}
          </h2>
          <button type="button" onClick={() => setMonth((current) => addMonths(current, 1))}>
            Next month<span aria-hidden="true"> ›</span>
          </button>
        </div>
        <MonthGrid
          month={month}
          eventsByDate={eventsByDate}
          selected={selected?.iso ?? null}
          todayIso={isoDate(today)}
          onSelect={(iso, date) => setSelected({ iso, date })}
          labelledBy="calendar-month"
        />
      </div>

      <div className="calendar__details" aria-live="polite">
        {selected &&
          (selectedEvents.length > 0 ? (
            selectedEvents.map((event) => <EventCard key={event.title} event={event} date={selected.date} />)
          ) : (
            <p className="calendar__no-events">{noEventsText(selected.date)}</p>
          ))}
      </div>
    </div>
  );
}
