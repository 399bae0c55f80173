import type { CalendarEvent } from '@edma/contract/calendar';
import { formatLongDate, monthGrid, weekdayNames } from './calendar-dates.ts';

interface MonthGridProps {
  month: Date;
  eventsByDate: ReadonlyMap<string, readonly CalendarEvent[]>;
  selected: string | null;
  todayIso: string;
  onSelect: (iso: string, date: Date) => void;
  labelledBy: string;
}

const WEEKDAYS = weekdayNames();

/** One month as a table of day buttons; days of the neighbouring months are shown dimmed. */
export function MonthGrid({ month, eventsByDate, selected, todayIso, onSelect, labelledBy }: MonthGridProps) {
  return (
    <table className="calendar__grid" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day.full} scope="col">
              <abbr title={day.full}>{day.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, index) => (
          <tr key={week[0]?.iso ?? index}>
            {week.map((day) => {
              const events = eventsByDate.get(day.iso) ?? [];
              const titles = events.map((event) => event.title).join(', ');
              const classes = [
                'calendar__day',
                day.inMonth ? '' : 'calendar__day--outside',
                events.length > 0 ? 'calendar__day--event' : '',
                day.iso === todayIso ? 'calendar__day--today' : '',
                day.iso === selected ? 'calendar__day--selected' : '',
              ].filter(Boolean);
              return (
                <td key={day.iso}>
                  <button
                    type="button"
                    className={classes.join(' ')}
                    aria-pressed={day.iso === selected}
                    aria-current={day.iso === todayIso ? 'date' : undefined}
                    title={titles || undefined}
                    data-date={day.iso}
                    onClick={() => onSelect(day.iso, day.date)}
                  >
                    <span aria-hidden="true" className="calendar__day-number">
                      {day.date.getDate()}
                    </span>
                    <span className="calendar__sr-only">{formatLongDate(day.date)}</span>
                    {events.length > 0 && (
                      <>
                        <span aria-hidden="true" className="calendar__party">
                          🎉
                        </span>
                        <span className="calendar__sr-only">: {titles}</span>
                      </>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
