import { CALENDAR_PATHS } from '@edma/contract/calendar-texts';
import { useState, useSyncExternalStore } from 'react';
import { usePublicJson } from '../../api/use-public-json.ts';
import { PublicContentNotice } from '../../ui/public-content-state.tsx';
import { CalendarView } from './calendar-view.tsx';
import './calendar.css';

const noChange = () => () => {};

interface CalendarPageProps {
  /** Injectable for tests; the page opens on this day's month. */
  today?: Date;
}

/** /calendar: the committee's events, fetched from the API. */
export default function CalendarPage({ today: todayProp }: CalendarPageProps) {
  // Unknown in the HTML written at build time (which month a visitor opens on is the day they come):
  // that first view is the calendar's frame, the month drawn once the page runs in the browser.
  const [clientToday] = useState(() => todayProp ?? new Date());
  const today = useSyncExternalStore(
    noChange,
    () => clientToday,
    () => null,
  );
  // The schemas come with the request, after the page has painted.
  const { state, retry } = usePublicJson(() => import('@edma/contract/calendar').then((m) => m.CALENDAR_API.events), CALENDAR_PATHS.events);
  const notice = (
    <PublicContentNotice
      state={state}
      retry={retry}
      loadingText="Loading events..."
      failureText="The events could not be loaded."
      className="calendar__notice"
    />
  );
  return <CalendarView events={state.status === 'ready' ? state.data.events : null} today={today} notice={notice} />;
}
