import { PHOTO_PUBLIC_LABEL } from '@edma/contract/family';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DateOfBirthPicker } from '../../ui/date-of-birth-picker.tsx';
import { FieldError, errorProps } from './field-error.tsx';
import { PhotoField } from './photo-field.tsx';
import type { RegistrationFormInput, RegistrationFormValues } from './registration-form-schema.ts';
import type { PhotoState } from './use-member-photos.ts';

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
  const text = (field: 'name' | 'email' | 'phone') => {
    const message = error?.[field]?.message;
    return { message, errorId: id(`${field}-error`), attributes: errorProps(id(`${field}-error`), message) };
  };
  const name = text('name');
  const email = text('email');
  const phone = text('phone');

  return (
    <fieldset className="registration__member" disabled={disabled}>
      <legend>Member {index + 1}</legend>
      <div className="registration__field">
        <label htmlFor={id('name')}>
          Name{' '}
          <span aria-hidden="true" className="registration__required">
            *
          </span>
        </label>
        <input
          id={id('name')}
          type="text"
          autoComplete="name"
          aria-required="true"
          {...register(`members.${index}.name`)}
          {...name.attributes}
        />
        <FieldError id={name.errorId} message={name.message} />
      </div>
      <div className="registration__field">
        <label htmlFor={id('email')}>Email</label>
        <input id={id('email')} type="email" autoComplete="email" {...register(`members.${index}.email`)} {...email.attributes} />
        <FieldError id={email.errorId} message={email.message} />
      </div>
      <div className="registration__field">
        <label htmlFor={id('phone')}>Phone</label>
        <input id={id('phone')} type="tel" autoComplete="tel" {...register(`members.${index}.phone`)} {...phone.attributes} />
        <FieldError id={phone.errorId} message={phone.message} />
      </div>
      <div className="registration__field">
        <Controller
          control={control}
          name={`members.${index}.dob`}
          render={({ field, fieldState }) => (
            <DateOfBirthPicker
              id={id('dob')}
              label="Date of Birth"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              required
              disabled={disabled}
            />
          )}
        />
      </div>
      <PhotoField id={id('photo')} photo={photo} onChoose={onChoosePhoto} onRemove={onRemovePhoto} disabled={disabled} />
      <div className="registration__check">
        <input id={id('photo-public')} type="checkbox" {...register(`members.${index}.photoPublic`)} />
        <label htmlFor={id('photo-public')}>{PHOTO_PUBLIC_LABEL}</label>
      </div>
      {canDelete && (
        <button type="button" className="registration__delete" aria-label={`Delete Member ${index + 1}`} onClick={onDelete}>
          Delete Member
        </button>
      )}
    </fieldset>
  );
}
