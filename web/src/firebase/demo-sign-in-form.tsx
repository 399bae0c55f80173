import type { Auth, User } from 'firebase/auth';
import { useId, useState, type FormEvent } from 'react';
import { signInAsDemoMember } from './demo-sign-in.ts';

export const DEFAULT_DEMO_EMAIL = 'demo.member@gmail.com';

interface Props {
  auth: Auth;
  busy: boolean;
  onSignIn(signIn: () => Promise<User>): void | Promise<void>;
}

/** Emulator builds only: signs in as any Google address through the Auth emulator. */
export default function DemoSignInForm({ auth, busy, onSignIn }: Props) {
  const [email, setEmail] = useState(DEFAULT_DEMO_EMAIL);
  const emailId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void onSignIn(() => signInAsDemoMember(auth, email));
  }

  return (
    <form className="demo-sign-in" onSubmit={submit} aria-label="Demo sign-in">
      <p id={hintId} className="demo-sign-in__hint">
        Local emulator: sign in as any Google address, no password needed.
      </p>
      <label htmlFor={emailId}>Demo member email</label>
      <input
        id={emailId}
        type="email"
        required
        autoComplete="email"
        aria-describedby={hintId}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button-compact" disabled={busy} aria-busy={busy}>
        Sign in as a demo member
      </button>
    </form>
  );
}
