import { useId } from 'react';
import { FailureAlert } from '../../api/failure-alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { DoorHousehold } from '@edma/contract/door';
import type { RefusedTick } from './door-queue.ts';
import type { SyncFailure } from './use-door-sync.ts';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/** The line that says whether this phone's taps have reached the server. */
export function syncStatusText({
  waiting,
  online,
  sending,
  failure,
}: {
  waiting: number;
  online: boolean;
  sending: boolean;
  failure: SyncFailure;
}) {
  if (waiting === 0) return 'All changes sent';
  if (!online || failure?.kind === 'offline') return `Offline: ${changes(waiting)} waiting`;
  if (failure?.kind === 'refused') return `Not sent: ${changes(waiting)} waiting`;
  return sending ? `Sending ${changes(waiting)}` : `${changes(waiting)} waiting`;
}

interface Props {
  waiting: number;
  online: boolean;
  sending: boolean;
  failure: SyncFailure;
  storageRefused: boolean;
}

export function DoorSyncStatus({ storageRefused, failure, ...state }: Props) {
  return (
    <>
      <p className={state.waiting > 0 ? 'door-sync door-sync--waiting' : 'door-sync'} role="status">
        {syncStatusText({ ...state, failure })}
      </p>
      {failure?.kind === 'refused' && <FailureAlert error={failure.error} />}
      {storageRefused && (
        <p className="field-error" role="alert">
          This phone would not keep the changes: they are lost if the page is closed before they are sent.
        </p>
      )}
    </>
  );
}

/** Who a refused tick was about, as the list names them. */
function personText(tick: RefusedTick['tick'], households: readonly DoorHousehold[]): string {
  const household = households.find((h) => h.familyId === tick.familyId);
  const person = household?.people.find((p) => p.person === tick.person);
  if (!household) return 'A household no longer booked';
  return person ? `${person.name}, ${household.familyName}` : `Someone no longer booked, ${household.familyName}`;
}

/** The taps the server did not keep, with its reason: they do not count as in. */
export function RefusedTicks({
  refused,
  households,
  onClear,
}: {
  refused: readonly RefusedTick[];
  households: readonly DoorHousehold[];
  onClear(): void;
}) {
  const id = useId();
  if (refused.length === 0) return null;
  return (
    <section className="door-refused" aria-labelledby={id}>
      <h2 id={id}>Refused by the server</h2>
      <ul aria-label="Refused ticks">
        {refused.map(({ tick, reason }) => (
          <li key={tick.id}>
            <strong>
              {tick.in ? 'Tick in' : 'Undo'}: {personText(tick, households)}
            </strong>{' '}
            — {reason}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onClear}>
        Clear this list
      </Button>
    </section>
  );
}
