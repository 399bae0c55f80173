import { FAMILY_API, normaliseEmail, type Invitation } from '@edma/contract/family';
import type { EndpointHandler } from '../../http/route.ts';
import { notAllowed } from '../../errors/domain-error.ts';
import { invitationsOfEmail, type InvitationDoc } from '../../store/invitation-docs.ts';
import { memberEmailRef, type MemberEmailDoc } from '../../store/family-docs.ts';

/**
 * GET check_user.php?email=: whether the signed-in caller's own email is registered, and else which
 * families have invited it. Asking about any other email is refused, so nobody can probe who is
 * registered.
 */
export const checkUser: EndpointHandler<typeof FAMILY_API.checkUser, 'signed-in'> = async ({ email }, { caller }) => {
  if (normaliseEmail(email) !== caller.email) throw notAllowed('You can only check your own email address.');
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
  return { exists: familyId !== null, family_id: familyId, invitations };
};
