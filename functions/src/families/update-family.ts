import { resolveOther, updateFamilySchema } from '@edma/contract/family';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { verifyCaller } from '../auth/verify-caller.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { readFields } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { checkFamilyId, readFamilyForCaller } from './family-access.ts';
import { familyRef } from './family-docs.ts';

/** The stored family fields an update sets, from the dashboard's schema ("Other" stores its text); the console uses it too. */
export function familyDetailsUpdate(input: z.output<typeof updateFamilySchema>) {
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
 * POST update_family.php (JSON or multipart): the caller's family's address and membership. As at
 * registration, "Other" stores its free text, so the family reads back what its members entered.
 */
export const updateFamily: ApiHandler = async (request) => {
  const caller = await verifyCaller(request.headers.authorization);
  const input = parseOrReject(updateFamilySchema, await readFields(request));
  const familyId = checkFamilyId(input.familyId);
  await db().runTransaction(async (tx) => {
    await readFamilyForCaller(tx, familyId, caller);
    tx.update(familyRef(familyId), familyDetailsUpdate(input));
  });
  return { json: { success: true, message: 'Family updated successfully.' } };
};
