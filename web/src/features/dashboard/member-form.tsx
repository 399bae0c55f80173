import { zodResolver } from '@hookform/resolvers/zod';
import { PHOTO_PUBLIC_LABEL, updateMemberSchema, type FamilyMember, type UpdateMemberInput } from '@edma/contract/family';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { downscaleImage } from '../../lib/downscale-image.ts';
import { useApiAction } from '../../api/use-api-action.ts';
import { DateOfBirthPicker } from '../../ui/date-of-birth-picker.tsx';
import { saveMember, type MemberValues } from './dashboard-api.ts';
import {
  MEMBER_ADD_ERROR_MESSAGE,
  MEMBER_ADD_FAILED_MESSAGE,
  MEMBER_ADDED_MESSAGE,
  MEMBER_UPDATE_ERROR_MESSAGE,
  MEMBER_UPDATE_FAILED_MESSAGE,
  MEMBER_UPDATED_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
} from './dashboard-messages.ts';
import { FieldError } from './field-error.tsx';
import { FormActions } from './form-actions.tsx';
import { useFamilyId } from './family-id-context.tsx';

interface Props {
  /** The member being edited, or null to add a new one. */
  member: FamilyMember | null;
  onSaved(member: FamilyMember, photoChanged: boolean): void;
  onCancel(): void;
}

interface ChosenPhoto {
  file: File;
  previewUrl: string;
}

/** Edits one member's details and photo, or adds a member to the family (same form, no id). */
export function MemberForm({ member, onSaved, onCancel }: Props) {
  const id = useId();
  const familyId = useFamilyId();
  const adding = member === null;
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateMemberInput, unknown, MemberValues>({
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

  // Each preview holds an object URL: release it once it is replaced or the form closes.
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.previewUrl);
    },
    [photo],
  );

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError(NOT_AN_IMAGE_MESSAGE);
      setPhoto(null);
      event.target.value = '';
      return;
    }
    setPhotoError(null);
    setPreparingPhoto(true);
    try {
      const small = await downscaleImage(file);
      setPhoto({ file: small, previewUrl: URL.createObjectURL(small) });
    } finally {
      setPreparingPhoto(false);
    }
  }

  const save = useApiAction(
    (token, values: MemberValues) => saveMember(values, photo?.file ?? null, token),
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

  const field = (name: 'name' | 'email' | 'phone') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const busy = isSubmitting || preparingPhoto;

  return (
    <form
      className="edit-form member-form"
      onSubmit={handleSubmit((values) => save.run(values))}
      noValidate
      aria-label={adding ? 'Add a family member' : `Edit ${member.name}`}
    >
      <input type="hidden" {...register('id')} />
      <input type="hidden" {...register('familyId')} />
      <div className="form-field">
        <label htmlFor={`${id}-photo`}>{adding ? 'Photo' : 'New photo'}</label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          onChange={(event) => void choosePhoto(event)}
          aria-invalid={photoError ? true : undefined}
          aria-describedby={photoError ? `${id}-photo-error` : undefined}
        />
        {photoError && (
          <p id={`${id}-photo-error`} className="field-error" role="alert">
            {photoError}
          </p>
        )}
        {preparingPhoto && <p role="status">Preparing photo...</p>}
        {photo && (
          <img
            className="member-photo member-photo--preview"
            src={photo.previewUrl}
            alt="Preview of the new photo"
            width={100}
            height={100}
          />
        )}
      </div>
      <div className="form-field form-field--check">
        <input id={`${id}-photo-public`} type="checkbox" {...register('photoPublic')} />
        <label htmlFor={`${id}-photo-public`}>{PHOTO_PUBLIC_LABEL}</label>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input type="text" autoComplete="name" aria-required="true" {...field('name')} {...register('name')} />
        <FieldError id={`${id}-name-error`} error={errors.name} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input type="email" autoComplete="email" {...field('email')} {...register('email')} />
        <FieldError id={`${id}-email-error`} error={errors.email} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input type="tel" autoComplete="tel" {...field('phone')} {...register('phone')} />
        <FieldError id={`${id}-phone-error`} error={errors.phone} />
      </div>
      <div className="form-field">
        <Controller
          control={control}
          name="dob"
          render={({ field: dob, fieldState }) => (
            <DateOfBirthPicker
              id={`${id}-dob`}
              label="Date of Birth"
              name={dob.name}
              value={dob.value ?? ''}
              onChange={dob.onChange}
              onBlur={dob.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <FormActions saving={isSubmitting} disabled={busy} onCancel={onCancel} />
    </form>
  );
}
