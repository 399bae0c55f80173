import { ROTA_API, slotText, type CommitteeSlot } from '@edma/contract/rota';
import { useId } from 'react';
import { FailureAlert } from '@web/api/failure-alert.tsx';
import { useApiMutation } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { Field } from '@web/ui/field.tsx';
import { useEndpointForm } from '@web/ui/use-endpoint-form.ts';

interface SlotEditFormProps {
  slot: CommitteeSlot;
  onSaved(message: string): void;
  onCancel(): void;
}

/**
 * A slot's time and how many people, in its own card. The server refuses fewer places than people
 * signed up (its reason shows here), so no one loses a place by a typing slip.
 */
export function SlotEditForm({ slot, onSaved, onCancel }: SlotEditFormProps) {
  const id = useId();
  const edit = useApiMutation(ROTA_API.edit, { invalidates: [ROTA_API.committee] });
  const form = useEndpointForm(ROTA_API.edit, { slotId: slot.slotId, time: slot.time, needed: slot.needed });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    const answer = await edit.mutateAsync(input).catch(() => null);
    if (answer) onSaved(answer.message ?? '');
  });
  return (
    <form className="rota-section__edit" aria-label={`Change ${slotText(slot)}`} onSubmit={submit} noValidate>
      <div className="content-form__row">
        <Field id={`${id}-time`} label="From (UK time)" error={errors.time?.message}>
          {(aria) => <input type="time" className="form-control" {...form.register('time')} {...aria} />}
        </Field>
        <Field
          id={`${id}-needed`}
          label="People needed"
          hint={slot.taken > 0 ? `At least ${slot.taken}: signed up already.` : undefined}
          error={errors.needed?.message}
        >
          {(aria) => (
            <input
              type="number"
              inputMode="numeric"
              min={Math.max(1, slot.taken)}
              className="form-control"
              {...form.register('needed', { valueAsNumber: true })}
              {...aria}
            />
          )}
        </Field>
      </div>
      <div className="console-card__actions">
        <Button type="submit" disabled={edit.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <FailureAlert error={edit.error} />
    </form>
  );
}
