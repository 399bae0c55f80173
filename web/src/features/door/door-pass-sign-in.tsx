import { DOOR_PASS_API, DOOR_PASS_PIN_DIGITS } from '@edma/contract/door-pass';
import { useId, useState } from 'react';
import { postJson } from '../../api/api-client.ts';
import { FailureAlert } from '../../api/failure-alert.tsx';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { useEndpointForm } from '../../ui/use-endpoint-form.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { saveDoorPass, type KeptDoorPass } from './door-pass-store.ts';

/**
 * The PIN of a door pass, asked once on the phone: the API answers a sign-in that opens this pass's
 * event's door and nothing else, which the phone keeps (Firebase Auth's own storage) for the day.
 */
export function DoorPassSignIn({
  passId,
  session,
  onSignedIn,
}: {
  passId: string;
  session: AuthSession;
  onSignedIn(pass: KeptDoorPass): void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useEndpointForm(DOOR_PASS_API.signIn, { passId, pin: '' });
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const answer = await postJson(DOOR_PASS_API.signIn.path, input, DOOR_PASS_API.signIn.response);
      await session.signInWithCustomToken(answer.token);
      const pass = { passId, eventId: answer.eventId, lastDay: answer.lastDay };
      saveDoorPass(localStorage, pass);
      onSignedIn(pass);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <form className="door__sign-in" onSubmit={submit} noValidate>
      <p>Enter the PIN that came with this door pass.</p>
      <TextField
        id={`${id}-pin`}
        label="PIN"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={DOOR_PASS_PIN_DIGITS}
        error={form.formState.errors.pin?.message}
        {...form.register('pin')}
      />
      <FailureAlert error={failure} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Opening...' : 'Open the door list'}
      </Button>
    </form>
  );
}
