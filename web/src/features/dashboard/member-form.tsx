import type { ParsedRequestOf } from '@edma/contract/endpoint';
import { FAMILY_API, UPDATE_MEMBER_PHOTO_FIELD, type FamilyMember } from '@edma/contract/family';
import { useId } from 'react';
import { useApiUpload } from '../../api/use-api.ts';
import { memberFormData } from '../../lib/member-form-data.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { PrivacyNoticeLine } from '../../ui/privacy-notice-line.tsx';
import { MemberFields } from '../../ui/member-fields.tsx';
import { memberFormValues } from '../../ui/family-form-values.ts';
import { useEndpointForm } from '../../ui/use-endpoint-form.ts';
import { usePhotoChoices } from '../../ui/use-photo-choices.ts';
import { saveWithAlerts } from './dashboard-change.ts';
import {
  MEMBER_ADD_ERROR_MESSAGE,
  MEMBER_ADD_FAILED_MESSAGE,
  MEMBER_ADDED_MESSAGE,
  MEMBER_UPDATE_ERROR_MESSAGE,
  MEMBER_UPDATE_FAILED_MESSAGE,
  MEMBER_UPDATED_MESSAGE,
} from './dashboard-messages.ts';
import { useFamilyId } from './family-id-context.tsx';

type MemberValues = ParsedRequestOf<typeof FAMILY_API.updateMember>;

interface Props {
  /** The member being edited, or null to add a new one. */
  member: FamilyMember | null;
  /** Saved: the member's id, and whether a new photo went with it. */
  onSaved(memberId: string, photoChanged: boolean): void;
  onCancel(): void;
}

/** The form's one photo in usePhotoChoices. */
const PHOTO = 'photo';

/** Edits one member's details and photo, or adds a member to the family (same form, no id). */
export function MemberForm({ member, onSaved, onCancel }: Props) {
  const id = useId();
  const familyId = useFamilyId();
  const adding = member === null;
  const photos = usePhotoChoices();
  const chosen = photos.photos[PHOTO];
  const photo = chosen?.status === 'ready' ? chosen.file : null;
  const form = useEndpointForm(FAMILY_API.updateMember, memberFormValues(familyId, member));
  const { register, handleSubmit, formState } = form;
  // Once saved, the family is read again (a new member's invitation shows as pending).
  const upload = useApiUpload(FAMILY_API.updateMember, { invalidates: [FAMILY_API.family] });

  async function save(values: MemberValues) {
    const texts = adding
      ? { done: MEMBER_ADDED_MESSAGE, refused: MEMBER_ADD_FAILED_MESSAGE, failed: MEMBER_ADD_ERROR_MESSAGE }
      : { done: MEMBER_UPDATED_MESSAGE, refused: MEMBER_UPDATE_FAILED_MESSAGE, failed: MEMBER_UPDATE_ERROR_MESSAGE };
    const result = await saveWithAlerts(upload.mutateAsync(memberFormData(values, UPDATE_MEMBER_PHOTO_FIELD, photo)), texts);
    if (result) onSaved(result.id ?? values.id, photo !== null);
  }

  return (
    <form
      className="edit-form member-form"
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label={adding ? 'Add a family member' : `Edit ${member.name}`}
    >
      <input type="hidden" {...register('id')} />
      <input type="hidden" {...register('familyId')} />
      <MemberFields
        register={register}
        control={form.control}
        errors={form.formState.errors}
        idPrefix={`${id}-`}
        photo={{
          label: adding ? 'Photo' : 'New photo',
          photo: chosen,
          onChoose: (file) => photos.choose(PHOTO, file),
          previewClassName: 'member-photo member-photo--preview',
          previewSize: 100,
        }}
      />
      <PrivacyNoticeLine />
      <FormActions
        saving={formState.isSubmitting}
        disabled={formState.isSubmitting || chosen?.status === 'preparing'}
        onCancel={onCancel}
      />
    </form>
  );
}
