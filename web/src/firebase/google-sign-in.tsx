import type { User } from 'firebase/auth';
import { lazy, Suspense } from 'react';
import { useBusyWork } from '../lib/use-busy-work.ts';
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

/**
 * "Sign in with Google" (and, in emulator builds, the demo sign-in): login and registration share it.
 * Shown at once; disabled until Firebase Auth has arrived and restored any session.
 */
export function GoogleSignIn({ session, busy, onSignIn }: Props) {
  const waiting = busy || session.status === 'loading';
  return (
    <div className="google-sign-in">
      <button
        type="button"
        className="google-sign-in__button"
        onClick={() => void onSignIn(() => session.signInWithGoogle())}
        disabled={waiting}
        aria-busy={waiting}
      >
        <GoogleLogo />
        Sign in with Google
      </button>
      {DemoSignInForm && session.auth && (
        <Suspense fallback={null}>
          <DemoSignInForm auth={session.auth} busy={waiting} onSignIn={onSignIn} />
        </Suspense>
      )}
    </div>
  );
}

export const SIGN_IN_FAILED_ALERT = 'Sign-in failed. Please try again.';
const alertSignInFailed = () => window.alert(SIGN_IN_FAILED_ALERT);

/**
 * GoogleSignIn for pages where signing in is the whole step (registration, the committee console):
 * the page re-renders from the session once signed in; a failure is told with one alert.
 */
export function GoogleSignInStep({ session }: { session: AuthSession }) {
  const { busy, run } = useBusyWork('Sign-in', alertSignInFailed);
  return <GoogleSignIn session={session} busy={busy} onSignIn={run} />;
}
