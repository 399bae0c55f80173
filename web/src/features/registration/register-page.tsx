import { lazy, Suspense } from 'react';
import { RegistrationSignIn } from './registration-sign-in.tsx';
import { useAuthSession } from '../../firebase/auth-session.ts';
import './registration.css';

// The form (react-hook-form, zod, photo handling) is only needed once someone has signed in.
const RegistrationForm = lazy(() => import('./registration-form.tsx'));

/**
 * Registering needs a Google sign-in (the same identity the dashboard uses): the form opens with
 * the signed-in member's email in the first box, and the server requires it among the members.
 * The sign-in step shows at once, before Firebase Auth has arrived (its button waits for it).
 */
export default function RegisterPage() {
  const session = useAuthSession();
  const user = session.user;
  if (session.status !== 'signed-in' || !user?.email) return <RegistrationSignIn session={session} />;
  return (
    <Suspense fallback={<RegistrationLoading />}>
      <RegistrationForm key={user.uid} session={session} registrant={{ name: user.displayName ?? '', email: user.email }} />
    </Suspense>
  );
}

function RegistrationLoading() {
  return (
    <div className="registration">
      <h1>Family Details</h1>
      <p role="status">Loading...</p>
    </div>
  );
}
