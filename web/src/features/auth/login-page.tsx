import { useAuthSession } from '../../firebase/auth-session.ts';
import { GoogleSignIn } from '../../firebase/google-sign-in.tsx';
import { ACCEPT_INVITATION_LABEL, DECLINE_INVITATION_LABEL, invitationQuestion } from './login-messages.ts';
import { useLogin } from './use-login.ts';
import './login.css';

export default function LoginPage() {
  const session = useAuthSession();
  const { login, busy, invitation, answer } = useLogin(session);

  return (
    <div className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-card__title">
          Welcome to EDMA
        </h1>
        {invitation ? (
          <div className="invitation" role="group" aria-labelledby="invitation-question">
            <p id="invitation-question" className="invitation__question">
              {invitationQuestion(invitation.head)}
            </p>
            <div className="invitation__answers">
              <button type="button" className="button-primary" disabled={busy} onClick={() => void answer(invitation, true)}>
                {ACCEPT_INVITATION_LABEL}
              </button>
              <button type="button" className="button-secondary" disabled={busy} onClick={() => void answer(invitation, false)}>
                {DECLINE_INVITATION_LABEL}
              </button>
            </div>
          </div>
        ) : (
          <>
            <p className="login-card__text">Login using your Google Account</p>
            <GoogleSignIn session={session} busy={busy} onSignIn={login} />
          </>
        )}
      </section>
    </div>
  );
}
