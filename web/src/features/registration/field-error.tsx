/** A field's validation message; the input points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby for an input whose message (if any) has id `errorId`. */
export function errorProps(errorId: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
}
