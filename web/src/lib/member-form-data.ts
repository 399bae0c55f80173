import type { MemberInput } from '@edma/contract/family';

/** A member's text fields as every multipart member form sends them (the contract's names). */
type MemberValues = Pick<MemberInput, 'name' | 'email' | 'phone' | 'dob' | 'photoPublic'>;

/**
 * Appends a member to a multipart form: its fields under `fieldName(field)` (plain names, or
 * registration's `members[i][field]`), then its photo under `photoField`, only when one was chosen.
 */
export function appendMember(
  form: FormData,
  member: MemberValues,
  photo: { field: string; file: File | null | undefined },
  fieldName: (field: keyof MemberValues) => string = (field) => field,
): FormData {
  form.append(fieldName('name'), member.name);
  form.append(fieldName('email'), member.email);
  form.append(fieldName('phone'), member.phone);
  form.append(fieldName('dob'), member.dob);
  form.append(fieldName('photoPublic'), String(member.photoPublic));
  if (photo.file) form.append(photo.field, photo.file, photo.file.name);
  return form;
}

/**
 * The form of one member's save (the dashboard's update_member.php, the console's member route):
 * the member's family, its id when it has one (none adds a member), its fields and new photo.
 */
export function memberFormData(
  member: MemberValues & { familyId: string; id: string },
  photoField: string,
  photo: File | null | undefined,
): FormData {
  const form = new FormData();
  if (member.id) form.append('id', member.id);
  form.append('familyId', member.familyId);
  return appendMember(form, member, { field: photoField, file: photo });
}
