import type { DirectoryFamily } from '@edma/contract/family';
import { MEMBERSHIP_TYPES, TOWNS } from '@edma/contract/family-options';
import { countBands, type BandCounts } from './age-bands.ts';

/** The directory filter (spec section 3); '' in a select means All. */
export interface DirectoryFilters {
  location: string;
  otherLocation: string;
  membershipType: string;
  otherMembership: string;
  name: string;
  age: string;
}

export const EMPTY_FILTERS: DirectoryFilters = {
  location: '',
  otherLocation: '',
  membershipType: '',
  otherMembership: '',
  name: '',
  age: '',
};

/** A family with its lower-cased text worked out once, so each filter pass is linear. */
export interface IndexedFamily {
  family: DirectoryFamily;
  location: string;
  membershipType: string;
  locationIsTown: boolean;
  membershipIsNamed: boolean;
  members: { name: string; age: number | null }[];
}

const fold = (text: string) => text.trim().toLowerCase();
const TOWN_KEYS = new Set(TOWNS.map(fold));
const NAMED_TYPE_KEYS = new Set(MEMBERSHIP_TYPES.filter((t) => t !== 'Other').map(fold));

/**
 * Ages come from the server (whole years on today's UK date, computed from the date of birth with
 * the contract's `ageOn`), so the directory never needs birth dates.
 */
export function indexFamilies(families: readonly DirectoryFamily[]): IndexedFamily[] {
  return families.map((family) => {
    const location = fold(family.location);
    const membershipType = fold(family.membership_type);
    return {
      family,
      location,
      membershipType,
      locationIsTown: TOWN_KEYS.has(location),
      membershipIsNamed: NAMED_TYPE_KEYS.has(membershipType),
      members: family.members.map((m) => ({ name: fold(m.name), age: m.age })),
    };
  });
}

/**
 * A select value plus its "Other" text as a test on the family's folded value.
 * All matches everything; a named option is a case-insensitive substring match; Other matches
 * values that are none of the named options, narrowed by the free text when some is given.
 */
function choiceMatcher(choice: string, otherText: string, isNamed: (f: IndexedFamily) => boolean, value: (f: IndexedFamily) => string) {
  if (choice === '') return () => true;
  if (choice === 'Other') {
    const text = fold(otherText);
    return (f: IndexedFamily) => !isNamed(f) && value(f).includes(text);
  }
  const text = fold(choice);
  return (f: IndexedFamily) => value(f).includes(text);
}

/** The age filter as a whole number, '' for any age, or NaN when it can match nobody. */
function parseAge(age: string): number | null {
  const text = age.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : Number.NaN;
}

/**
 * Spec section 5: location and membership conditions must hold, and at least one member must match
 * both the name (case-insensitive substring) and the age (whole years). Without a name or
 * age filter there is nothing to ask of members, so families with no members still show (head N/A).
 */
export function filterFamilies(families: readonly IndexedFamily[], filters: DirectoryFilters): IndexedFamily[] {
  const locationOk = choiceMatcher(
    filters.location,
    filters.otherLocation,
    (f) => f.locationIsTown,
    (f) => f.location,
  );
  const membershipOk = choiceMatcher(
    filters.membershipType,
    filters.otherMembership,
    (f) => f.membershipIsNamed,
    (f) => f.membershipType,
  );
  const name = fold(filters.name);
  const age = parseAge(filters.age);
  const filtersMembers = name !== '' || age !== null;
  const memberOk = (m: IndexedFamily['members'][number]) => m.name.includes(name) && (age === null || m.age === age);

  return families.filter((f) => locationOk(f) && membershipOk(f) && (!filtersMembers || f.members.some(memberOk)));
}

export interface DirectorySummary {
  families: number;
  members: number;
  bands: BandCounts;
}

/** Counts over the families shown, all their members included. */
export function summarise(families: readonly IndexedFamily[]): DirectorySummary {
  let members = 0;
  const ages: (number | null)[] = [];
  for (const f of families) {
    members += f.members.length;
    for (const m of f.members) ages.push(m.age);
  }
  return { families: families.length, members, bands: countBands(ages) };
}
