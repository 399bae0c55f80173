import { zodResolver } from '@hookform/resolvers/zod';
import { eventInputSchema, TO_BE_CONFIRMED, type EventInput } from '@edma/contract/calendar';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from './form-field.tsx';

export type EventValues = z.output<typeof eventInputSchema>;

const EMPTY: EventInput = { date: '', title: '', location: '', startTime: '', description: '' };

interface EventFormProps {
  /** The event being edited; a new one when left out. */
  initial?: EventInput;
  /** Names the form for assistive technology, e.g. "Add an event". */
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved: a new-event form then empties itself. */
  onSave(values: EventValues): Promise<boolean>;
  onCancel?(): void;
}

/** Date, title, location, time and description of an event, checked with the contract's schema. */
export function EventForm({ initial, label, submitLabel, busy, onSave, onCancel }: EventFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<EventInput, unknown, EventValues>({ resolver: zodResolver(eventInputSchema), defaultValues: initial ?? EMPTY });
  const editing = initial !== undefined;

  useEffect(() => {
    // An edit form opens in place of its Edit button: take the focus with it.
    if (editing) setFocus('date');
  }, [editing, setFocus]);

  return (
    <form
      className="content-form"
      aria-label={label}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if ((await onSave(values)) && !editing) reset(EMPTY);
      })}
    >
      <div className="content-form__row">
        <FormField
          label="Date"
          error={errors.date?.message}
          render={(props) => <input type="date" required {...props} {...register('date')} />}
        />
        <FormField
          label="Start time (UK)"
          hint={`Leave empty while not known: the calendar says "${TO_BE_CONFIRMED}".`}
          error={errors.startTime?.message}
          render={(props) => <input type="time" {...props} {...register('startTime')} />}
        />
      </div>
      <FormField
        label="Title"
        error={errors.title?.message}
        render={(props) => <input type="text" required maxLength={100} {...props} {...register('title')} />}
      />
      <FormField
        label="Location"
        hint={`Leave empty while not known: the calendar says "${TO_BE_CONFIRMED}".`}
        error={errors.location?.message}
        render={(props) => <input type="text" maxLength={200} {...props} {...register('location')} />}
      />
      <FormField
        label="Description (optional)"
        error={errors.description?.message}
        render={(props) => <textarea maxLength={1000} {...props} {...register('description')} />}
      />
      <div className="console-card__actions">
        <button type="submit" className="button-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button-secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
