import { CONSOLE_FAMILY_PATHS, familyChangeResponseSchema, type ConsoleFamily } from '@edma/contract/console-families';
import { LOCATION_OPTIONS, MEMBERSHIP_TYPES, updateFamilySchema } from '@edma/contract/family';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../ui/button.tsx';
import { ChoiceWithOtherField } from '../../../../ui/choice-with-other-field.tsx';
import { LOCATION_CHOICE, MEMBERSHIP_CHOICE } from '../../../../ui/family-choices.ts';
import { registerField } from '../../../../ui/register-field.ts';
import { storedChoice } from '../../../../ui/stored-choice.ts';
import { TextField } from '../../../../ui/text-field.tsx';
import { failureMessage, useConsoleMutation } from '../../console-session.tsx';

type Input = z.input<typeof updateFamilySchema>;
type Output = z.output<typeof updateFamilySchema>;

/** The family's address and membership, with the dashboard's schema and its "Other" rule. */
export function FamilyEditForm({ family, onDone }: { family: ConsoleFamily; onDone(message?: string): void }) {
  const prefix = `${useId()}-`;
  const location = storedChoice(family.location, LOCATION_OPTIONS);
  const membership = storedChoice(family.membership_type, MEMBERSHIP_TYPES);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updateFamilySchema),
    defaultValues: {
      familyId: family.familyId,
      house_no: family.house_no,
      address_line: family.address_line,
      postal_code: family.postal_code,
      location: location.choice,
      otherLocation: location.other,
      membership_type: membership.choice,
      otherMembership: membership.other,
    },
  });
  const save = useConsoleMutation<typeof familyChangeResponseSchema, Output>(CONSOLE_FAMILY_PATHS.update, familyChangeResponseSchema, [
    'families',
  ]);

  return (
    <form
      className="content-form"
      aria-label="Edit the family"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: (result) => onDone(result.message) }))}
    >
      <TextField label="House No" {...registerField(form, 'house_no', prefix)} />
      <TextField label="Address Line" {...registerField(form, 'address_line', prefix)} />
      <TextField label="Postal Code" {...registerField(form, 'postal_code', prefix)} />
      <ChoiceWithOtherField form={form} name="location" otherName="otherLocation" idPrefix={prefix} {...LOCATION_CHOICE} />
      <ChoiceWithOtherField form={form} name="membership_type" otherName="otherMembership" idPrefix={prefix} {...MEMBERSHIP_CHOICE} />
      {save.error && (
        <p className="field-error" role="alert">
          {failureMessage(save.error)}
        </p>
      )}
      <div className="console-card__actions">
        <Button type="submit" disabled={save.isPending}>
          Save family
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
