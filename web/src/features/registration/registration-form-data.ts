import type { RegistrationFormValues } from './registration-form-schema.ts';

/**
 * The multipart body of POST /api/save_family.php with the spec's field names; a member's photo
 * is only sent when one was chosen.
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
  values.members.forEach((member, i) => {
    form.append(`members[${i}][name]`, member.name);
    form.append(`members[${i}][email]`, member.email);
    form.append(`members[${i}][phone]`, member.phone);
    form.append(`members[${i}][dob]`, member.dob);
    form.append(`members[${i}][photoPublic]`, String(member.photoPublic));
    const photo = photos[i];
    if (photo) form.append(`members[${i}][photo]`, photo, photo.name);
  });
  return form;
}
