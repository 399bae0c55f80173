import { Link } from 'react-router-dom';
import { SESSION_EXPIRED_MESSAGE } from '../lib/session-expiry.ts';
import { pathTo } from '../app/route-table.ts';

/** What every signed-in screen shows once its sign-in has ended (a 401, or a dead Firebase session). */
export function SessionEndedNotice({ className }: { className?: string }) {
  return (
    <div className={className} role="alert">
      <p>{SESSION_EXPIRED_MESSAGE}</p>
      <p>
        <Link to={pathTo('login')}>Sign in again</Link>
      </p>
    </div>
  );
}
