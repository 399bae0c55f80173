import { BOOKINGS_API, type CommitteeBooking } from '@edma/contract/bookings';
import { AGE_BAND_LABELS } from '@edma/contract/age-bands';
import { associationToday } from '@edma/contract/dates';
import { poundsText } from '@edma/contract/money';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pathTo } from '@web/app/route-table.ts';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { Field } from '@web/ui/field.tsx';
import { useAuditedCsv } from '../../use-audited-csv.ts';
import { QueryStatus } from '../../query-status.tsx';
import { FailureAlert } from '@web/api/failure-alert.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { longEventDate as longDate } from '@edma/contract/calendar-texts';
import { BookingSettingsForm } from './booking-settings-form.tsx';
import { BookingTotalsView } from './booking-totals-view.tsx';
import { bookingsCsv, bookingsFilename, cateringCsv } from './bookings-csv.ts';
import { CateringSheet } from './catering-sheet.tsx';
import { DoorList } from './door-list.tsx';
import { DoorPasses } from './door-passes.tsx';
import { DoorListPrint } from './door-list-print.tsx';
import { mayOpen, useHeldConsoleRoles } from '../../console-roles.ts';
import '../calendar/content-sections.css';
import { eventOptionText } from './event-option-text.ts';
import './bookings-section.css';

/** Totals are read again this often while the section is open, so a family's booking shows within 2 s. */
export const LIVE_REFRESH_MS = 1000;

const VIEWS = { overview: 'Overview', door: 'Door list', catering: 'Catering sheet' } as const;
type View = keyof typeof VIEWS;

const STATUS_TEXT: Record<CommitteeBooking['status'], string> = { going: 'Going', waiting: 'Waiting', 'not-coming': 'Not coming' };

/**
 * "Bookings": per event, its booking settings, live totals, every family's answer with Mark paid, and
 * the exports (catering sheet, door list, full CSV). The event and the view are in the address, so a
 * phone at the door can keep the door list open.
 */
export function BookingsSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const events = useApiQuery(BOOKINGS_API.committeeEvents, {});
  const runsTheDoor = mayOpen(useHeldConsoleRoles(), ['events']);
  const today = associationToday();
  const all = events.data?.events ?? [];
  // Upcoming first (soonest on top), then past ones (latest first).
  const ordered = [...all.filter((e) => e.date >= today), ...all.filter((e) => e.date < today).reverse()];
  const chosenId = params.get('event') ?? ordered.find((e) => e.enabled)?.eventId ?? '';
  const chosen = all.find((e) => e.eventId === chosenId) ?? null;
  const view: View = (params.get('view') ?? '') in VIEWS ? (params.get('view') as View) : 'overview';
  const go = (next: { event?: string; view?: View }) => {
    const search = new URLSearchParams(params);
    if (next.event !== undefined) search.set('event', next.event);
    if (next.view !== undefined) search.set('view', next.view);
    setParams(search, { replace: true });
  };

  return (
    <section className="console-section content-section bookings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Bookings</h2>
      <QueryStatus query={events} />
      {events.data && (
        <Field id={`${id}-event`} label="Event">
          {(aria) => (
            <select className="form-control" {...aria} value={chosenId} onChange={(e) => go({ event: e.target.value })}>
              <option value="">Choose an event</option>
              {ordered.map((event) => (
                <option key={event.eventId} value={event.eventId}>
                  {eventOptionText(event, today)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {chosen && (
        <>
          <nav className="bookings-views" aria-label="Booking views">
            {(Object.keys(VIEWS) as View[]).map((key) => (
              <Button
                key={key}
                variant={key === view ? 'primary' : 'secondary'}
                aria-pressed={key === view}
                onClick={() => go({ view: key })}
              >
                {VIEWS[key]}
              </Button>
            ))}
          </nav>
          {/* The door screen ticks each person in, and keeps working on a phone without signal. */}
          <p className="bookings-door-link">
            <Link to={`${pathTo('door')}?eventId=${encodeURIComponent(chosen.eventId)}`}>Open the door screen</Link> for a phone at the
            entrance (works without signal)
          </p>
          {runsTheDoor && view === 'door' && (
            <>
              <DoorPasses key={chosen.eventId} eventId={chosen.eventId} />
              <DoorListPrint key={`print-${chosen.eventId}`} eventId={chosen.eventId} title={`${chosen.title}, ${longDate(chosen.date)}`} />
            </>
          )}
          <EventBookings key={chosen.eventId} event={chosen} view={view} />
        </>
      )}
    </section>
  );
}

interface EventBookingsProps {
  event: { eventId: string; title: string; date: string };
  view: View;
}

function EventBookings({ event, view }: EventBookingsProps) {
  const runsBookings = mayOpen(useHeldConsoleRoles(), ['events']);
  const csv = useAuditedCsv();
  const list = useApiQuery(BOOKINGS_API.committeeList, { eventId: event.eventId }, { refetchInterval: LIVE_REFRESH_MS });
  const [notice, setNotice] = useState('');
  if (!list.data) return <QueryStatus query={list} />;
  const { settings, totals, bookings, notAnswered, window: opening, door } = list.data;
  const meals = settings?.meals ?? [];

  if (view === 'door') return <DoorList eventId={event.eventId} bookings={bookings} />;
  if (view === 'catering') {
    return (
      <>
        <div className="form-actions bookings-exports">
          <Button onClick={() => globalThis.print()}>Print</Button>
          <Button
            variant="secondary"
            disabled={csv.busy}
            onClick={() =>
              csv.save('catering-sheet', bookingsFilename(event.eventId, 'catering', Date.now()), cateringCsv(bookings, meals))
            }
          >
            Download the catering sheet (CSV)
          </Button>
          {csv.problem && <p role="alert">{csv.problem}</p>}
        </div>
        <CateringSheet title={`${event.title}, ${longDate(event.date)}`} bookings={bookings} meals={meals} />
      </>
    );
  }

  return (
    <>
      <SectionFeedback notice={notice} />
      <p className="bookings-window">
        {!settings?.enabled
          ? 'Bookings are off for this event.'
          : opening === 'open'
            ? 'Bookings are open.'
            : opening === 'closed'
              ? 'Bookings are closed.'
              : 'Bookings have not opened yet.'}
      </p>
      <h3>Totals</h3>
      {(door.bookedIn > 0 || door.walkInPeople > 0) && (
        <p className="bookings-door-totals">
          At the door: <strong>{door.bookedIn + door.walkInPeople}</strong> people in ({door.bookedIn} booked, {door.walkInPeople}{' '}
          {door.walkInPeople === 1 ? 'walk-in' : 'walk-ins'}), {poundsText(door.walkInCashPence)} cash taken
        </p>
      )}
      <BookingTotalsView totals={totals} />
      <div className="form-actions bookings-exports">
        <Button
          variant="secondary"
          disabled={csv.busy}
          onClick={() => csv.save('bookings', bookingsFilename(event.eventId, 'bookings', Date.now()), bookingsCsv(bookings, notAnswered))}
        >
          Download all bookings (CSV)
        </Button>
        {csv.problem && <p role="alert">{csv.problem}</p>}
      </div>
      {/* The events role runs bookings; the treasurer reads them and marks payments (the server refuses the rest). */}
      {runsBookings && (
        <details className="bookings-settings" open={!settings}>
          <summary>Booking settings</summary>
          <BookingSettingsForm event={event} settings={settings} onSaved={setNotice} />
        </details>
      )}
      <h3>Families</h3>
      {bookings.length === 0 ? (
        <p>No family has answered yet.</p>
      ) : (
        <ul className="console-list" aria-label="Bookings">
          {bookings.map((booking) => (
            <BookingItem key={booking.familyId} eventId={event.eventId} booking={booking} />
          ))}
        </ul>
      )}
      {notAnswered.length > 0 && (
        <details className="bookings-silent">
          <summary>Not answered yet ({notAnswered.length})</summary>
          <ul>
            {notAnswered.map((family) => (
              <li key={family.familyId}>
                {family.familyName}
                {family.town && <>, {family.town}</>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function BookingItem({ eventId, booking }: { eventId: string; booking: CommitteeBooking }) {
  const id = useId();
  const paid = useApiMutation(BOOKINGS_API.paid, { invalidates: [BOOKINGS_API.committeeList] });
  const people = [
    ...booking.members.map((m) => `${m.name} (${AGE_BAND_LABELS[m.band]}, ${m.meal})`),
    ...booking.guests.map((g, i) => `Guest ${i + 1} (${AGE_BAND_LABELS[g.band]}, ${g.meal})`),
  ];
  return (
    <li className="console-card content-card booking-item" aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`}>{booking.familyName}</h4>
      <p>
        <strong>{STATUS_TEXT[booking.status]}</strong>
        {booking.status === 'waiting' && booking.waitingPosition !== null && <>, number {booking.waitingPosition} in line</>}
        {booking.status !== 'not-coming' && (
          <>
            {' '}
            · {booking.people} {booking.people === 1 ? 'person' : 'people'}
          </>
        )}
        {booking.town && <> · {booking.town}</>}
      </p>
      {people.length > 0 && <p className="content-card__meta">{people.join('; ')}</p>}
      {booking.note && <p className="content-card__meta">Note: {booking.note}</p>}
      {booking.amountPence > 0 && booking.status !== 'not-coming' && (
        <>
          <p>
            {poundsText(booking.amountPence)}
            {booking.reference && <> · reference {booking.reference}</>} · {booking.paid ? 'paid' : 'not paid'}
          </p>
          <div className="console-card__actions">
            <Button
              variant="secondary"
              disabled={paid.isPending}
              onClick={() => paid.mutate({ eventId, familyId: booking.familyId, paid: !booking.paid })}
            >
              {booking.paid ? 'Mark not paid' : 'Mark paid'}
              <span className="visually-hidden">: {booking.familyName}</span>
            </Button>
          </div>
          <FailureAlert error={paid.error} />
        </>
      )}
    </li>
  );
}
