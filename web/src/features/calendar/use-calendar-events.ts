import { CALENDAR_PATHS, calendarEventsResponseSchema, type CalendarEvent } from '@edma/contract/calendar';
import { useEffect, useState } from 'react';
import { getJson } from '../../api/api-client.ts';

export type CalendarEventsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; events: CalendarEvent[] };

/**
 * The committee's events from the API (plain fetch: the public pages load no Firebase). The answer
 * is revalidated with its ETag on every visit, so an edit shows within seconds.
 */
export function useCalendarEvents(): { state: CalendarEventsState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CalendarEventsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getJson(CALENDAR_PATHS.events, calendarEventsResponseSchema, { signal: controller.signal })
      .then((answer) => setState({ status: 'ready', events: answer.events }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  return {
    state,
    retry() {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
