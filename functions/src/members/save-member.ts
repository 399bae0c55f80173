import { UPDATE_MEMBER_PHOTO_FIELD, type MemberInput } from '@edma/contract/family';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { familyRef, membersOf, type FamilyDoc, type MemberDoc } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { inTurn } from '../store/in-turn.ts';
import type { ApiRequest } from '../http/api-request.ts';
import { invalidInput, notFound } from '../errors/domain-error.ts';
import { isJson, readJson, readMultipart } from '../http/request-body.ts';
import { applyFamilyEmails, readInvitedEmails } from '../invitations/apply-family-emails.ts';
import { planFamilyEmails } from '../invitations/family-emails.ts';
import type { UploadedFile } from '../multipart/parse-multipart.ts';
import { deletePhotos, newPhotoPath, savePhoto } from '../photos/photo-storage.ts';
import { processPhoto } from '../photos/process-photo.ts';
import { sha256 } from '../registration/idempotency-key.ts';
import { memberAddKey, memberAddRef } from './member-add-key.ts';
import { assertValidFamily, MEMBER_NOT_FOUND_MESSAGE } from './member-rules.ts';

/** The multipart file field of a member's new photo (the dashboard's name, kept for the console). */
export const MEMBER_PHOTO_FIELD = UPDATE_MEMBER_PHOTO_FIELD;

/** A member form: JSON, or multipart with at most one photo in MEMBER_PHOTO_FIELD. */
export async function readMemberForm(request: ApiRequest): Promise<{ fields: Record<string, unknown>; photo?: UploadedFile }> {
  if (isJson(request)) return { fields: readJson(request) };
  const form = await readMultipart(request, 1);
  const unexpected = form.files.find((f) => f.field !== MEMBER_PHOTO_FIELD);
  if (unexpected) throw invalidInput(`Unexpected file field ${unexpected.field}.`);
  return { fields: Object.fromEntries(form.fields), photo: form.files[0] };
}

/** The member fields a change touched, by name (what an audit entry records, never the values). */
export type MemberField = 'name' | 'email' | 'phone' | 'dob' | 'photo' | 'photo_public';

export interface MemberChange {
  familyId: string;
  /** The member's id, or '' to add one. */
  id: string;
  input: MemberInput;
  photo?: UploadedFile;
  /** Reads the family inside the transaction, refusing whoever may not change it (403 / 404). */
  readFamily(tx: Transaction): Promise<FamilyDoc>;
  /**
   * Refuses (throws) a change this caller may not make, seeing the members as stored and the member
   * before and after; called in the transaction before anything is written.
   */
  check?(change: { members: readonly MemberDoc[]; before: MemberDoc | undefined; after: MemberDoc }): void;
  /** Writes that belong with the change (the committee's audit entry), in its transaction. */
  onWrite?(tx: Transaction, written: { memberId: string; added: boolean; fields: MemberField[] }): void;
}

export interface SavedMember {
  memberId: string;
  photoPath: string | null;
  /** The same "add member" form was already applied: nothing was written. */
  duplicate: boolean;
}

function changedFields(before: MemberDoc | undefined, after: MemberDoc, newPhoto: boolean): MemberField[] {
  if (!before) return ['name', 'email', 'phone', 'dob', ...(newPhoto ? (['photo'] as const) : []), 'photo_public'];
  const fields: MemberField[] = [];
  for (const name of ['name', 'email', 'phone', 'dob'] as const) if (before[name] !== after[name]) fields.push(name);
  if (newPhoto) fields.push('photo');
  if ((before.photo_public === true) !== after.photo_public) fields.push('photo_public');
  return fields;
}

/**
 * Changes one member of a family, or adds one when `id` is empty: the one implementation behind the
 * dashboard's update_member.php and the committee console. The caller has already checked who may
 * change the family (checked again in the transaction by `readFamily`) before the photo is decoded
 * here by its content. A new photo is stored before the transaction and the replaced one deleted
 * after it, so a failure never leaves the member without a photo file. The family keeps the
 * registration rules (member_rules.ts); an email nobody has proved only invites its owner
 * (invitations/family-emails.ts); the same "add member" form sent twice adds one member. The
 * directory snapshot follows by its triggers.
 */
export async function saveMember(change: MemberChange): Promise<SavedMember> {
  const { familyId, input, photo } = change;
  const processed = photo ? await processPhoto(photo.data) : null;
  const addKey = change.id ? null : memberAddKey(input, photo ? sha256(photo.data) : null);
  let memberId = change.id || membersOf(familyId).doc().id;
  const newPath = processed ? newPhotoPath(familyId, memberId) : null;

  let result: { photoPath: string | null; replacedPath: string | null; duplicate: boolean };
  try {
    if (newPath && processed) await savePhoto(newPath, processed);
    // One change of a family's members at a time in this instance (see in-turn.ts).
    result = await inTurn(`members.${familyId}`, () =>
      db().runTransaction(async (tx) => {
        const family = await change.readFamily(tx);
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
        if (change.id && !current) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
        const previous = current?.data() as MemberDoc | undefined;
        const order = previous?.order ?? Math.max(-1, ...members.docs.map((doc) => doc.get('order') as number)) + 1;
        // The form carries only what it shows: what it does not (a child's recorded consent) is kept.
        const updated: MemberDoc = {
          ...previous,
          name: input.name,
          email: input.email,
          phone: input.phone,
          dob: input.dob || null,
          photo_path: newPath ?? previous?.photo_path ?? null,
          photo_public: input.photoPublic,
          order,
        };
        change.check?.({ members: members.docs.map((doc) => doc.data() as MemberDoc), before: previous, after: updated });
        const after = [...members.docs.filter((doc) => doc.id !== memberId).map((doc) => doc.data() as MemberDoc), updated];
        after.sort((a, b) => a.order - b.order);
        assertValidFamily(after);
        const emails = planFamilyEmails(family.member_emails, invited, after);

        tx.set(membersOf(familyId).doc(memberId), updated);
        tx.update(familyRef(familyId), { member_emails: emails.accepted, updated_at: FieldValue.serverTimestamp() });
        applyFamilyEmails(tx, familyId, emails, after[0]!.name);
        if (addKey) tx.set(memberAddRef(familyId, addKey), { memberId, created_at: FieldValue.serverTimestamp() });
        change.onWrite?.(tx, { memberId, added: !previous, fields: changedFields(previous, updated, newPath !== null) });
        return { photoPath: updated.photo_path, replacedPath: newPath ? (previous?.photo_path ?? null) : null, duplicate: false };
      }),
    );
  } catch (error) {
    if (newPath) await deletePhotos([newPath]);
    throw error;
  }
  // A repeated add stored its own copy of the photo before it knew: that copy is not used.
  await deletePhotos([result.duplicate ? newPath : result.replacedPath]);
  return { memberId, photoPath: result.photoPath, duplicate: result.duplicate };
}
