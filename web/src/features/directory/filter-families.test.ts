import type { DirectoryFamily } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterFamilies, indexFamilies, summarise, type DirectoryFilters } from './filter-families.ts';

/** Ages as the API sends them (whole years, null without a date of birth). */
function family(id: string, location: string, membership_type: string, members: [string, number | null][]): DirectoryFamily {
  return { id, location, membership_type, members: members.map(([name, age]) => ({ name, age, dob: null, photo_path: null })) };
}

const FAMILIES: DirectoryFamily[] = [
  family('nair', 'Seaton', 'Gold', [
    ['Anil Nair', 44],
    ['Beena Nair', 40],
    ['Chinnu Nair', 3],
  ]),
  family('menon', 'Honiton', 'Silver', [
    ['Deepa Menon', 34],
    ['Eby Menon', 13],
  ]),
  family('pillai', 'Exeter', 'Gold', [['Faisal Pillai', null]]),
  family('thomas', 'Sidmouth', 'Life member', [['George Thomas', 16]]),
  family('kurian', 'axminster', 'silver', [['Hari Kurian', 5]]),
  family('empty', 'Seaton', 'Gold', []),
];

const indexed = indexFamilies(FAMILIES);
const ids = (filters: Partial<DirectoryFilters>) => filterFamilies(indexed, { ...EMPTY_FILTERS, ...filters }).map((f) => f.family.id);

describe('filterFamilies', () => {
  it('shows every family without filters, including one with no members', () => {
    expect(ids({})).toEqual(['nair', 'menon', 'pillai', 'thomas', 'kurian', 'empty']);
  });

  it('matches a town case-insensitively', () => {
    expect(ids({ location: 'Seaton' })).toEqual(['nair', 'empty']);
    expect(ids({ location: 'Axminster' })).toEqual(['kurian']);
  });

  it('treats location Other with no text as any place that is not one of the four towns', () => {
    expect(ids({ location: 'Other' })).toEqual(['pillai']);
  });

  it('narrows location Other by its free text as a case-insensitive substring', () => {
    expect(ids({ location: 'Other', otherLocation: 'EXE' })).toEqual(['pillai']);
    expect(ids({ location: 'Other', otherLocation: 'plymouth' })).toEqual([]);
    // A town is not an "other" location even when the text would match it.
    expect(ids({ location: 'Other', otherLocation: 'seat' })).toEqual([]);
  });

  it('matches a membership type case-insensitively', () => {
    expect(ids({ membershipType: 'Silver' })).toEqual(['menon', 'kurian']);
    expect(ids({ membershipType: 'Gold' })).toEqual(['nair', 'pillai', 'empty']);
  });

  it('treats membership Other as any type but Gold and Silver, narrowed by its text', () => {
    expect(ids({ membershipType: 'Other' })).toEqual(['thomas']);
    expect(ids({ membershipType: 'Other', otherMembership: 'life' })).toEqual(['thomas']);
    expect(ids({ membershipType: 'Other', otherMembership: 'honorary' })).toEqual([]);
  });

  it('matches a member name as a case-insensitive substring of any member', () => {
    expect(ids({ name: 'eby' })).toEqual(['menon']);
    expect(ids({ name: '  NAIR ' })).toEqual(['nair']);
    expect(ids({ name: 'zz' })).toEqual([]);
  });

  it('matches the age exactly, in whole years', () => {
    expect(ids({ age: '40' })).toEqual(['nair']);
    expect(ids({ age: '3' })).toEqual(['nair']);
    expect(ids({ age: '4' })).toEqual([]);
    expect(ids({ age: '16' })).toEqual(['thomas']);
  });

  it('never matches an age filter for members without an age (no date of birth)', () => {
    expect(ids({ name: 'faisal', age: '0' })).toEqual([]);
    expect(ids({ name: 'faisal' })).toEqual(['pillai']);
  });

  it('needs one member matching both name and age, not one for each', () => {
    expect(ids({ name: 'anil', age: '44' })).toEqual(['nair']);
    // Anil is 44 and Beena is 40: no single member is "anil" aged 40.
    expect(ids({ name: 'anil', age: '40' })).toEqual([]);
  });

  it('hides families with no members once a name or age is asked for', () => {
    expect(ids({ location: 'Seaton', name: 'a' })).toEqual(['nair']);
  });

  it('combines location, membership and member conditions', () => {
    expect(ids({ location: 'Honiton', membershipType: 'Silver', age: '13' })).toEqual(['menon']);
    expect(ids({ location: 'Honiton', membershipType: 'Gold', age: '13' })).toEqual([]);
  });

  it('matches nobody for an age that is not a whole number', () => {
    expect(ids({ age: '3.5' })).toEqual([]);
    expect(ids({ age: 'abc' })).toEqual([]);
  });

  it('ignores spaces around the age', () => {
    expect(ids({ age: ' 5 ' })).toEqual(['kurian']);
  });
});

describe('summarise', () => {
  it('counts families, members and the age bands of the families shown', () => {
    expect(summarise(indexed)).toEqual({
      families: 6,
      members: 8,
      // babies: Chinnu 3, Hari 5; teenagers: Eby 13, George 16; adults: Anil, Beena, Deepa; Faisal has no dob.
      bands: { babies: 2, kids: 0, teenagers: 2, adults: 3 },
    });
  });

  it('follows the filter', () => {
    const shown = filterFamilies(indexed, { ...EMPTY_FILTERS, membershipType: 'Silver' });
    expect(summarise(shown)).toEqual({
      families: 2,
      members: 3,
      bands: { babies: 1, kids: 0, teenagers: 1, adults: 1 },
    });
  });

  it('is all zeros for nothing', () => {
    expect(summarise([])).toEqual({ families: 0, members: 0, bands: { babies: 0, kids: 0, teenagers: 0, adults: 0 } });
  });
});
