import { LOCATION_OPTIONS, MEMBERSHIP_TYPES } from '@edma/contract/family-options';

/** A family's location, as every form asks it (spread into ChoiceWithOther). */
export const LOCATION_CHOICE = {
  label: 'Location',
  options: LOCATION_OPTIONS,
  placeholder: 'Select Location',
  otherLabel: 'Other location',
  otherPlaceholder: 'Specify other location',
} as const;

/** A family's membership type, as every form asks it (spread into ChoiceWithOther). */
export const MEMBERSHIP_CHOICE = {
  label: 'Membership Type',
  options: MEMBERSHIP_TYPES,
  placeholder: 'Select Membership',
  otherLabel: 'Other type',
  otherPlaceholder: 'Specify other type',
} as const;
