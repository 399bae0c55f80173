import { memberFieldName } from '@edma/contract/registration-form-fields';
import { appendMember } from '../../lib/member-form-data.ts';
import type { RegistrationFormValues } from './registration-form-schema.ts';

/**
 * The multipart body of POST FAMILY_PATHS.save with the spec's field names (the contract's
 * registration-form-fields.ts); a member's photo is only sent when one was chosen.
 */
export function registrationFormData(values: RegistrationFormValues, photos: readonly (File | undefined)[]): FormData {
  const form = new FormData();
  form.append('houseNo', values.houseNo);
  form.append('addressLine', values.addressLine);
  form.append('postalCode', values.postalCode);
  form.append('location', values.location);
  form.append('membershipType', values.membershipType);
  form.append('otherLocation', values.location === 'Other' ? values.otherLocation : '');
  form.append('otherMembership', values.membershipType === 'Other' ? values.otherMembership : '');
  form.append('newsOptIn', values.newsOptIn ? 'true' : 'false');
  values.members.forEach((member, i) =>
    appendMember(form, member, { field: memberFieldName(i, 'photo'), file: photos[i] }, (field) => memberFieldName(i, field)),
  );
  return form;
}
