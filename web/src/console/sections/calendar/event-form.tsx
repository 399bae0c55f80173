import { eventInputSchema, type EventInput } from '@edma/contract/calendar';
import { TO_BE_CONFIRMED } from '@edma/contract/calendar-texts';
import type { z } from 'zod';
import { Field } from '@web/ui/field.tsx';
import { registerField } from '@web/ui/register-field.ts';
import { TextAreaField } from '@web/ui/text-area-field.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { ConsoleItemForm, type ItemFormProps } from '../../console-item-form.tsx';

export type EventValues = z.output<typeof eventInputSchema>;

const EMPTY: EventInput = { date: '', title: '', location: '', startTime: '', description: '' };
const NOT_KNOWN_HINT = `Leave empty while not known: the calendar says "${TO_BE_CONFIRMED}".`;

/** Date, title, location, time and description of an event, checked with the contract's schema. */
export function EventForm(props: ItemFormProps<EventInput, EventValues>) {
  return (
    <ConsoleItemForm schema={eventInputSchema} empty={EMPTY} first="date" {...props}>
      {(form, prefix) => {
        const date = registerField(form, 'date', prefix);
        const startTime = registerField(form, 'startTime', prefix);
        return (
          <>
            <div className="content-form__row">
              <Field id={date.id} label="Date" error={date.error}>
                {(aria) => <input type="date" className="form-control" {...form.register('date')} {...aria} />}
              </Field>
              <Field id={startTime.id} label="Start time (UK)" hint={NOT_KNOWN_HINT} error={startTime.error}>
                {(aria) => <input type="time" className="form-control" {...form.register('startTime')} {...aria} />}
              </Field>
            </div>
            <TextField label="Title" maxLength={100} {...registerField(form, 'title', prefix)} />
            <TextField label="Location" hint={NOT_KNOWN_HINT} maxLength={200} {...registerField(form, 'location', prefix)} />
            <TextAreaField label="Description (optional)" maxLength={1000} {...registerField(form, 'description', prefix)} />
          </>
        );
      }}
    </ConsoleItemForm>
  );
}
