import { useId, useState } from 'react';
import { FailureAlert } from '../../api/failure-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { DoorHouseholdRow } from './door-household-row.tsx';
import { doorTotals, findHouseholds } from './door-households.ts';
import { DoorSyncStatus, RefusedTicks } from './door-sync-status.tsx';
import { useDoorSync } from './use-door-sync.ts';
import { DoorWalkInForm } from './door-walk-in-form.tsx';
import { DoorScan } from './door-scan.tsx';
import { walkInsOf } from './door-queue.ts';
import { doorSummary } from '@edma/contract/door';
import { poundsText } from '@edma/contract/money';

/** The door of one event: totals, whether the taps are sent, the search and a row per household going. */
export function DoorScreen({ eventId }: { eventId: string }) {
  const id = useId();
  const door = useDoorSync(eventId);
  const [search, setSearch] = useState('');
  const households = door.households ?? [];
  const shown = findHouseholds(households, search);
  const totals = doorTotals(households, door.states);
  const walkIns = doorSummary([], walkInsOf(door.store));

  return (
    <>
      {door.title && <h2 className="door__event">{door.title}</h2>}
      <p className="door-totals">
        <strong>{totals.inside}</strong> of <strong>{totals.booked}</strong> people in
        {walkIns.walkInPeople > 0 && (
          <>
            , and <strong>{walkIns.walkInPeople}</strong> {walkIns.walkInPeople === 1 ? 'walk-in' : 'walk-ins'} (
            {poundsText(walkIns.walkInCashPence)} cash)
          </>
        )}
      </p>
      <DoorSyncStatus
        waiting={door.store.pending.length + door.store.pendingWalkIns.length}
        online={door.online}
        sending={door.sending}
        failure={door.failure}
        storageRefused={door.storageRefused}
      />
      <RefusedTicks refused={door.store.refused} households={households} onClear={door.clearRefused} />
      {door.households === null ? (
        door.list.error ? (
          <>
            <FailureAlert error={door.list.error} />
            <p>The list comes to this phone the first time it has signal.</p>
          </>
        ) : (
          <p>{door.online ? 'Loading the list...' : 'No list on this phone yet: it comes the first time the phone has signal.'}</p>
        )
      ) : (
        <>
          <TextField
            id={`${id}-search`}
            type="search"
            label="Find a household"
            hint="A family name, a person's name or the booking reference."
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {/* A household's pass (the QR code in its booking email) opens its row, as typing its name does. */}
          <DoorScan
            eventId={eventId}
            households={households}
            onHousehold={(familyId) => setSearch(households.find((h) => h.familyId === familyId)?.familyName ?? '')}
          />
          <DoorWalkInForm onAdd={door.addWalkIn} />
          <ul className="door-households" aria-label="Households">
            {shown.map((household) => (
              <DoorHouseholdRow key={household.familyId} household={household} states={door.states} onTap={door.tap} />
            ))}
          </ul>
          {shown.length === 0 && <p>{households.length === 0 ? 'No household is going to this event.' : 'No household matches.'}</p>}
        </>
      )}
    </>
  );
}
