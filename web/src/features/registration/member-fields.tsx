import { PHOTO_PUBLIC_LABEL } from '@edma/contract/family';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DateOfBirthField } from '../../ui/date-of-birth-field.tsx';
import { PhotoPicker } from '../../ui/photo-picker.tsx';
import { EmailField, TextField } from '../../ui/text-field.tsx';
import type { PhotoState } from '../../ui/use-photo-choices.ts';
import type { RegistrationFormInput, RegistrationFormValues } from './registration-form-schema.ts';

interface Props {
  index: number;
  register: UseFormRegister<RegistrationFormInput>;
  control: Control<RegistrationFormInput, unknown, RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormInput>['members'];
  canDelete: boolean;
  onDelete: () => void;
  photo: PhotoState | undefined;
  onChoosePhoto: (file: File | undefined) => void;
  onRemovePhoto: () => void;
  disabled: boolean;
}

/** One member box: name, email, phone, date of birth and photo. */
export function MemberFields({
  index,
  register,
  control,
  errors,
  canDelete,
  onDelete,
  photo,
  onChoosePhoto,
  onRemovePhoto,
  disabled,
}: Props) {
  const id = (field: string) => `member-${index}-${field}`;
  const error = errors?.[index];

  return (
    <fieldset className="registration__member" disabled={disabled}>
      <legend>Member {index + 1}</legend>
      <TextField
        id={id('name')}
        label="Name"
        autoComplete="name"
        required
        error={error?.name?.message}
        {...register(`members.${index}.name`)}
      />
      <EmailField id={id('email')} label="Email" error={error?.email?.message} {...register(`members.${index}.email`)} />
      <TextField
        id={id('phone')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={error?.phone?.message}
        {...register(`members.${index}.phone`)}
      />
      <DateOfBirthField control={control} name={`members.${index}.dob`} id={id('dob')} label="Date of Birth" required disabled={disabled} />
      <PhotoPicker
        id={id('photo')}
        label="Photo"
        className="registration__photo"
        photo={photo}
        onChoose={onChoosePhoto}
        onRemove={onRemovePhoto}
        previewAlt="Preview of the chosen photo"
        disabled={disabled}
      />
      <CheckboxField id={id('photo-public')} label={PHOTO_PUBLIC_LABEL} {...register(`members.${index}.photoPublic`)} />
      {canDelete && (
        <Button variant="danger" className="registration__delete" aria-label={`Delete Member ${index + 1}`} onClick={onDelete}>
          Delete Member
        </Button>
      )}
    </fieldset>
  );
}
