import { AGE_BANDS } from '@edma/contract/age-bands';
import type { CommitteeBooking } from '@edma/contract/bookings';
import { doorPersonKey } from '@edma/contract/door';
import { z } from 'zod';

/*
 * What the door needs of each booking, and nothing more: this list is kept on the volunteer's phone,
 * so no meals, notes or contact details, and of the dietary needs only whether anyone has a nut allergy.
 */

export const doorPersonSchema = z.object({
  /** The tick's `person`: `m:<memberId>` or `g:<guest index>`. */
  person: z.string(),
  name: z.string(),
  band: z.enum(AGE_BANDS),
});
export type DoorPerson = z.infer<typeof doorPersonSchema>;

export const doorHouseholdSchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  reference: z.string().nullable(),
  paid: z.boolean(),
  amountPence: z.number(),
  allergy: z.boolean(),
  people: z.array(doorPersonSchema),
});
export type DoorHousehold = z.infer<typeof doorHouseholdSchema>;

/** The households going to the event, by family name, each person as the door names them. */
export function doorHouseholds(bookings: readonly CommitteeBooking[]): DoorHousehold[] {
  return bookings
    .filter((booking) => booking.status === 'going')
    .map((booking) => ({
      familyId: booking.familyId,
      familyName: booking.familyName,
      reference: booking.reference,
      paid: booking.paid,
      amountPence: booking.amountPence,
      allergy: [...booking.members, ...booking.guests].some((person) => person.diets.includes('nut-allergy')),
      people: [
        ...booking.members.map((m) => ({ person: `m:${m.memberId}`, name: m.name, band: m.band })),
        ...booking.guests.map((g, i) => ({ person: `g:${i}`, name: `Guest ${i + 1}`, band: g.band })),
      ],
    }))
    .sort((a, b) => a.familyName.localeCompare(b.familyName, 'en-GB'));
}

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
