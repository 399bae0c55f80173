import type { FieldError as HookFieldError } from 'react-hook-form';

/** A field's validation message, linked to its input through aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: Pick<HookFieldError, 'message'> }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="field-error">
      {error.message}
    </p>
  );
}
