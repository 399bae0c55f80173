import { LOCATION_OPTIONS, MEMBERSHIP_TYPES } from '@edma/contract/family';
import type { DirectoryFilters as Filters } from './filter-families.ts';

interface Props {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** Location, membership type, member name and age; Other reveals a free-text field. */
export function DirectoryFilters({ filters, onChange }: Props) {
  return (
    <form className="directory-filters" role="search" aria-label="Filter families" onSubmit={(e) => e.preventDefault()}>
      <div className="directory-filters__field">
        <label htmlFor="filter-location">Location</label>
        <select
          id="filter-location"
          value={filters.location}
          onChange={(e) => onChange({ location: e.target.value })}
        >
          <option value="">All</option>
          {LOCATION_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {filters.location === 'Other' && (
        <div className="directory-filters__field">
          <label htmlFor="filter-other-location">Other location</label>
          <input
            id="filter-other-location"
            type="text"
            placeholder="Specify other location"
            value={filters.otherLocation}
            onChange={(e) => onChange({ otherLocation: e.target.value })}
          />
        </div>
      )}
      <div className="directory-filters__field">
        <label htmlFor="filter-membership">Membership Type</label>
        <select
          id="filter-membership"
          value={filters.membershipType}
          onChange={(e) => onChange({ membershipType: e.target.value })}
        >
          <option value="">All</option>
          {MEMBERSHIP_TYPES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {filters.membershipType === 'Other' && (
        <div className="directory-filters__field">
          <label htmlFor="filter-other-membership">Other type</label>
          <input
            id="filter-other-membership"
            type="text"
            placeholder="Specify other type"
            value={filters.otherMembership}
            onChange={(e) => onChange({ otherMembership: e.target.value })}
          />
        </div>
      )}
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
