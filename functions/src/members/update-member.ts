import { updateMemberSchema } from '@edma/contract/family';
import { FieldValue } from 'firebase-admin/firestore';
import { verifyCaller } from '../auth/verify-caller.ts';
import { RATE_LIMIT_MULTIPLIER } from '../config/params.ts';
import { familyOfCaller, readFamilyForCaller, resolveFamilyId } from '../families/family-access.ts';
import { familyRef, isDocId, membersOf, type MemberDoc } from '../families/family-docs.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { isJson, readJson, readMultipart } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { applyFamilyEmails, readInvitedEmails } from '../invitations/apply-family-emails.ts';
import { planFamilyEmails } from '../invitations/family-emails.ts';
import type { UploadedFile } from '../multipart/parse-multipart.ts';
import { deletePhotos, newPhotoPath, savePhoto } from '../photos/photo-storage.ts';
import { processPhoto } from '../photos/process-photo.ts';
import { enforceRateLimit } from '../rate-limit/rate-limiter.ts';
import { sha256 } from '../registration/idempotency-key.ts';
import { memberAddKey, memberAddRef } from './member-add-key.ts';
import { assertValidFamily, MEMBER_NOT_FOUND_MESSAGE } from './member-rules.ts';

async function readMemberForm(request: Parameters<ApiHandler>[0]): Promise<{ fields: Record<string, unknown>; photo?: UploadedFile }> {
  if (isJson(request)) return { fields: readJson(request) };
  const form = await readMultipart(request, 1);
  const unexpected = form.files.find((f) => f.field !== 'newPhoto');
  if (unexpected) throw badRequest(`Unexpected file field ${unexpected.field}.`);
  return { fields: Object.fromEntries(form.fields), photo: form.files[0] };
}

/**
 * POST update_member.php (multipart, optional newPhoto): changes one member of the caller's
 * family, or adds one when no id is given. The caller's membership is checked before any photo is
 * decoded or stored. A new photo is stored before the transaction and the replaced one deleted
 * after it, so a failure never leaves the member without a photo file. A new email only invites
 * its owner; the same "add member" form sent twice adds one member.
 */
export const updateMember: ApiHandler = async (request) => {
  const caller = await verifyCaller(request.headers.authorization);
  await enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const { fields, photo } = await readMemberForm(request);
  const input = parseOrReject(updateMemberSchema, fields);
  if (input.id && !isDocId(input.id)) throw badRequest('A valid member id is required.');
  const familyId = await resolveFamilyId(input.familyId, caller);
  familyOfCaller(await familyRef(familyId).get(), caller);

  const processed = photo ? await processPhoto(photo.data) : null;
  const addKey = input.id ? null : memberAddKey(input, photo ? sha256(photo.data) : null);
  let memberId = input.id || membersOf(familyId).doc().id;
  const newPath = processed ? newPhotoPath(familyId, memberId) : null;

  let result: { photoPath: string | null; replacedPath: string | null; duplicate: boolean };
  try {
    if (newPath && processed) await savePhoto(newPath, processed);
    result = await db().runTransaction(async (tx) => {
      const family = await readFamilyForCaller(tx, familyId, caller);
      const members = await tx.get(membersOf(familyId));
      const invited = await readInvitedEmails(tx, familyId);
      if (addKey) {
        const earlier = await tx.get(memberAddRef(familyId, addKey));
        const earlierId = earlier.get('memberId') as string | undefined;
        const existing = members.docs.find((doc) => doc.id === earlierId);
        if (existing) {
          memberId = existing.id;
          return { photoPath: (existing.data() as MemberDoc).photo_path, replacedPath: null, duplicate: true };
        }
      }
      const current = members.docs.find((doc) => doc.id === memberId);
      if (input.id && !current) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
      const previous = current?.data() as MemberDoc | undefined;
      const order = previous?.order ?? Math.max(-1, ...members.docs.map((doc) => doc.get('order') as number)) + 1;
      const updated: MemberDoc = {
        name: input.name,
        email: input.email,
        phone: input.phone,
        dob: input.dob || null,
        photo_path: newPath ?? previous?.photo_path ?? null,
        photo_public: input.photoPublic,
        order,
      };
      const after = [...members.docs.filter((doc) => doc.id !== memberId).map((doc) => doc.data() as MemberDoc), updated];
      after.sort((a, b) => a.order - b.order);
      assertValidFamily(after);
      const emails = planFamilyEmails(family.member_emails, invited, after);

      tx.set(membersOf(familyId).doc(memberId), updated);
      tx.update(familyRef(familyId), { member_emails: emails.accepted, updated_at: FieldValue.serverTimestamp() });
      applyFamilyEmails(tx, familyId, emails, after[0]!.name);
      if (addKey) tx.set(memberAddRef(familyId, addKey), { memberId, created_at: FieldValue.serverTimestamp() });
      return { photoPath: updated.photo_path, replacedPath: newPath ? (previous?.photo_path ?? null) : null, duplicate: false };
    });
  } catch (error) {
    if (newPath) await deletePhotos([newPath]);
    throw error;
  }
  // A repeated add stored its own copy of the photo before it knew: that copy is not used.
  await deletePhotos([result.duplicate ? newPath : result.replacedPath]);
  return { json: { success: true, message: 'Member updated successfully.', id: memberId, photo_path: result.photoPath } };
};
