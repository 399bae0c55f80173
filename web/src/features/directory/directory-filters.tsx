import { useEffect, useEffectEvent } from 'react';
import { typedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import { ChoiceWithOther } from '../../ui/choice-with-other.tsx';
import { LOCATION_CHOICE, MEMBERSHIP_CHOICE } from '../../ui/family-choices.ts';
import { TextField } from '../../ui/text-field.tsx';
import type { DirectoryFilters as Filters } from './filter-families.ts';

interface Props {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** The two choices with "Other"; each filter's key, its free text's key and their controls' ids. */
const CHOICES = [
  { preset: LOCATION_CHOICE, key: 'location', otherKey: 'otherLocation', id: 'filter-location', otherId: 'filter-other-location' },
  {
    preset: MEMBERSHIP_CHOICE,
    key: 'membershipType',
    otherKey: 'otherMembership',
    id: 'filter-membership',
    otherId: 'filter-other-membership',
  },
] as const;

const NAME_ID = 'filter-name';
const AGE_ID = 'filter-age';
/** Every filter's control, by the filter it sets. */
const CONTROL_IDS: ReadonlyArray<readonly [keyof Filters, string]> = [
  ...CHOICES.flatMap(({ key, otherKey, id, otherId }) => [[key, id] as const, [otherKey, otherId] as const]),
  ['name', NAME_ID],
  ['age', AGE_ID],
];

/** Location, membership type, member name and age; Other reveals a free-text field. */
export function DirectoryFilters({ filters, onChange }: Props) {
  // The page is prerendered: what a visitor typed or chose before it ran filters the list too.
  const adoptTyped = useEffectEvent(() => {
    const typed: Partial<Filters> = {};
    for (const [key, id] of CONTROL_IDS) {
      const value = typedBeforeHydration(id);
      if (value !== null && value !== filters[key]) typed[key] = value;
    }
    if (Object.keys(typed).length > 0) onChange(typed);
  });
  useEffect(() => adoptTyped(), []);

  return (
    <form className="directory-filters box-muted" role="search" aria-label="Filter families" onSubmit={(e) => e.preventDefault()}>
      {CHOICES.map(({ preset, key, otherKey, id, otherId }) => (
        <ChoiceWithOther
          key={key}
          {...preset}
          id={id}
          placeholder="All"
          choice={filters[key]}
          selectProps={{ value: filters[key], onChange: (e) => onChange({ [key]: e.target.value }) }}
          otherId={otherId}
          otherProps={{ value: filters[otherKey], onChange: (e) => onChange({ [otherKey]: e.target.value }) }}
        />
      ))}
      <TextField
        id={NAME_ID}
        label="Member Name"
        type="search"
        autoComplete="off"
        value={filters.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <TextField
        id={AGE_ID}
        label="Age"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={filters.age}
        onChange={(e) => onChange({ age: e.target.value })}
      />
    </form>
  );
}
