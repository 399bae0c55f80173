/**
 * A field's validation message. Its control points at it with aria-describedby (see field.tsx);
 * `alert` also announces it the moment it appears, for messages that come without a submit.
 */
export function FieldError({ id, message, alert = false }: { id: string; message?: string; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}
