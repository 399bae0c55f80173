import { failureMessage } from './use-api.ts';

/** A failed request's message, announced at once; nothing while there is no `error`. */
export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="field-error" role="alert">
      {failureMessage(error)}
    </p>
  );
}
