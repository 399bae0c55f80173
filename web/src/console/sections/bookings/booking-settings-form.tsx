import { FailureAlert } from '@web/api/failure-alert.tsx';
import { BOOKINGS_API, MAX_MEALS, type BookingSettings } from '@edma/contract/bookings';
import { AGE_BAND_LABELS, AGE_BANDS } from '@edma/contract/age-bands';
import { associationToday } from '@edma/contract/dates';
import { useId, useState } from 'react';
import { useApiMutation } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { CheckboxField } from '@web/ui/checkbox-field.tsx';
import { Field } from '@web/ui/field.tsx';
import { TextAreaField } from '@web/ui/text-area-field.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { draftOf, settingsFrom, type DraftErrors, type SettingsDraft } from './settings-draft.ts';

interface BookingSettingsFormProps {
  event: { eventId: string; title: string; date: string };
  settings: BookingSettings | null;
  onSaved(message: string): void;
}

/** Bookings on or off for an event, and their terms: window (UK time), places, meals, prices, guests, payment, reminders. */
export function BookingSettingsForm({ event, settings, onSaved }: BookingSettingsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings, event, associationToday()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useApiMutation(BOOKINGS_API.settings, { invalidates: [BOOKINGS_API.committeeList, BOOKINGS_API.committeeEvents] });
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: Exclude<keyof SettingsDraft, 'enabled' | 'prices' | 'payment'>) => ({
    id: `${id}-${key}`,
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  return (
    <form
      className="content-form booking-settings"
      aria-label={`Booking settings for ${event.title}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const result = settingsFrom(draft);
        if ('errors' in result) {
          setErrors(result.errors);
          // The first field with a problem takes the focus, so its message is read.
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>(`form[aria-label^="Booking settings"] [aria-invalid="true"]`)?.focus(),
          );
          return;
        }
        setErrors({});
        save.mutate({ eventId: event.eventId, settings: result.settings }, { onSuccess: (answer) => onSaved(answer.message ?? 'Saved.') });
      }}
    >
      <CheckboxField
        id={`${id}-enabled`}
        label="Take bookings for this event"
        checked={draft.enabled}
        onChange={(e) => set('enabled', e.target.checked)}
      />
      <div className="content-form__row">
        <Moment label="Bookings open (UK date)" type="date" field={text('opensDate')} />
        <Moment label="Open at (UK time)" type="time" field={text('opensTime')} />
      </div>
      <div className="content-form__row">
        <Moment label="Bookings close (UK date)" type="date" field={text('closesDate')} />
        <Moment label="Close at (UK time)" type="time" field={text('closesTime')} />
      </div>
      <div className="content-form__row">
        <TextField label="Places (people)" inputMode="numeric" {...text('capacity')} />
        <TextField label="Guests per family" inputMode="numeric" hint="0: no guests" {...text('guestsPerFamily')} />
      </div>
      <TextAreaField label="Meal options" hint={`One per line, at most ${MAX_MEALS}, e.g. Veg sadhya.`} rows={3} {...text('meals')} />
      <fieldset className="booking-settings__prices">
        <legend className="form-field__label">Price per person, in pounds (0 for free)</legend>
        <div className="booking-settings__price-row">
          {[...AGE_BANDS].reverse().map((band) => (
            <TextField
              key={band}
              id={`${id}-price-${band}`}
              label={AGE_BAND_LABELS[band]}
              inputMode="decimal"
              value={draft.prices[band]}
              error={errors[`prices.${band}`]}
              onChange={(e) => set('prices', { ...draft.prices, [band]: e.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-payment`} label="Payment" error={errors.payment}>
        {(aria) => (
          <select
            className="form-control"
            {...aria}
            value={draft.payment}
            onChange={(e) => set('payment', e.target.value as SettingsDraft['payment'])}
          >
            <option value="none">None (free, or paid at the door)</option>
            <option value="bank-transfer">Bank transfer with a reference</option>
          </select>
        )}
      </Field>
      <TextField
        label="Reminders (days before bookings close)"
        hint="To families that have not answered, e.g. 7, 2"
        {...text('reminderDays')}
      />
      <FailureAlert error={save.error} />
      <div className="form-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save booking settings'}
        </Button>
      </div>
    </form>
  );
}

interface MomentProps {
  label: string;
  type: 'date' | 'time';
  field: { id: string; value: string; error?: string; onChange(e: { target: { value: string } }): void };
}

/** A date or time of the booking window, in the phone's own picker. */
function Moment({ label, type, field: { id, value, error, onChange } }: MomentProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => <input type={type} className="form-control" value={value} onChange={onChange} {...aria} />}
    </Field>
  );
}
