import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { MemberFields as MemberFieldSet } from '../../ui/member-fields.tsx';
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

/** One member box of the registration: the member fields, and Delete Member while there are others. */
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
  return (
    <fieldset className="registration__member" disabled={disabled}>
      <legend>Member {index + 1}</legend>
      <MemberFieldSet
        register={register}
        control={control}
        errors={errors?.[index]}
        at={`members.${index}.`}
        idPrefix={`member-${index}-`}
        dobRequired
        disabled={disabled}
        photo={{
          label: 'Photo',
          className: 'registration__photo',
          photo,
          onChoose: onChoosePhoto,
          onRemove: onRemovePhoto,
          previewAlt: 'Preview of the chosen photo',
        }}
      />
      {canDelete && (
        <Button variant="danger" className="registration__delete" aria-label={`Delete Member ${index + 1}`} onClick={onDelete}>
          Delete Member
        </Button>
      )}
    </fieldset>
  );
}
