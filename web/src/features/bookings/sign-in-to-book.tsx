import { Link } from 'react-router-dom';

/**
 * For someone not signed in: the way to the login page. The login page opens the family's dashboard
 * once signed in; the event page is one step back from there.
 */
export function SignInToBook({ ended = false }: { ended?: boolean }) {
  return (
    <div className="booking-sign-in">
      <p>
        {ended
          ? 'Your sign-in has ended. Sign in again to see or change your booking.'
          : 'Member families book here once signed in: your family is listed with everyone ticked, so booking takes a moment.'}
      </p>
      <p>
        <Link className="button-primary" to="/login">
          {ended ? 'Sign in again' : 'Sign in to book'}
        </Link>
      </p>
      <p className="booking-sign-in__hint">After signing in, come back to this page from the calendar.</p>
    </div>
  );
}
