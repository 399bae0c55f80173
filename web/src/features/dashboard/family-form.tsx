import { zodResolver } from '@hookform/resolvers/zod';
import type { ParsedRequestOf, RequestOf } from '@edma/contract/endpoint';
import { FAMILY_API, LOCATION_OPTIONS, MEMBERSHIP_TYPES, type FamilyDetails } from '@edma/contract/family';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMutation } from '../../api/use-api.ts';
import { saveWithAlerts } from './dashboard-change.ts';
import { FAMILY_UPDATE_ERROR_MESSAGE, FAMILY_UPDATE_FAILED_MESSAGE, FAMILY_UPDATED_MESSAGE } from './dashboard-messages.ts';
import { ChoiceWithOtherField } from '../../ui/choice-with-other-field.tsx';
import { LOCATION_CHOICE, MEMBERSHIP_CHOICE } from '../../ui/family-choices.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { PrivacyNoticeLine } from '../../ui/privacy-notice-line.tsx';
import { registerField } from '../../ui/register-field.ts';
import { storedChoice } from '../../ui/stored-choice.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useFamilyId } from './family-id-context.tsx';

type FamilyFormValues = RequestOf<typeof FAMILY_API.update>;
type FamilyFormOutput = ParsedRequestOf<typeof FAMILY_API.update>;

interface Props {
  family: FamilyDetails;
  onSaved(): void;
  onCancel(): void;
}

export function FamilyForm({ family, onSaved, onCancel }: Props) {
  const id = useId();
  const familyId = useFamilyId();
  const location = storedChoice(family.location, LOCATION_OPTIONS);
  const membership = storedChoice(family.membership_type, MEMBERSHIP_TYPES);
  const form = useForm<FamilyFormValues, unknown, FamilyFormOutput>({
    resolver: zodResolver(FAMILY_API.update.request),
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
      <FormActions saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
