import { PHOTO_PUBLIC_LABEL } from '@edma/contract/family';
import type { Control, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from './checkbox-field.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { PhotoPicker, type PhotoPickerProps } from './photo-picker.tsx';
import { EmailField, TextField } from './text-field.tsx';

type MemberField = 'name' | 'email' | 'phone' | 'dob' | 'photoPublic';

export interface MemberFieldsProps<TValues extends FieldValues, TOutput extends FieldValues> {
  register: UseFormRegister<TValues>;
  control: Control<TValues, unknown, TOutput>;
  /** The member's messages, by field (react-hook-form's errors at the member). */
  errors: Partial<Record<MemberField, { message?: string }>> | undefined;
  /** Where the member's fields sit in the form: '' for a form of one member, `members.2.` in a list. */
  at?: string;
  /** Each control's id is this prefix and its field (`member-2-name`). */
  idPrefix: string;
  /** The member's photo picker (its state and choice come from usePhotoChoices). */
  photo: Omit<PhotoPickerProps, 'id' | 'disabled' | 'previewAlt'> & { previewAlt?: string };
  /** The committee types someone else's details: no autofill from its own browser. */
  noAutofill?: boolean;
  emailHint?: string;
  dobRequired?: boolean;
  disabled?: boolean;
}

/**
 * A member's name, email, phone, date of birth, photo and its public choice: the one set of member
 * fields of registration, the dashboard and the console (the contract's memberInputSchema names).
 */
export function MemberFields<TValues extends FieldValues, TOutput extends FieldValues>({
  register,
  control,
  errors,
  at = '',
  idPrefix,
  photo,
  noAutofill = false,
  emailHint,
  dobRequired,
  disabled,
}: MemberFieldsProps<TValues, TOutput>) {
  const path = (field: MemberField) => `${at}${field}` as FieldPath<TValues>;
  const autoComplete = (value: string) => (noAutofill ? 'off' : value);
  return (
    <>
      <TextField
        id={`${idPrefix}name`}
        label="Name"
        autoComplete={autoComplete('name')}
        required
        error={errors?.name?.message}
        {...register(path('name'))}
      />
      <EmailField
        id={`${idPrefix}email`}
        label="Email"
        autoComplete={autoComplete('email')}
        hint={emailHint}
        error={errors?.email?.message}
        {...register(path('email'))}
      />
      <TextField
        id={`${idPrefix}phone`}
        label="Phone"
        type="tel"
        autoComplete={autoComplete('tel')}
        error={errors?.phone?.message}
        {...register(path('phone'))}
      />
      <DateOfBirthField
        control={control}
        name={path('dob')}
        id={`${idPrefix}dob`}
        label="Date of Birth"
        required={dobRequired}
        disabled={disabled}
      />
      <PhotoPicker id={`${idPrefix}photo`} previewAlt="Preview of the new photo" disabled={disabled} {...photo} />
      <CheckboxField id={`${idPrefix}photo-public`} label={PHOTO_PUBLIC_LABEL} {...register(path('photoPublic'))} />
    </>
  );
}
