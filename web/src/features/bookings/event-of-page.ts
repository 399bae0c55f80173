import type { PublicBooking } from '@edma/contract/bookings';
import type { CalendarEvent } from '@edma/contract/calendar';
import { createContext, use } from 'react';

/**
 * The event an event page shows, and its booking terms (null: the event takes no bookings, and the
 * signed-in part shows only its helpers' rota): handed to the signed-in part under AuthRoot.
 */
export interface EventOfPage {
  event: CalendarEvent;
  booking: PublicBooking | null;
}

export const EventOfPageContext = createContext<EventOfPage | null>(null);

export function useEventOfPage(): EventOfPage {
  const value = use(EventOfPageContext);
  if (!value) throw new Error('The signed-in part of an event renders inside an event page.');
  return value;
}
