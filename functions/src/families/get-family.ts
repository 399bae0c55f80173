import { normaliseEmail, type FamilyMember } from '@edma/contract/family';
import { verifyCaller } from '../auth/verify-caller.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { checkFamilyId, familyOfCaller } from './family-access.ts';
import { familyRef, membersOf, type MemberDoc } from './family-docs.ts';

/** GET get_family_from_id.php?familyId=: the caller's family with every member's details. */
export const getFamily: ApiHandler = async (request) => {
  const caller = await verifyCaller(request.headers.authorization);
  const familyId = checkFamilyId(request.query.get('familyId')?.trim() ?? '');
  const family = familyOfCaller(await familyRef(familyId).get(), caller);
  const members = await membersOf(familyId).orderBy('order').get();
  return {
    json: {
      success: true,
      family: {
        id: familyId,
        approval: family.approval ?? 'approved',
        rejection_reason: family.rejection_reason ?? null,
        house_no: family.house_no,
        address_line: family.address_line,
        location: family.location,
        postal_code: family.postal_code,
        membership_type: family.membership_type,
      },
      members: members.docs.map((doc): FamilyMember => {
        const m = doc.data() as MemberDoc;
        return {
          id: doc.id,
          name: m.name,
          email: m.email,
          phone: m.phone,
          dob: m.dob,
          photo_path: m.photo_path,
          photo_public: m.photo_public === true,
          email_pending: m.email.trim() !== '' && !family.member_emails.includes(normaliseEmail(m.email)),
        };
      }),
    },
  };
};
