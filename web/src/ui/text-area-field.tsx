import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field.tsx';

export type TextAreaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'required' | 'className' | 'children'>;

/** A labelled multi-line text box; the rest of the props go to the <textarea>. */
export function TextAreaField({ id, label, hint, error, required, alertError, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} alertError={alertError} className={className}>
      {(aria) => <textarea className="form-control" {...aria} {...textarea} />}
    </Field>
  );
}
