import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field.tsx';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'required' | 'className' | 'children'>;

export type TextFieldProps = FieldProps &
  InputProps & {
    type?: 'text' | 'email' | 'tel' | 'search' | 'number' | 'password' | 'url';
  };

/**
 * A labelled text input. The rest of the props go to the <input>, so `{...register('name')}`
 * (react-hook-form, ref included) or `value`/`onChange` both work.
 */
export function TextField({ id, label, hint, error, required, alertError, className, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} alertError={alertError} className={className}>
      {(aria) => <input type={type} className="form-control" {...aria} {...input} />}
    </Field>
  );
}

/** A labelled email input (type="email", autocomplete "email" unless told otherwise). */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A labelled web address input (type="url" with the address keyboard; no autofill: it is the association's link, not the user's). */
export function LinkField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="url" inputMode="url" autoComplete="off" {...props} />;
}
