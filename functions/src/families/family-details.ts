import { FAMILY_API, resolveOther } from '@edma/contract/family';
import type { ParsedRequestOf } from '@edma/contract/endpoint';
import { FieldValue } from 'firebase-admin/firestore';

/** The stored family fields an update sets, from the dashboard's schema ("Other" stores its text); the console uses it too. */
export function familyDetailsUpdate(input: ParsedRequestOf<typeof FAMILY_API.update>) {
  return {
    house_no: input.house_no,
    address_line: input.address_line,
    location: resolveOther(input.location, input.otherLocation),
    postal_code: input.postal_code,
    membership_type: resolveOther(input.membership_type, input.otherMembership),
    updated_at: FieldValue.serverTimestamp(),
  };
}
