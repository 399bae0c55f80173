import { doorPersonKey, type DoorHousehold } from '@edma/contract/door';

/** The households a search matches: by family name, a person's name or the booking reference, ignoring case. */
export function findHouseholds(households: readonly DoorHousehold[], search: string): readonly DoorHousehold[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return households;
  return households.filter((household) => {
    const text = [household.familyName, household.reference ?? '', ...household.people.map((p) => p.name)].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Whether a person is in, by the ticks' states (doorStates). */
export const isIn = (states: ReadonlyMap<string, boolean>, familyId: string, person: string) =>
  states.get(doorPersonKey({ familyId, person })) === true;

/** People in and people booked, over the households going. */
export function doorTotals(households: readonly DoorHousehold[], states: ReadonlyMap<string, boolean>) {
  let inside = 0;
  let booked = 0;
  for (const household of households) {
    for (const person of household.people) {
      booked += 1;
      if (isIn(states, household.familyId, person.person)) inside += 1;
    }
  }
  return { inside, booked };
}
