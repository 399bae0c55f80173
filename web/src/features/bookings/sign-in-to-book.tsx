import { Link, useLocation } from 'react-router-dom';
import { loginReturningTo } from '../../lib/login-return.ts';

/** For someone not signed in: the way to the login page, which brings them back here once signed in. */
export function SignInToBook({ ended = false }: { ended?: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="booking-sign-in">
      <p>
        {ended
          ? 'Your sign-in has ended. Sign in again to see or change your booking.'
          : 'Member families book here once signed in: your family is listed with everyone ticked, so booking takes a moment.'}
      </p>
      <p>
        <Link className="button-primary" to={loginReturningTo(pathname)}>
          {ended ? 'Sign in again' : 'Sign in to book'}
        </Link>
      </p>
    </div>
  );
}
