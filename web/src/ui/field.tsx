import type { ReactNode } from 'react';
import { fieldAria, hintId, errorId, type FieldAria } from './field-aria.ts';
import { FieldError } from './field-error.tsx';
import './forms.css';

export interface FieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message (react-hook-form's `errors.x?.message`). */
  error?: string;
  /** Shows the * mark and sets aria-required; the schema, not the browser, enforces it. */
  required?: boolean;
  /** Announce the error as it appears (role="alert"), for checks that run without a submit. */
  alertError?: boolean;
  className?: string;
}

/** The mark after a required field's label; hidden from screen readers, which hear aria-required. */
export function RequiredMark() {
  return (
    <>
      {' '}
      <span aria-hidden="true" className="form-field__required">
        *
      </span>
    </>
  );
}

/**
 * One form field: label, the control (rendered by `children` with the id and aria wiring it needs),
 * an optional hint and the field's one error message.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  alertError = false,
  className,
  children,
}: FieldProps & { children: (aria: FieldAria) => ReactNode }) {
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {children(fieldAria(id, { hint, error, required }))}
      {hint && (
        <p id={hintId(id)} className="form-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} message={error} alert={alertError} />
    </div>
  );
}
