import { lazy, Suspense } from 'react';
import { useAuthSession } from '../../firebase/auth-session.ts';
import { GoogleLogo } from './google-logo.tsx';
import { useLogin } from './use-login.ts';
import './login.css';

// Emulator builds only: production builds drop this import and its chunk.
const DemoSignInForm = __EMULATOR_BUILD__ ? lazy(() => import('./demo-sign-in-form.tsx')) : null;

export default function LoginPage() {
  const session = useAuthSession();
  const { login, busy } = useLogin(session);

  return (
    <div className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-card__title">
          Welcome to EDMA
        </h1>
        <p className="login-card__text">Login using your Google Account</p>
        <button
          type="button"
          className="login-card__google"
          onClick={() => void login(() => session.signInWithGoogle())}
          disabled={busy}
          aria-busy={busy}
        >
          <GoogleLogo />
          Sign in with Google
        </button>
        {DemoSignInForm && (
          <Suspense fallback={null}>
            <DemoSignInForm auth={session.auth} busy={busy} onSignIn={login} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
