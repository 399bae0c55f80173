import { ageOn } from './dates.ts';

/** Age bands, priced separately: under 5, 5 to 12, adult (13 and over). Counted on the event's date. */
export const AGE_BANDS = ['under5', 'child', 'adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = { under5: 'Under 5', child: '5 to 12', adult: 'Adult' };

/** The band of a person on the event's date; someone whose date of birth is not known counts as an adult. */
export function ageBandOn(dob: string | null | undefined, eventDate: string): AgeBand {
  const age = ageOn(dob, eventDate);
  if (age === null) return 'adult';
  return age < 5 ? 'under5' : age <= 12 ? 'child' : 'adult';
}
