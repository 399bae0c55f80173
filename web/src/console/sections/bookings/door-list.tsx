import { FailureAlert } from '@web/api/failure-alert.tsx';
import { BOOKINGS_API, type CommitteeBooking } from '@edma/contract/bookings';
import { useId, useState } from 'react';
import { useApiMutation } from '@web/api/use-api.ts';
import { TextField } from '@web/ui/text-field.tsx';

/**
 * The door list, for a phone at the entrance: each family going with its people and whether it has
 * paid; a large tick per family marks it arrived (kept on the server, so two phones agree).
 */
export function DoorList({ eventId, bookings }: { eventId: string; bookings: readonly CommitteeBooking[] }) {
  const id = useId();
  const [find, setFind] = useState('');
  const arrived = useApiMutation(BOOKINGS_API.arrived, { invalidates: [BOOKINGS_API.committeeList] });
  const [marking, setMarking] = useState<string | null>(null);
  const going = bookings.filter((b) => b.status === 'going');
  const shown = going.filter((b) =>
    `${b.familyName} ${b.members.map((m) => m.name).join(' ')}`.toLowerCase().includes(find.trim().toLowerCase()),
  );
  const inside = going.filter((b) => b.arrived).reduce((n, b) => n + b.people, 0);
  const expected = going.reduce((n, b) => n + b.people, 0);

  return (
    <div className="door-list">
      <p className="door-list__count" role="status">
        {inside} of {expected} people arrived
      </p>
      <TextField id={`${id}-find`} type="search" label="Find a family" value={find} onChange={(e) => setFind(e.target.value)} />
      <FailureAlert error={arrived.error} />
      <ul className="door-list__families" aria-label="Families going">
        {shown.map((booking) => {
          const tick = `${id}-${booking.familyId}`;
          return (
            <li key={booking.familyId} className={booking.arrived ? 'door-list__family door-list__family--in' : 'door-list__family'}>
              <input
                id={tick}
                type="checkbox"
                checked={booking.arrived}
                disabled={marking === booking.familyId}
                onChange={(e) => {
                  setMarking(booking.familyId);
                  arrived.mutate({ eventId, familyId: booking.familyId, arrived: e.target.checked }, { onSettled: () => setMarking(null) });
                }}
              />
              <label htmlFor={tick}>
                <span className="door-list__name">{booking.familyName}</span>
                <span className="door-list__people">
                  {booking.people} {booking.people === 1 ? 'person' : 'people'}
                  {booking.amountPence > 0 && (booking.paid ? ' · paid' : ' · not paid')}
                </span>
                <span className="door-list__names">
                  {[...booking.members.map((m) => m.name), ...booking.guests.map(() => 'guest')].join(', ')}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 && <p>{going.length === 0 ? 'No family is going yet.' : 'No family matches.'}</p>}
    </div>
  );
}
