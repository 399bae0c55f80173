import { DIET_LABELS, DIETS, type Diet } from '@edma/contract/bookings';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { PersonChoice } from './booking-choices.ts';

interface PersonFieldsProps {
  /** Unique on the page: the fields' ids start with it. */
  id: string;
  /** Who the fields are for, said to screen readers after each label ("Meal for Anil"). */
  who: string;
  meals: readonly string[];
  value: PersonChoice;
  onChange(value: PersonChoice): void;
  disabled?: boolean;
}

const forWho = (label: string, who: string) => (
  <>
    {label} <span className="visually-hidden">for {who}</span>
  </>
);

/** One person's meal and dietary needs (ticks, and "Other" as short text). */
export function PersonFields({ id, who, meals, value, onChange, disabled = false }: PersonFieldsProps) {
  const toggle = (diet: Diet, on: boolean) =>
    onChange({ ...value, diets: on ? DIETS.filter((d) => d === diet || value.diets.includes(d)) : value.diets.filter((d) => d !== diet) });
  return (
    <div className="booking-person__choices">
      <SelectField
        id={`${id}-meal`}
        label={forWho('Meal', who)}
        options={meals}
        placeholder="Choose a meal"
        value={value.meal}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, meal: e.target.value })}
      />
      <fieldset className="booking-diets" disabled={disabled}>
        <legend className="form-field__label">{forWho('Dietary needs', who)}</legend>
        <div className="booking-diets__ticks">
          {DIETS.map((diet) => (
            <CheckboxField
              key={diet}
              id={`${id}-${diet}`}
              label={DIET_LABELS[diet]}
              checked={value.diets.includes(diet)}
              onChange={(e) => toggle(diet, e.target.checked)}
            />
          ))}
        </div>
        <TextField
          id={`${id}-other`}
          label={forWho('Other (optional)', who)}
          maxLength={100}
          value={value.otherDiet}
          onChange={(e) => onChange({ ...value, otherDiet: e.target.value })}
        />
      </fieldset>
    </div>
  );
}
