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
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApiAction } from '../../api/use-api-action.ts';
import { updateFamily } from './dashboard-api.ts';
import { FAMILY_UPDATE_ERROR_MESSAGE, FAMILY_UPDATE_FAILED_MESSAGE, FAMILY_UPDATED_MESSAGE } from './dashboard-messages.ts';
import { ChoiceWithOtherField } from '../../ui/choice-with-other-field.tsx';
import { LOCATION_CHOICE, MEMBERSHIP_CHOICE } from '../../ui/family-choices.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { registerField } from '../../ui/register-field.ts';
import { storedChoice } from '../../ui/stored-choice.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useFamilyId } from './family-id-context.tsx';

type FamilyFormValues = UpdateFamilyInput;
type FamilyFormOutput = z.output<typeof updateFamilySchema>;

interface Props {
  family: FamilyDetails;
  onSaved(family: FamilyDetails): void;
  onCancel(): void;
}

export function FamilyForm({ family, onSaved, onCancel }: Props) {
  const id = useId();
  const familyId = useFamilyId();
  const location = storedChoice(family.location, LOCATION_OPTIONS);
  const membership = storedChoice(family.membership_type, MEMBERSHIP_TYPES);
  const form = useForm<FamilyFormValues, unknown, FamilyFormOutput>({
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
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

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

  const prefix = `${id}-`;

  return (
    <form className="edit-form" onSubmit={handleSubmit((values) => save.run(values))} noValidate aria-label="Edit family information">
      <input type="hidden" {...register('familyId')} />
      <TextField label="House No" autoComplete="address-line1" {...registerField(form, 'house_no', prefix)} />
      <TextField label="Address Line" autoComplete="address-line2" {...registerField(form, 'address_line', prefix)} />
      <ChoiceWithOtherField
        {...LOCATION_CHOICE}
        form={form}
        name="location"
        otherName="otherLocation"
        otherAutoComplete="address-level2"
        idPrefix={prefix}
      />
      <TextField label="Postal Code" autoComplete="postal-code" {...registerField(form, 'postal_code', prefix)} />
      <ChoiceWithOtherField {...MEMBERSHIP_CHOICE} form={form} name="membership_type" otherName="otherMembership" idPrefix={prefix} />
      <FormActions saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
