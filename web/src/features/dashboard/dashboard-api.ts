import {
  apiResultSchema,
  familyResponseSchema,
  updateMemberResponseSchema,
  type UpdateFamilyInput,
  type updateMemberSchema,
} from '@edma/contract/family';
import type { z } from 'zod';
import { getJson, postForm, postJson } from '../../api/api-client.ts';

export type MemberValues = z.output<typeof updateMemberSchema>;

export function fetchFamily(familyId: string, token: string) {
  return getJson(`/api/get_family_from_id.php?familyId=${encodeURIComponent(familyId)}`, familyResponseSchema, {
    token,
  });
}

export function updateFamily(input: UpdateFamilyInput, token: string) {
  return postJson('/api/update_family.php', input, apiResultSchema, { token });
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
  if (newPhoto) form.append('newPhoto', newPhoto, newPhoto.name);
  return postForm('/api/update_member.php', form, updateMemberResponseSchema, { token });
}

export function deleteMember(id: string, familyId: string, token: string) {
  return postJson('/api/delete_member.php', { id, familyId }, apiResultSchema, { token });
}
