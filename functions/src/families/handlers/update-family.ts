import { FAMILY_API } from '@edma/contract/family';
import { db } from '../../store/admin.ts';
import { readFields } from '../../http/request-body.ts';
import type { RawHandler } from '../../http/route.ts';
import { parseOrReject } from '../../http/validation-message.ts';
import { readFamilyForCaller } from '../family-access.ts';
import { familyRef } from '../../store/family-docs.ts';
import { familyDetailsUpdate } from '../family-details.ts';

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
