import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field.tsx';

export type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'required' | 'className' | 'children'> & {
    options: readonly string[];
    /** The first option, with the value '' ("Select Location", "All"). */
    placeholder: string;
  };

/** A labelled select of plain options (each option's value is its text), with an empty first choice. */
export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  alertError,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} alertError={alertError} className={className}>
      {(aria) => (
        <select className="form-control" {...aria} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
