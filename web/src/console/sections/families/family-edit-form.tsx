import { FailureAlert } from '@web/api/failure-alert.tsx';
import { CONSOLE_FAMILY_API, type ConsoleFamily } from '@edma/contract/console-families';
import { useId } from 'react';
import { useApiMutation } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { ChoiceWithOtherField } from '@web/ui/choice-with-other-field.tsx';
import { LOCATION_CHOICE, MEMBERSHIP_CHOICE } from '@web/ui/family-choices.ts';
import { registerField } from '@web/ui/register-field.ts';
import { familyFormValues } from '@web/ui/family-form-values.ts';
import { TextField } from '@web/ui/text-field.tsx';
import { useEndpointForm } from '@web/ui/use-endpoint-form.ts';
import { ContentForm } from '../../content-form.tsx';

/** The family's address and membership, with the dashboard's schema and its "Other" rule. */
export function FamilyEditForm({ family, onDone }: { family: ConsoleFamily; onDone(message?: string): void }) {
  const prefix = `${useId()}-`;
  const form = useEndpointForm(CONSOLE_FAMILY_API.update, familyFormValues(family.familyId, family));
  const save = useApiMutation(CONSOLE_FAMILY_API.update, { invalidates: [CONSOLE_FAMILY_API.list, CONSOLE_FAMILY_API.family] });

  return (
    <ContentForm
      form={form}
      label="Edit the family"
      onValid={(values) => save.mutate(values, { onSuccess: (result) => onDone(result.message) })}
    >
      <TextField label="House No" {...registerField(form, 'house_no', prefix)} />
      <TextField label="Address Line" {...registerField(form, 'address_line', prefix)} />
      <TextField label="Postal Code" {...registerField(form, 'postal_code', prefix)} />
      <ChoiceWithOtherField form={form} name="location" otherName="otherLocation" idPrefix={prefix} {...LOCATION_CHOICE} />
      <ChoiceWithOtherField form={form} name="membership_type" otherName="otherMembership" idPrefix={prefix} {...MEMBERSHIP_CHOICE} />
      <FailureAlert error={save.error} />
      <div className="console-card__actions">
        <Button type="submit" disabled={save.isPending}>
          Save family
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </ContentForm>
  );
}
