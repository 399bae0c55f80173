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

/** Location, membership type, member name and age; Other reveals a free-text field. */
export function DirectoryFilters({ filters, onChange }: Props) {
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
        id="filter-name"
        label="Member Name"
        type="search"
        autoComplete="off"
        value={filters.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <TextField
        id="filter-age"
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
