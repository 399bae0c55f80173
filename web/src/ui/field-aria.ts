/** The ids a field's hint and error message get, from the control's id. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export interface FieldAriaOptions {
  hint?: unknown;
  error?: string;
  /** aria-required without the browser enforcing it: the form's schema decides. */
  required?: boolean;
}

export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** id, aria-invalid, aria-describedby (hint, then error) and aria-required for a field's control. */
export function fieldAria(id: string, { hint, error, required }: FieldAriaOptions = {}): FieldAria {
  const describedBy = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}
