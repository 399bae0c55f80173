import { AGE_BAND_LABELS } from '@edma/contract/age-bands';
import { DOOR_API } from '@edma/contract/door';
import { poundsText } from '@edma/contract/money';
import { useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { ColumnHeads } from '@web/ui/column-heads.tsx';
import { QueryStatus } from '../../query-status.tsx';

/**
 * The door list on paper (A4), for a door with no phone at all: one table, a row per household going,
 * with what the door screen shows (people and age bands, to pay, the allergy and no-photos flags)
 * and a box to tick. It prints alone; on screen only its Print button shows.
 */
export function DoorListPrint({ eventId, title }: { eventId: string; title: string }) {
  const list = useApiQuery(DOOR_API.list, { eventId });
  if (!list.data) return <QueryStatus query={list} />;
  const households = list.data.households;
  return (
    <>
      <div className="form-actions">
        <Button variant="secondary" onClick={() => globalThis.print()}>
          Print the door list
        </Button>
      </div>
      <table className="door-print">
        <caption>Door list: {title}</caption>
        <ColumnHeads names={['In', 'Household', 'People', 'To pay', 'Flags']} />
        <tbody>
          {households.map((household) => (
            <tr key={household.familyId}>
              <td className="door-print__box" aria-label="Not ticked" />
              <td>
                <strong>{household.familyName}</strong>
                {household.reference && <div>{household.reference}</div>}
              </td>
              <td>
                {household.people.map((person) => (
                  <div key={person.person}>
                    {person.name} ({AGE_BAND_LABELS[person.band]}){person.noPhotos ? ', no photos' : ''}
                  </div>
                ))}
              </td>
              <td>{household.paid ? 'Paid' : household.amountPence > 0 ? poundsText(household.amountPence) : ''}</td>
              <td>{household.allergy ? 'Allergy' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
