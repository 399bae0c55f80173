import type { CalendarEvent } from '@edma/contract/calendar';
import { eventFilename, eventsIcs, ICS_CONTENT_TYPE } from '@edma/contract/calendar-texts';
import { downloadTextFile } from '../lib/download-text-file.ts';

/** "Add to calendar (.ics)": downloads the event as a calendar file. */
export function AddToCalendarButton({ event, className }: { event: CalendarEvent; className: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => downloadTextFile(eventFilename(event), eventsIcs([event], new Date()), ICS_CONTENT_TYPE)}
    >
      Add to calendar (.ics)
    </button>
  );
}
