import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOCATION_OPTIONS,
  MEMBERSHIP_TYPES,
  resolveOther,
  updateFamilySchema,
  type FamilyDetails,
  type UpdateFamilyInput,
} from '@edma/contract/family';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useApiAction } from '../../api/use-api-action.ts';
import { updateFamily } from './dashboard-api.ts';
import { FAMILY_UPDATE_ERROR_MESSAGE, FAMILY_UPDATE_FAILED_MESSAGE, FAMILY_UPDATED_MESSAGE } from './dashboard-messages.ts';
import { FieldError } from './field-error.tsx';
import { FormActions } from './form-actions.tsx';
import { useFamilyId } from './family-id-context.tsx';

type FamilyFormValues = UpdateFamilyInput;
type FamilyFormOutput = z.output<typeof updateFamilySchema>;

interface Props {
  family: FamilyDetails;
  onSaved(family: FamilyDetails): void;
  onCancel(): void;
}

/**
 * A stored location or membership type as the form's choice: one of the options, or "Other" with the
 * stored text (registration stores the text entered for "Other", so it is shown and edited as entered).
 */
export function choiceWithOther(stored: string, options: readonly string[]): { choice: string; other: string } {
  const value = stored.trim();
  if (value === '') return { choice: '', other: '' };
  if (value !== 'Other' && options.includes(value)) return { choice: value, other: '' };
  // A literal "Other" comes back as its own text, so saving it again stores the same value.
  return { choice: 'Other', other: value };
}

export function FamilyForm({ family, onSaved, onCancel }: Props) {
  const id = useId();
  const familyId = useFamilyId();
  const location = choiceWithOther(family.location, LOCATION_OPTIONS);
  const membership = choiceWithOther(family.membership_type, MEMBERSHIP_TYPES);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FamilyFormValues, unknown, FamilyFormOutput>({
    resolver: zodResolver(updateFamilySchema),
    defaultValues: {
      familyId,
      house_no: family.house_no,
      address_line: family.address_line,
      location: location.choice,
      otherLocation: location.other,
      postal_code: family.postal_code,
      membership_type: membership.choice,
      otherMembership: membership.other,
    },
  });
  const locationChoice = useWatch({ control, name: 'location' });
  const membershipChoice = useWatch({ control, name: 'membership_type' });

  const save = useApiAction(
    (token, values: FamilyFormOutput) => updateFamily(values, token),
    { done: FAMILY_UPDATED_MESSAGE, refused: FAMILY_UPDATE_FAILED_MESSAGE, failed: FAMILY_UPDATE_ERROR_MESSAGE },
    (_, values) =>
      onSaved({
        ...family,
        house_no: values.house_no,
        address_line: values.address_line,
        postal_code: values.postal_code,
        // What the server stored: the text entered for "Other".
        location: resolveOther(values.location, values.otherLocation),
        membership_type: resolveOther(values.membership_type, values.otherMembership),
      }),
  );

  const field = (name: keyof Omit<FamilyFormValues, 'familyId'>) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="edit-form" onSubmit={handleSubmit((values) => save.run(values))} noValidate aria-label="Edit family information">
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
        <select {...field('location')} {...register('location')}>
          <option value="">Select Location</option>
          {LOCATION_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-location-error`} error={errors.location} />
      </div>
      {locationChoice === 'Other' && (
        <div className="form-field">
          <label htmlFor={`${id}-otherLocation`}>Other location</label>
          <input
            type="text"
            autoComplete="address-level2"
            placeholder="Specify other location"
            {...field('otherLocation')}
            {...register('otherLocation')}
          />
          <FieldError id={`${id}-otherLocation-error`} error={errors.otherLocation} />
        </div>
      )}
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
      {membershipChoice === 'Other' && (
        <div className="form-field">
          <label htmlFor={`${id}-otherMembership`}>Other type</label>
          <input type="text" placeholder="Specify other type" {...field('otherMembership')} {...register('otherMembership')} />
          <FieldError id={`${id}-otherMembership-error`} error={errors.otherMembership} />
        </div>
      )}
      <FormActions saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
