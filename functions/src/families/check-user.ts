import { normaliseEmail, type Invitation } from '@edma/contract/family';
import { z } from 'zod';
import { verifyCaller } from '../auth/verify-caller.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { forbidden } from '../http/http-error.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { invitationsOfEmail, type InvitationDoc } from '../invitations/invitation-docs.ts';
import { memberEmailRef, type MemberEmailDoc } from './family-docs.ts';

const querySchema = z.object({ email: z.string().trim().min(1, { message: 'email is required.' }).max(320) });

/**
 * GET check_user.php?email=: whether the signed-in caller's own email is registered, and else which
 * families have invited it. Asking about any other email is refused, so nobody can probe who is
 * registered.
 */
export const checkUser: ApiHandler = async (request) => {
  const caller = await verifyCaller(request.headers.authorization);
  const { email } = parseOrReject(querySchema, { email: request.query.get('email') ?? '' });
  if (normaliseEmail(email) !== caller.email) throw forbidden('You can only check your own email address.');
  const owner = await memberEmailRef(caller.email).get();
  const familyId = owner.exists ? (owner.data() as MemberEmailDoc).familyId : null;
  let invitations: Invitation[] = [];
  if (!familyId) {
    const open = await invitationsOfEmail(caller.email).limit(10).get();
    invitations = open.docs.map((doc) => {
      const invitation = doc.data() as InvitationDoc;
      return { familyId: invitation.familyId, head: invitation.head };
    });
  }
  return { json: { exists: familyId !== null, family_id: familyId, invitations } };
};
