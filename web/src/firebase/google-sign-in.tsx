import type { User } from 'firebase/auth';
import { lazy, Suspense } from 'react';
import type { AuthSession } from './auth-session.ts';
import { GoogleLogo } from './google-logo.tsx';
import './google-sign-in.css';

// Emulator builds only: production builds drop this import and its chunk.
const DemoSignInForm = __EMULATOR_BUILD__ ? lazy(() => import('./demo-sign-in-form.tsx')) : null;

interface Props {
  session: AuthSession;
  busy: boolean;
  onSignIn(signIn: () => Promise<User>): void | Promise<void>;
}

/** "Sign in with Google" (and, in emulator builds, the demo sign-in): login and registration share it. */
export function GoogleSignIn({ session, busy, onSignIn }: Props) {
  return (
    <div className="google-sign-in">
      <button
        type="button"
        className="google-sign-in__button"
        onClick={() => void onSignIn(() => session.signInWithGoogle())}
        disabled={busy}
        aria-busy={busy}
      >
        <GoogleLogo />
        Sign in with Google
      </button>
      {DemoSignInForm && (
        <Suspense fallback={null}>
          <DemoSignInForm auth={session.auth} busy={busy} onSignIn={onSignIn} />
        </Suspense>
      )}
    </div>
  );
}
