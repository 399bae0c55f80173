import {
  apiResultSchema,
  FAMILY_PATHS,
  familyResponseSchema,
  UPDATE_MEMBER_PHOTO_FIELD,
  updateMemberResponseSchema,
  type UpdateFamilyInput,
  type updateMemberSchema,
} from '@edma/contract/family';
import type { z } from 'zod';
import { getJson, postForm, postJson, withQuery } from '../../api/api-client.ts';

export type MemberValues = z.output<typeof updateMemberSchema>;

export function fetchFamily(familyId: string, token: string) {
  return getJson(withQuery(FAMILY_PATHS.family, { familyId }), familyResponseSchema, { token });
}

export function updateFamily(input: UpdateFamilyInput, token: string) {
  return postJson(FAMILY_PATHS.update, input, apiResultSchema, { token });
}

/** Updates a member (with id) or adds one to the family (without id); `newPhoto` only when chosen. */
export function saveMember(values: MemberValues, newPhoto: File | null, token: string) {
  const form = new FormData();
  if (values.id) form.append('id', values.id);
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('phone', values.phone);
  form.append('dob', values.dob);
  form.append('photoPublic', String(values.photoPublic));
  form.append('familyId', values.familyId);
  if (newPhoto) form.append(UPDATE_MEMBER_PHOTO_FIELD, newPhoto, newPhoto.name);
  return postForm(FAMILY_PATHS.updateMember, form, updateMemberResponseSchema, { token });
}

export function deleteMember(id: string, familyId: string, token: string) {
  return postJson(FAMILY_PATHS.deleteMember, { id, familyId }, apiResultSchema, { token });
}
