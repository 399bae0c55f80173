import type { CalendarEvent } from '@edma/contract/calendar';
import { CALENDAR_FILENAME, CALENDAR_PATHS, eventsIcs, ICS_CONTENT_TYPE } from '@edma/contract/calendar-texts';
import { addMonths } from 'date-fns/addMonths';
import { useMemo, useState, type ReactNode } from 'react';
import { calendarTitle, formatMonth, initialMonth, isoDate, noEventsText } from './calendar-dates.ts';
import { downloadTextFile } from '../../lib/download-text-file.ts';
import { EventCard } from './event-card.tsx';
import { MonthGrid } from './month-grid.tsx';

function groupByDate(events: readonly CalendarEvent[]) {
  const map = new Map<string, CalendarEvent[]>();
  for (const event of events) map.set(event.date, [...(map.get(event.date) ?? []), event]);
  return map;
}

const NO_EVENTS: readonly CalendarEvent[] = [];

/** The feed as a webcal: link: a phone's calendar app subscribes to it and keeps following new events. */
export const calendarFeedUrl = () => `webcal://${window.location.host}${CALENDAR_PATHS.feed}`;

interface CalendarViewProps {
  /** Null while they load: the month is shown without marks, and nothing can be downloaded yet. */
  events: readonly CalendarEvent[] | null;
  /**
   * The page opens on this day's month. Null in the view prerendered at build time: the title then
   * names the build's year, and neither the month nor the feed's address (this site's host) is drawn.
   */
  today: Date | null;
  /** Loading or failure notice, under the title. */
  notice?: ReactNode;
}

/** The month calendar: event days marked with the party icon, a card for the selected day, .ics downloads. */
export function CalendarView({ events, today, notice }: CalendarViewProps) {
  const [chosenMonth, setMonth] = useState<Date | null>(null);
  const month = chosenMonth ?? (today && initialMonth(today));
  const [selected, setSelected] = useState<{ iso: string; date: Date } | null>(null);
  const eventsByDate = useMemo(() => groupByDate(events ?? NO_EVENTS), [events]);
  const selectedEvents = selected ? (eventsByDate.get(selected.iso) ?? []) : [];

  return (
    <div className="calendar-page">
      <h1>{month ? calendarTitle(month) : calendarTitle(new Date(__BUILD_YEAR__, 0, 1))}</h1>
      {notice}
      <p className="calendar__whole">
        <button
          type="button"
          className="button-compact calendar__ics-button"
          disabled={events === null}
          onClick={() => events && downloadTextFile(CALENDAR_FILENAME, eventsIcs(events, new Date()), ICS_CONTENT_TYPE)}
        >
          Download the whole calendar (.ics)
        </button>
        <a className="calendar__subscribe" href={today ? calendarFeedUrl() : undefined}>
          Subscribe to the calendar
        </a>
      </p>

      {/* Before the page runs, the month's place is kept (its usual height), so drawing it moves nothing below. */}
      {!month || !today ? (
        <div className="calendar calendar--waiting" />
      ) : (
        <div className="calendar">
          <div className="calendar__nav">
            <button type="button" className="button-compact" onClick={() => setMonth((current) => addMonths(current ?? month, -1))}>
              <span aria-hidden="true">‹ </span>Previous month
            </button>
            <h2 id="calendar-month" aria-live="polite">
              {formatMonth(month)}
            </h2>
            <button type="button" className="button-compact" onClick={() => setMonth((current) => addMonths(current ?? month, 1))}>
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
      )}

      <div className="calendar__details" aria-live="polite">
        {selected &&
          events !== null &&
          (selectedEvents.length > 0 ? (
            selectedEvents.map((event) => <EventCard key={event.id} event={event} date={selected.date} />)
          ) : (
            <p className="calendar__no-events">{noEventsText(selected.date)}</p>
          ))}
      </div>
    </div>
  );
}
