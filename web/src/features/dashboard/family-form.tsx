import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBERSHIP_TYPES, updateFamilySchema, type FamilyDetails, type UpdateFamilyInput } from '@edma/contract/family';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { updateFamily } from './dashboard-api.ts';
import { reportFailure } from './dashboard-failure.ts';
import {
  FAMILY_UPDATE_ERROR_MESSAGE,
  FAMILY_UPDATE_FAILED_MESSAGE,
  FAMILY_UPDATED_MESSAGE,
} from './dashboard-messages.ts';
import { FieldError } from './field-error.tsx';
import { FormActions } from './form-actions.tsx';

/** The form keeps the select's empty "Select Membership" choice until validation. */
type FamilyFormValues = Omit<UpdateFamilyInput, 'membership_type'> & { membership_type: string };

interface Props {
  family: FamilyDetails;
  familyId: string;
  idToken(): Promise<string>;
  onSaved(family: FamilyDetails): void;
  onCancel(): void;
  onSessionExpired(): void;
}

export function FamilyForm({ family, familyId, idToken, onSaved, onCancel, onSessionExpired }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FamilyFormValues, unknown, UpdateFamilyInput>({
    resolver: zodResolver(updateFamilySchema) as unknown as Resolver<FamilyFormValues, unknown, UpdateFamilyInput>,
    defaultValues: {
      familyId,
      house_no: family.house_no,
      address_line: family.address_line,
      location: family.location,
      postal_code: family.postal_code,
      membership_type: membershipChoice(family.membership_type),
    },
  });

  async function save(values: UpdateFamilyInput) {
    try {
      const result = await updateFamily(values, await idToken());
      if (!result.success) {
        window.alert(FAMILY_UPDATE_FAILED_MESSAGE);
        return;
      }
      window.alert(FAMILY_UPDATED_MESSAGE);
      const { familyId: _omit, ...fields } = values;
      onSaved({ ...family, ...fields });
    } catch (error) {
      reportFailure(error, FAMILY_UPDATE_ERROR_MESSAGE, onSessionExpired);
    }
  }

  const field = (name: keyof Omit<FamilyFormValues, 'familyId'>) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="edit-form" onSubmit={handleSubmit(save)} noValidate aria-label="Edit family information">
      <input type="hidden" {...register('familyId')} />
      <div className="form-field">
        <label htmlFor={`${id}-house_no`}>House No</label>
        <input type="text" autoComplete="address-line1" {...field('house_no')} {...register('house_no')} />
        <FieldError id={`${id}-house_no-error`} error={errors.house_no} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-address_line`}>Address Line</label>
        <input type="text" autoComplete="address-line2" {...field('address_line')} {...register('address_line')} />
        <FieldError id={`${id}-address_line-error`} error={errors.address_line} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-location`}>Location</label>
        <input type="text" autoComplete="address-level2" {...field('location')} {...register('location')} />
        <FieldError id={`${id}-location-error`} error={errors.location} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-postal_code`}>Postal Code</label>
        <input type="text" autoComplete="postal-code" {...field('postal_code')} {...register('postal_code')} />
        <FieldError id={`${id}-postal_code-error`} error={errors.postal_code} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-membership_type`}>Membership Type</label>
        <select {...field('membership_type')} {...register('membership_type')}>
          <option value="">Select Membership</option>
          {MEMBERSHIP_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-membership_type-error`} error={errors.membership_type} />
      </div>
      <FormActions saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** The select offers Gold, Silver and Other; a free-text type from registration counts as Other. */
export function membershipChoice(value: string): string {
  if ((MEMBERSHIP_TYPES as readonly string[]).includes(value)) return value;
  return value.trim() === '' ? '' : 'Other';
}
