import { ROTA_API, ROTA_JOB_LABELS, ROTA_JOBS } from '@edma/contract/rota';
import { useId } from 'react';
import { FailureAlert } from '@web/api/failure-alert.tsx';
import { useApiMutation } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { Field } from '@web/ui/field.tsx';
import { useEndpointForm } from '@web/ui/use-endpoint-form.ts';

/** A new helper slot: the job, its time and how many people, checked with the contract's schema. */
export function SlotForm({ eventId, onAdded }: { eventId: string; onAdded(message: string): void }) {
  const id = useId();
  const add = useApiMutation(ROTA_API.add, { invalidates: [ROTA_API.committee] });
  const empty = { eventId, job: 'kitchen', time: '', needed: 2 } as const;
  const form = useEndpointForm(ROTA_API.add, empty);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    const answer = await add.mutateAsync(input).catch(() => null);
    if (!answer) return;
    onAdded(answer.message ?? '');
    form.reset({ ...empty, job: input.job });
  });
  return (
    <form className="rota-section__form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>Add a helper slot</h3>
      <div className="content-form__row">
        <Field id={`${id}-job`} label="Job" error={errors.job?.message}>
          {(aria) => (
            <select className="form-control" {...form.register('job')} {...aria}>
              {ROTA_JOBS.map((job) => (
                <option key={job} value={job}>
                  {ROTA_JOB_LABELS[job]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-time`} label="From (UK time)" error={errors.time?.message}>
          {(aria) => <input type="time" className="form-control" {...form.register('time')} {...aria} />}
        </Field>
        <Field id={`${id}-needed`} label="People needed" error={errors.needed?.message}>
          {(aria) => (
            <input
              type="number"
              inputMode="numeric"
              min={1}
              className="form-control"
              {...form.register('needed', { valueAsNumber: true })}
              {...aria}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={add.isPending}>
        Add the slot
      </Button>
      <FailureAlert error={add.error} />
    </form>
  );
}
