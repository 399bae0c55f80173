import { LOCATION_OPTIONS, MEMBERSHIP_TYPES } from '@edma/contract/family';
import { storedChoice } from './stored-choice.ts';

/** What a family's address and membership form starts from: the stored values, a stored free text as "Other" with its text. */
export function familyFormValues(
  familyId: string,
  family: { house_no: string; address_line: string; postal_code: string; location: string; membership_type: string },
) {
  const location = storedChoice(family.location, LOCATION_OPTIONS);
  const membership = storedChoice(family.membership_type, MEMBERSHIP_TYPES);
  return {
    familyId,
    house_no: family.house_no,
    address_line: family.address_line,
    postal_code: family.postal_code,
    location: location.choice,
    otherLocation: location.other,
    membership_type: membership.choice,
    otherMembership: membership.other,
  };
}

/** What a member's form starts from: the member's stored details, or empty ones to add a member. */
export function memberFormValues(
  familyId: string,
  member: { id: string; name: string; email: string; phone: string; dob: string | null; photo_public: boolean } | null,
) {
  return {
    familyId,
    id: member?.id ?? '',
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    dob: member?.dob ?? '',
    photoPublic: member?.photo_public ?? false,
  };
}
