import type { User } from 'firebase/auth';
import { useState } from 'react';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { GoogleSignIn } from '../../firebase/google-sign-in.tsx';
import { SIGN_IN_FAILED_ALERT, SIGN_IN_TO_REGISTER } from './registration-messages.ts';

/** The first step of registering: a Google sign-in of one of the family's members. */
export function RegistrationSignIn({ session }: { session: AuthSession }) {
  const [busy, setBusy] = useState(false);

  async function signIn(method: () => Promise<User>) {
    setBusy(true);
    try {
      await method();
    } catch (error) {
      console.error('Sign-in failed', error);
      window.alert(SIGN_IN_FAILED_ALERT);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="registration">
      <h1>Family Details</h1>
      <div className="registration__sign-in">
        <p>{SIGN_IN_TO_REGISTER}</p>
        <GoogleSignIn session={session} busy={busy} onSignIn={signIn} />
      </div>
    </div>
  );
}
