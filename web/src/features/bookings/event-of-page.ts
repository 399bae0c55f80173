import type { PublicBooking } from '@edma/contract/bookings';
import type { CalendarEvent } from '@edma/contract/calendar';
import { createContext, use } from 'react';

/** The event an event page shows, and its booking terms: handed to the booking panel under AuthRoot. */
export interface EventOfPage {
  event: CalendarEvent;
  booking: PublicBooking;
}

export const EventOfPageContext = createContext<EventOfPage | null>(null);

export function useEventOfPage(): EventOfPage {
  const value = use(EventOfPageContext);
  if (!value) throw new Error('The booking panel renders inside an event page.');
  return value;
}
