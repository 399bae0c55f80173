import { zodResolver } from '@hookform/resolvers/zod';
import { PHOTO_PUBLIC_LABEL, updateMemberSchema, type FamilyMember, type UpdateMemberInput } from '@edma/contract/family';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useApiAction } from '../../api/use-api-action.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DateOfBirthField } from '../../ui/date-of-birth-field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { PhotoPicker } from '../../ui/photo-picker.tsx';
import { registerField } from '../../ui/register-field.ts';
import { EmailField, TextField } from '../../ui/text-field.tsx';
import { usePhotoChoices } from '../../ui/use-photo-choices.ts';
import { saveMember, type MemberValues } from './dashboard-api.ts';
import {
  MEMBER_ADD_ERROR_MESSAGE,
  MEMBER_ADD_FAILED_MESSAGE,
  MEMBER_ADDED_MESSAGE,
  MEMBER_UPDATE_ERROR_MESSAGE,
  MEMBER_UPDATE_FAILED_MESSAGE,
  MEMBER_UPDATED_MESSAGE,
} from './dashboard-messages.ts';
import { useFamilyId } from './family-id-context.tsx';

interface Props {
  /** The member being edited, or null to add a new one. */
  member: FamilyMember | null;
  onSaved(member: FamilyMember, photoChanged: boolean): void;
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
  const form = useForm<UpdateMemberInput, unknown, MemberValues>({
    resolver: zodResolver(updateMemberSchema),
    defaultValues: {
      id: member?.id ?? '',
      familyId,
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      dob: member?.dob ?? '',
      photoPublic: member?.photo_public ?? false,
    },
  });

  const {
    register,
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const save = useApiAction(
    (token, values: MemberValues) => saveMember(values, photo, token),
    adding
      ? { done: MEMBER_ADDED_MESSAGE, refused: MEMBER_ADD_FAILED_MESSAGE, failed: MEMBER_ADD_ERROR_MESSAGE }
      : { done: MEMBER_UPDATED_MESSAGE, refused: MEMBER_UPDATE_FAILED_MESSAGE, failed: MEMBER_UPDATE_ERROR_MESSAGE },
    (result, values) =>
      onSaved(
        {
          id: result.id ?? values.id,
          name: values.name,
          email: values.email,
          phone: values.phone,
          dob: values.dob === '' ? null : values.dob,
          photo_path: result.photo_path ?? member?.photo_path ?? null,
          photo_public: values.photoPublic,
          email_pending: values.email.trim() !== '' && (member?.email !== values.email || member.email_pending),
        },
        photo !== null,
      ),
  );

  const prefix = `${id}-`;
  const busy = isSubmitting || chosen?.status === 'preparing';

  return (
    <form
      className="edit-form member-form"
      onSubmit={handleSubmit((values) => save.run(values))}
      noValidate
      aria-label={adding ? 'Add a family member' : `Edit ${member.name}`}
    >
      <input type="hidden" {...register('id')} />
      <input type="hidden" {...register('familyId')} />
      <PhotoPicker
        id={`${id}-photo`}
        label={adding ? 'Photo' : 'New photo'}
        photo={chosen}
        onChoose={(file) => photos.choose(PHOTO, file)}
        previewAlt="Preview of the new photo"
        previewClassName="member-photo member-photo--preview"
        previewSize={100}
      />
      <CheckboxField id={`${id}-photo-public`} label={PHOTO_PUBLIC_LABEL} {...register('photoPublic')} />
      <TextField label="Name" autoComplete="name" aria-required="true" {...registerField(form, 'name', prefix)} />
      <EmailField label="Email" {...registerField(form, 'email', prefix)} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...registerField(form, 'phone', prefix)} />
      <DateOfBirthField control={control} name="dob" id={`${id}-dob`} label="Date of Birth" />
      <FormActions saving={isSubmitting} disabled={busy} onCancel={onCancel} />
    </form>
  );
}
