import type { z } from 'zod';
import { isGmail, registrationFieldsSchema, requireOtherTexts } from '@edma/contract/family';

/**
 * The contract's registration rules minus the Gmail rule, which the form asks as an alert after
 * the single-member confirm (spec section 5); the server still enforces it.
 */
export const registrationFormSchema = requireOtherTexts(registrationFieldsSchema);

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;
export type MemberFormInput = RegistrationFormInput['members'][number];

export function blankMember(): MemberFormInput {
  return { name: '', email: '', phone: '', dob: '', photoPublic: false };
}

/** The form as it opens for a signed-in registrant: their Google name and email in the first box. */
export function emptyRegistration(registrant: { name: string; email: string } = { name: '', email: '' }): RegistrationFormInput {
  return {
    houseNo: '',
    addressLine: '',
    postalCode: '',
    location: '',
    membershipType: '',
    otherLocation: '',
    otherMembership: '',
    newsOptIn: false,
    members: [{ ...blankMember(), name: registrant.name, email: registrant.email }],
  };
}

export function hasGmailMember(members: readonly { email?: string }[]): boolean {
  return members.some((m) => isGmail(m.email));
}
