import type { ParsedRequestOf } from '@edma/contract/endpoint';
import { FAMILY_API, type FamilyDetails } from '@edma/contract/family';
import { useId } from 'react';
import { useApiMutation } from '../../api/use-api.ts';
import { saveWithAlerts } from './dashboard-change.ts';
import { FAMILY_UPDATE_ERROR_MESSAGE, FAMILY_UPDATE_FAILED_MESSAGE, FAMILY_UPDATED_MESSAGE } from './dashboard-messages.ts';
import { ChoiceWithOtherField } from '../../ui/choice-with-other-field.tsx';
import { LOCATION_CHOICE, MEMBERSHIP_CHOICE } from '../../ui/family-choices.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { PrivacyNoticeLine } from '../../ui/privacy-notice-line.tsx';
import { registerField } from '../../ui/register-field.ts';
import { familyFormValues } from '../../ui/family-form-values.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useEndpointForm } from '../../ui/use-endpoint-form.ts';
import { useFamilyId } from './family-id-context.tsx';

type FamilyFormOutput = ParsedRequestOf<typeof FAMILY_API.update>;

interface Props {
  family: FamilyDetails;
  onSaved(): void;
  onCancel(): void;
}

export function FamilyForm({ family, onSaved, onCancel }: Props) {
  const id = useId();
  const familyId = useFamilyId();
  const form = useEndpointForm(FAMILY_API.update, familyFormValues(familyId, family));
  const { register, handleSubmit, formState } = form;

  // Once saved, the family is read again: the view shows what the server stored ("Other" as its text).
  const update = useApiMutation(FAMILY_API.update, { invalidates: [FAMILY_API.family] });

  async function save(values: FamilyFormOutput) {
    const texts = { done: FAMILY_UPDATED_MESSAGE, refused: FAMILY_UPDATE_FAILED_MESSAGE, failed: FAMILY_UPDATE_ERROR_MESSAGE };
    if (await saveWithAlerts(update.mutateAsync(values), texts)) onSaved();
  }

  const prefix = `${id}-`;

  return (
    <form className="edit-form" onSubmit={handleSubmit(save)} noValidate aria-label="Edit family information">
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
      <PrivacyNoticeLine />
      <FormActions saving={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
