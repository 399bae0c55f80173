import { AGE_BAND_LABELS } from '@edma/contract/age-bands';
import { poundsText } from '@edma/contract/money';
import { useId } from 'react';
import type { DoorHousehold } from '@edma/contract/door';
import { isIn } from './door-households.ts';

interface Props {
  household: DoorHousehold;
  states: ReadonlyMap<string, boolean>;
  onTap(familyId: string, person: string): void;
}

/** What the door collects: nothing when paid or free. */
function paymentText({ paid, amountPence }: DoorHousehold): string {
  if (paid) return 'Paid';
  return amountPence > 0 ? `${poundsText(amountPence)} to pay at the door` : '';
}

/** The button's name: a guest is named with their household, "Guest 1" alone being every household's. */
/** One household going: its name, what it owes, the allergy flag, and a tick button per person. */
export function DoorHouseholdRow({ household, states, onTap }: Props) {
  const id = useId();
  const inside = household.people.filter((p) => isIn(states, household.familyId, p.person)).length;
  const payment = paymentText(household);
  const all = household.people.length > 0 && inside === household.people.length;
  return (
    <li className={all ? 'door-household door-household--in' : 'door-household'} aria-labelledby={`${id}-name`}>
      <div className="door-household__head">
        <h2 id={`${id}-name`} className="door-household__name">
          {household.familyName}
        </h2>
        {household.allergy && <span className="door-household__allergy">Allergy</span>}
      </div>
      <p className="door-household__meta">
        <span>
          {inside} of {household.people.length} in
        </span>
        {payment && <span className={household.paid ? undefined : 'door-household__due'}>{payment}</span>}
        {household.reference && <span>Ref {household.reference}</span>}
      </p>
      <ul className="door-household__people">
        {household.people.map((person) => {
          const pressed = isIn(states, household.familyId, person.person);
          return (
            <li key={person.person}>
              <button type="button" className="door-person" aria-pressed={pressed} onClick={() => onTap(household.familyId, person.person)}>
                {/* Named by what it shows (WCAG 2.5.3), with "Tick in" and a guest's family for screen readers. */}
                <span className="visually-hidden">Tick in</span> <span className="door-person__name">{person.name}</span>
                {person.person.startsWith('g:') && <span className="visually-hidden">, {household.familyName}</span>}{' '}
                <span className="door-person__detail">
                  {AGE_BAND_LABELS[person.band]} · {pressed ? '✓ In' : 'Not in'}
                  {person.noPhotos && <strong className="door-person__no-photos"> · No photos</strong>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
