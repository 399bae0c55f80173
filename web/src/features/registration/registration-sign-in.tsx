import type { AuthSession } from '../../firebase/auth-session.ts';
import { GoogleSignInStep } from '../../firebase/google-sign-in.tsx';
import { SIGN_IN_TO_REGISTER } from './registration-messages.ts';

/** The first step of registering: a Google sign-in of one of the family's members. */
export function RegistrationSignIn({ session }: { session: AuthSession }) {
  return (
    <div className="registration">
      <h1>Family Details</h1>
      <div className="registration__sign-in">
        <p>{SIGN_IN_TO_REGISTER}</p>
        <GoogleSignInStep session={session} />
      </div>
    </div>
  );
}
