import { BOOKINGS_API } from '@edma/contract/bookings';
import { eventPagePath, longEventDate } from '@edma/contract/calendar-texts';
import { householdPassLabel } from '@edma/contract/household-pass';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../../api/use-api.ts';
import { FailureAlert } from '../../api/failure-alert.tsx';

const HouseholdPassQr = lazy(() => import('../../ui/household-pass-qr.tsx'));

/** Your bookings: the family's places at events to come, each with the household pass the door scans. */
export function UpcomingBookingsPanel() {
  const upcoming = useApiQuery(BOOKINGS_API.upcoming, {});
  const bookings = upcoming.data?.bookings ?? [];
  return (
    <section className="panel upcoming-bookings" aria-labelledby="upcoming-bookings-title">
      <div className="panel-heading">
        <h2 id="upcoming-bookings-title">Your bookings</h2>
      </div>
      {upcoming.isPending && <p role="status">Loading your bookings...</p>}
      <FailureAlert error={upcoming.error} />
      {upcoming.data && bookings.length === 0 && <p>Your family has no places booked at events to come.</p>}
      {bookings.map((booking) => (
        <article key={booking.eventId} className="upcoming-bookings__event">
          <h3>
            <Link to={eventPagePath(booking.eventId)}>{booking.title}</Link>
          </h3>
          <p>
            {longEventDate(booking.date)}: {booking.people} {booking.people === 1 ? 'person' : 'people'}
            {booking.reference && <>, reference {booking.reference}</>}
          </p>
          <Suspense fallback={null}>
            <HouseholdPassQr pass={booking.pass} label={householdPassLabel(booking.title, booking.reference)} />
          </Suspense>
        </article>
      ))}
    </section>
  );
}
