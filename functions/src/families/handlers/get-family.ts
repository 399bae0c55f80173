import { FAMILY_API, normaliseEmail, type FamilyMember } from '@edma/contract/family';
import type { EndpointHandler } from '../../http/route.ts';
import { familyOfCaller } from '../family-access.ts';
import { familyRef, membersOf, type MemberDoc } from '../../store/family-docs.ts';

/** GET get_family_from_id.php?familyId=: the caller's family with every member's details. */
export const getFamily: EndpointHandler<typeof FAMILY_API.family, 'own-family'> = async ({ familyId }, { caller }) => {
  const family = familyOfCaller(await familyRef(familyId).get(), caller);
  const members = await membersOf(familyId).orderBy('order').get();
  return {
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
  };
};
