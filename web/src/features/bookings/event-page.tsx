import type { PublicBooking } from '@edma/contract/bookings';
import type { CalendarEvent } from '@edma/contract/calendar';
import { CALENDAR_PATHS, eventLocationText, eventShareCard, eventTimeText, longEventDate } from '@edma/contract/calendar-texts';
import { endpointUrl } from '@edma/contract/endpoint';
import { Suspense, useMemo } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-client.ts';
import { usePublicJson } from '../../api/use-public-json.ts';
import { useSignedInHere } from '../../lib/use-signed-in-here.ts';
import { AddToCalendarButton } from '../../ui/add-to-calendar-button.tsx';
import { PanelBoundary } from '../../ui/panel-boundary.tsx';
import { PublicContentNotice } from '../../ui/public-content-state.tsx';
import { EventOfPageContext } from './event-of-page.ts';
import { pricesText, windowText } from './event-texts.ts';
import { SignInToBook } from './sign-in-to-book.tsx';
import { useShareCard } from './use-share-card.ts';
import { pathTo } from '../../app/route-table.ts';
import './bookings.css';

/** The subscribable feed as a webcal: link (phones open it in their calendar app, which then follows it). */
const feedUrl = () => `webcal://${window.location.host}${CALENDAR_PATHS.feed}`;

/**
 * /calendar/{eventId}: one event, for anyone (public data only, no Firebase), with "Add to calendar"
 * and, when the event takes bookings, its terms and the family's booking panel for whoever is signed
 * in (loaded under AuthRoot through the route's child, only then). An event without bookings still
 * shows that child to someone signed in, for its helpers' rota alone.
 */
export default function EventPage() {
  const { eventId = '' } = useParams();
  // The schemas come with the requests, after the page has painted.
  const events = usePublicJson(() => import('@edma/contract/calendar').then((m) => m.CALENDAR_API.events), CALENDAR_PATHS.events);
  const terms = usePublicJson(
    () =>
      import('@edma/contract/bookings').then(({ BOOKINGS_API }) => ({
        path: endpointUrl(BOOKINGS_API.event.path, { eventId }),
        response: BOOKINGS_API.event.response,
      })),
    `${CALENDAR_PATHS.events} ${eventId}`,
  );
  // The panel (and Firebase with it) loads only for someone who has signed in on this device.
  const signedIn = useSignedInHere();
  const event = events.state.status === 'ready' ? (events.state.data.events.find((e) => e.id === eventId) ?? null) : undefined;
  const booking = terms.state.status === 'ready' ? terms.state.data.booking : null;
  // An event without bookings (null), or none at all (404): nothing to say about bookings then.
  const noBookings =
    (terms.state.status === 'ready' && terms.state.data.booking === null) ||
    (terms.state.status === 'failed' && terms.state.error instanceof ApiError && terms.state.error.status === 404);
  const context = useMemo(() => (event && booking ? { event, booking } : null), [event, booking]);
  const helpersOnly = useMemo(() => (event ? { event, booking: null } : null), [event]);
  useShareCard(event ? eventShareCard(event) : null);

  if (event === null) {
    return (
      <div className="event-page">
        <h1>Event not found</h1>
        <p>This event is not in the calendar any more.</p>
        <p>
          <Link to={pathTo('calendar')}>See the calendar</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="event-page">
      <p className="event-page__back">
        <Link to={pathTo('calendar')}>
          <span aria-hidden="true">‹ </span>Event calendar
        </Link>
      </p>
      {!event ? (
        <>
          <h1>Event</h1>
          <PublicContentNotice
            state={events.state}
            retry={events.retry}
            loadingText="Loading the event..."
            failureText="The event could not be loaded."
          />
        </>
      ) : (
        <>
          <h1>{event.title}</h1>
          {/* Each part fails on its own (a part is a component, so its rendering happens inside its boundary). */}
          <PanelBoundary name="The event details">
            <EventFacts event={event} />
          </PanelBoundary>
          <PanelBoundary name="Add to calendar">
            <CalendarLinks event={event} />
          </PanelBoundary>

          {!noBookings && (
            <section className="panel event-page__booking" aria-labelledby="booking-title">
              <h2 id="booking-title">Booking</h2>
              {!booking ? (
                <PublicContentNotice
                  state={terms.state}
                  retry={terms.retry}
                  loadingText="Loading the booking details..."
                  failureText="The booking details could not be loaded."
                />
              ) : (
                <>
                  <PanelBoundary name="The booking terms" headingLevel={3}>
                    <BookingTerms booking={booking} />
                  </PanelBoundary>
                  {signedIn ? (
                    // Also where a booking chunk gone since a deploy lands: PanelBoundary reloads the page once for it.
                    <PanelBoundary name="Your booking" headingLevel={3}>
                      <EventOfPageContext value={context}>
                        <Suspense fallback={<p role="status">Loading your booking...</p>}>
                          <Outlet />
                        </Suspense>
                      </EventOfPageContext>
                    </PanelBoundary>
                  ) : (
                    <SignInToBook />
                  )}
                </>
              )}
            </section>
          )}
          {noBookings && signedIn && (
            // The signed-in part without a booking: the helpers' rota, or nothing when it has no slots.
            <PanelBoundary name="Helpers needed">
              <EventOfPageContext value={helpersOnly}>
                <Suspense fallback={null}>
                  <Outlet />
                </Suspense>
              </EventOfPageContext>
            </PanelBoundary>
          )}
        </>
      )}
    </div>
  );
}

/** When and where. */
function EventFacts({ event }: { event: CalendarEvent }) {
  return (
    <>
      <dl className="event-page__facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.date}>{longEventDate(event.date)}</time>
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{eventTimeText(event)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{eventLocationText(event)}</dd>
        </div>
      </dl>
      {event.description && <p className="event-page__description">{event.description}</p>}
    </>
  );
}

/** The event into the visitor's calendar, or the whole calendar followed. */
function CalendarLinks({ event }: { event: CalendarEvent }) {
  return (
    <div className="event-page__calendar">
      <AddToCalendarButton event={event} className="button-secondary" />
      <a href={feedUrl()}>Subscribe to the calendar</a>
    </div>
  );
}

/** When bookings open and close, the prices, and whether places are left. */
function BookingTerms({ booking }: { booking: PublicBooking }) {
  return (
    <>
      <p>{windowText(booking)}</p>
      <p>Price: {pricesText(booking.prices)}</p>
      {booking.window === 'open' && booking.placesLeft === 0 && (
        <p>The event is full: new bookings go on the waiting list, and move up as places free.</p>
      )}
    </>
  );
}
