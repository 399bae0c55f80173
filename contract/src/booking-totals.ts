import { DIET_LABELS, DIETS, type BookingTotals, type BookingView, type CommitteeBooking } from './bookings.ts';
import { AGE_BANDS, type AgeBand } from './age-bands.ts';

type Counted = Pick<BookingView, 'status' | 'members' | 'guests' | 'people'>;

const zeroBands = (): Record<AgeBand, number> => ({ under5: 0, child: 0, adult: 0 });

/** Every person of a booking, members then guests, as the kitchen counts them. */
export function peopleOf(booking: Pick<BookingView, 'members' | 'guests'>) {
  return [...booking.members, ...booking.guests];
}

/**
 * The console's live totals: people by age band, meals per option and each dietary need of the
 * families going; families going, waiting, not coming and not answered. Meals list every option of
 * the event, so a dish nobody chose shows 0.
 */
export function bookingTotals(
  bookings: readonly Counted[],
  options: { meals: readonly string[]; capacity: number; notAnswered: number },
): BookingTotals {
  const people = zeroBands();
  const meals: Record<string, number> = Object.fromEntries(options.meals.map((meal) => [meal, 0]));
  const diets: Record<string, number> = Object.fromEntries([...DIETS, 'other'].map((diet) => [diet, 0]));
  const families = { going: 0, waiting: 0, notComing: 0, notAnswered: options.notAnswered };
  let placesTaken = 0;
  let waitingPeople = 0;
  for (const booking of bookings) {
    if (booking.status === 'waiting') {
      families.waiting += 1;
      waitingPeople += booking.people;
      continue;
    }
    if (booking.status === 'not-coming') {
      families.notComing += 1;
      continue;
    }
    families.going += 1;
    placesTaken += booking.people;
    for (const member of booking.members) people[member.band] += 1;
    for (const guest of booking.guests) people[guest.band] += 1;
    for (const person of peopleOf(booking)) {
      meals[person.meal] = (meals[person.meal] ?? 0) + 1;
      for (const diet of person.diets) diets[diet] = (diets[diet] ?? 0) + 1;
      if (person.otherDiet) diets.other = (diets.other ?? 0) + 1;
    }
  }
  return { people, meals, diets, families, placesTaken, capacity: options.capacity, waitingPeople };
}

export interface AllergyLine {
  familyName: string;
  person: string;
  needs: string;
}

/** The catering sheet: meals and dietary counts of those going, and everyone with a need, by family. */
export function cateringSheet(bookings: readonly CommitteeBooking[], meals: readonly string[]) {
  const totals = bookingTotals(bookings, { meals, capacity: 0, notAnswered: 0 });
  const needs: AllergyLine[] = [];
  for (const booking of bookings) {
    if (booking.status !== 'going') continue;
    const guestsSoFar: Record<AgeBand, number> = zeroBands();
    const named = [
      ...booking.members.map((m) => ({ ...m, label: m.name })),
      ...booking.guests.map((g) => ({
        ...g,
        label: `Guest (${g.band === 'adult' ? 'adult' : g.band === 'child' ? '5 to 12' : 'under 5'}) ${(guestsSoFar[g.band] += 1)}`,
      })),
    ];
    for (const person of named) {
      const said = [...person.diets.map((d) => DIET_LABELS[d]), ...(person.otherDiet ? [person.otherDiet] : [])];
      if (said.length > 0) needs.push({ familyName: booking.familyName, person: person.label, needs: said.join(', ') });
    }
  }
  return {
    people: totals.people,
    meals: totals.meals,
    diets: totals.diets,
    needs,
    total: AGE_BANDS.reduce((n, b) => n + totals.people[b], 0),
  };
}
