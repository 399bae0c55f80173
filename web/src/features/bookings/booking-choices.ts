import { saveBookingSchema, type BookingView, type Diet, type PublicBooking, type SaveBooking } from '@edma/contract/bookings';
import type { AgeBand } from '@edma/contract/age-bands';

/** What is chosen for one person: a meal and any dietary needs. */
export interface PersonChoice {
  meal: string;
  diets: Diet[];
  otherDiet: string;
}

export interface MemberChoice extends PersonChoice {
  memberId: string;
  name: string;
  band: AgeBand;
  coming: boolean;
}

export interface GuestChoice extends PersonChoice {
  /** Stable across removals, for React and the fields' ids. */
  key: number;
  band: AgeBand;
}

export interface BookingChoices {
  members: MemberChoice[];
  guests: GuestChoice[];
  note: string;
}

interface Mine {
  booking: PublicBooking;
  members: { memberId: string; name: string; band: AgeBand }[];
  answer: BookingView | null;
}

/**
 * The form as the family last saved it; with no booking yet (or "not coming"), everyone in the family
 * ticked with the first meal, so a household books with one press.
 */
export function choicesFrom({ booking, members, answer }: Mine): BookingChoices {
  const firstMeal = booking.meals[0] ?? '';
  const booked = answer && answer.status !== 'not-coming' ? answer : null;
  const saved = new Map((booked?.members ?? []).map((m) => [m.memberId, m]));
  return {
    members: members.map((member) => {
      const mine = saved.get(member.memberId);
      return {
        ...member,
        coming: booked ? saved.has(member.memberId) : true,
        meal: mine?.meal ?? firstMeal,
        diets: mine?.diets ?? [],
        otherDiet: mine?.otherDiet ?? '',
      };
    }),
    guests: (booked?.guests ?? []).map((guest, key) => ({
      key,
      band: guest.band,
      meal: guest.meal,
      diets: guest.diets,
      otherDiet: guest.otherDiet,
    })),
    note: booked?.note ?? '',
  };
}

/** The people counted: ticked members, then guests. */
export function comingPeople(choices: BookingChoices): { band: AgeBand }[] {
  return [...choices.members.filter((m) => m.coming), ...choices.guests];
}

/** What the choices cost, in pence, at the event's prices. */
export function estimatePence(choices: BookingChoices, prices: PublicBooking['prices']): number {
  return comingPeople(choices).reduce((sum, person) => sum + prices[person.band], 0);
}

const person = ({ meal, diets, otherDiet }: PersonChoice) => ({ meal, diets, otherDiet: otherDiet.trim() });

/** The save request for `answer`, from the choices and the booking's version the form was filled from. */
export function saveRequest(choices: BookingChoices, answer: 'going' | 'not-coming', eventId: string, version: number): SaveBooking {
  const going = answer === 'going';
  return {
    eventId,
    answer,
    members: going ? choices.members.filter((m) => m.coming).map((m) => ({ memberId: m.memberId, ...person(m) })) : [],
    guests: going ? choices.guests.map((g) => ({ band: g.band, ...person(g) })) : [],
    note: going ? choices.note.trim() : '',
    version,
  };
}

/** The contract's first objection to a request (the server would refuse it the same way), or null. */
export function requestProblem(request: SaveBooking): string | null {
  const checked = saveBookingSchema.safeParse(request);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the booking.');
}
