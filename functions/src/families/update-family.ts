import { FAMILY_API, resolveOther } from '@edma/contract/family';
import type { ParsedRequestOf } from '@edma/contract/endpoint';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../store/admin.ts';
import { readFields } from '../http/request-body.ts';
import type { RawHandler } from '../http/route.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { readFamilyForCaller } from './family-access.ts';
import { familyRef } from '../store/family-docs.ts';

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

/**
 * POST update_family.php (multipart as the spec says, or JSON): the caller's family's address and
 * membership. As at registration, "Other" stores its free text, so the family reads back what its
 * members entered.
 */
export const updateFamily: RawHandler<'own-family'> = async (request, caller) => {
  const input = parseOrReject(FAMILY_API.update.request, await readFields(request));
  const familyId = input.familyId;
  await db().runTransaction(async (tx) => {
    await readFamilyForCaller(tx, familyId, caller);
    tx.update(familyRef(familyId), familyDetailsUpdate(input));
  });
  return { json: { success: true, message: 'Family updated successfully.' } };
};
