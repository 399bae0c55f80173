import { useId, type ReactNode } from 'react';

export interface FieldProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** Shown under the label and read with the field. */
  hint?: string;
  error?: string;
  render(props: FieldProps): ReactNode;
}

/** A labelled field of a console form: its hint and validation message are linked to the input. */
export function FormField({ label, hint, error, render }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="content-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="content-field__hint">
          {hint}
        </p>
      )}
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="content-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Saturday, 14 June 2025" for a yyyy-MM-dd date (read as a calendar date, not an instant). */
export function longDate(iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
