import { LOCATION_OPTIONS, MEMBERSHIP_TYPES } from '@edma/contract/family';
import type { DirectoryFilters as Filters } from './filter-families.ts';

interface Props {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

interface ChoiceWithOtherProps {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  otherId: string;
  otherLabel: string;
  otherPlaceholder: string;
  otherValue: string;
  onOtherChange: (value: string) => void;
}

/** A select with "All" first; choosing Other reveals a free-text field beside it. */
function ChoiceWithOther(props: ChoiceWithOtherProps) {
  return (
    <>
      <div className="directory-filters__field">
        <label htmlFor={props.id}>{props.label}</label>
        <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">All</option>
          {props.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {props.value === 'Other' && (
        <div className="directory-filters__field">
          <label htmlFor={props.otherId}>{props.otherLabel}</label>
          <input
            id={props.otherId}
            type="text"
            placeholder={props.otherPlaceholder}
            value={props.otherValue}
            onChange={(e) => props.onOtherChange(e.target.value)}
          />
        </div>
      )}
    </>
  );
}

/** Location, membership type, member name and age; Other reveals a free-text field. */
export function DirectoryFilters({ filters, onChange }: Props) {
  return (
    <form className="directory-filters" role="search" aria-label="Filter families" onSubmit={(e) => e.preventDefault()}>
      <ChoiceWithOther
        id="filter-location"
        label="Location"
        options={LOCATION_OPTIONS}
        value={filters.location}
        onChange={(location) => onChange({ location })}
        otherId="filter-other-location"
        otherLabel="Other location"
        otherPlaceholder="Specify other location"
        otherValue={filters.otherLocation}
        onOtherChange={(otherLocation) => onChange({ otherLocation })}
      />
      <ChoiceWithOther
        id="filter-membership"
        label="Membership Type"
        options={MEMBERSHIP_TYPES}
        value={filters.membershipType}
        onChange={(membershipType) => onChange({ membershipType })}
        otherId="filter-other-membership"
        otherLabel="Other type"
        otherPlaceholder="Specify other type"
        otherValue={filters.otherMembership}
        onOtherChange={(otherMembership) => onChange({ otherMembership })}
      />
      <div className="directory-filters__field">
        <label htmlFor="filter-name">Member Name</label>
        <input
          id="filter-name"
          type="search"
          autoComplete="off"
          value={filters.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </div>
      <div className="directory-filters__field">
        <label htmlFor="filter-age">Age</label>
        <input
          id="filter-age"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={filters.age}
          onChange={(e) => onChange({ age: e.target.value })}
        />
      </div>
    </form>
  );
}
