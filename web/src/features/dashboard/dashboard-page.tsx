import { WAITING_FOR_APPROVAL_MESSAGE } from '@edma/contract/committee';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import { useAuthSession } from '../../firebase/auth-session.ts';
import { useIsCommittee } from '../../firebase/use-is-committee.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/session-expiry.ts';
import { clearStoredUser, readStoredUser } from '../../lib/stored-user.ts';
import { NOT_LOGGED_IN_MESSAGE } from './dashboard-messages.ts';
import { FamilyIdProvider } from './family-id-context.tsx';
import { FamilyPanel } from './family-panel.tsx';
import { MembersGrid } from './members-grid.tsx';
import { useFamilyData } from './use-family-data.ts';
import './dashboard.css';

export default function DashboardPage() {
  const navigate = useNavigate();
  // Read once: logging out or an expired session clears it without re-triggering the "not logged in" alert.
  const [storedUser] = useState(readStoredUser);
  const warned = useRef(false);

  useEffect(() => {
    if (storedUser || warned.current) return;
    warned.current = true;
    window.alert(NOT_LOGGED_IN_MESSAGE);
    navigate('/login', { replace: true });
  }, [storedUser, navigate]);

  if (!storedUser) return null;
  return <FamilyDashboard />;
}

function FamilyDashboard() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const familyId = params.get('familyId') ?? '';
  const session = useAuthSession();
  const [loggingOut, setLoggingOut] = useState(false);
  const { data, update, markExpired } = useFamilyData(familyId, session.status, session.user?.uid ?? null, session.idToken);
  const expired = data.kind === 'expired' && !loggingOut;
  const committee = useIsCommittee(session) === true;

  useEffect(() => {
    if (!expired) return;
    // The stored user belongs to a session that no longer exists; a failed sign-out changes nothing here.
    clearStoredUser();
    session.signOut().catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expired]);

  async function logout() {
    setLoggingOut(true);
    try {
      await session.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    clearStoredUser();
    navigate('/login');
  }

  return (
    <div className="dashboard">
      <div className="dashboard__header">
        <h1>Dashboard</h1>
        {!expired && (
          <button type="button" className="button-secondary" onClick={() => void logout()} disabled={loggingOut}>
            Logout
          </button>
        )}
      </div>
      {data.kind === 'loading' && <p role="status">Loading...</p>}
      {data.kind === 'failed' && (
        <div className="dashboard__message" role="alert">
          <p>{data.message}</p>
          {data.detail && <p>{data.detail}</p>}
        </div>
      )}
      {expired && (
        <div className="dashboard__message" role="alert">
          <p>{SESSION_EXPIRED_MESSAGE}</p>
          <p>
            <Link to="/login">Sign in again</Link>
          </p>
        </div>
      )}
      {committee && (
        <p className="dashboard__committee">
          <Link to="/committee-console">Committee console</Link>
        </p>
      )}
      {data.kind === 'loaded' && data.family.approval === 'pending' && (
        <p className="dashboard__notice" role="status">
          {WAITING_FOR_APPROVAL_MESSAGE}
        </p>
      )}
      {data.kind === 'loaded' && data.family.approval === 'rejected' && (
        <p className="dashboard__notice" role="status">
          The committee did not approve this registration{data.family.rejection_reason ? `: ${data.family.rejection_reason}` : '.'}
        </p>
      )}
      {data.kind === 'loaded' && (
        <ApiSessionProvider idToken={session.idToken} onSessionEnded={markExpired}>
          <FamilyIdProvider value={familyId}>
            <div className="dashboard__panels">
              <FamilyPanel family={data.family} onSaved={(family) => update((loaded) => ({ ...loaded, family }))} />
              <MembersGrid members={data.members} onMembersChange={(members) => update((loaded) => ({ ...loaded, members }))} />
            </div>
          </FamilyIdProvider>
        </ApiSessionProvider>
      )}
    </div>
  );
}
