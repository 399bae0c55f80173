import { WAITING_FOR_APPROVAL_MESSAGE } from '@edma/contract/committee';
import { FAMILY_API, type Invitation } from '@edma/contract/family';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-client.ts';
import { useApiSession } from '../../api/api-session.tsx';
import { SessionEndedNotice } from '../../api/session-ended-notice.tsx';
import { useApiQuery } from '../../api/use-api.ts';
import { useAuthSession } from '../../firebase/auth-session.ts';
import { useConsoleRoles } from '../../firebase/use-console-roles.ts';
import { isSessionExpired } from '../../lib/session-expiry.ts';
import { clearStoredUser, readStoredUser } from '../../lib/stored-user.ts';
import { PanelBoundary } from '../../ui/panel-boundary.tsx';
import { FAMILY_LOAD_ERROR_MESSAGE, FAMILY_LOAD_FAILED_MESSAGE, NOT_LOGGED_IN_MESSAGE } from './dashboard-messages.ts';
import { FamilyIdProvider } from './family-id-context.tsx';
import { FamilyPanel } from './family-panel.tsx';
import { EmailChoicesPanel } from './email-choices-panel.tsx';
import { AnnouncementsArchive } from './announcements-archive.tsx';
import { MembersGrid } from './members-grid.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';
import { MembershipPanel } from './membership-panel.tsx';
import { UpcomingBookingsPanel } from './upcoming-bookings-panel.tsx';
import { DoorRoleNotice } from './door-role-notice.tsx';
import { PrivacyNoticeBanner } from './privacy-notice-banner.tsx';
import { pathTo } from '../../app/route-table.ts';
import { invitationsState } from '../../lib/open-invitations.ts';
import './dashboard.css';

const NONE: Invitation[] = [];

export default function DashboardPage() {
  const navigate = useNavigate();
  // Read once: logging out or an expired session clears it without re-triggering the "not logged in" alert.
  const [storedUser] = useState(readStoredUser);
  const warned = useRef(false);

  useEffect(() => {
    if (storedUser || warned.current) return;
    warned.current = true;
    window.alert(NOT_LOGGED_IN_MESSAGE);
    navigate(pathTo('login'), { replace: true });
  }, [storedUser, navigate]);

  if (!storedUser) return null;
  return <DashboardView />;
}

/** Why the family is not shown: the spec's message, and the server's reason when it gave one. */
function loadFailure(error: Error): { message: string; detail?: string } {
  if (error instanceof ApiError && error.kind === 'refused') return { message: FAMILY_LOAD_FAILED_MESSAGE, detail: error.serverMessage };
  return { message: FAMILY_LOAD_ERROR_MESSAGE };
}

/** Inside the signed-in area: any call that meets an ended sign-in leads to "Sign in again". */
function DashboardView() {
  const session = useAuthSession();
  const { ended } = useApiSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const familyId = params.get('familyId') ?? '';
  const [loggingOut, setLoggingOut] = useState(false);
  // Signed out although a user is stored: the session has expired.
  const expired = (ended || session.status === 'signed-out') && !loggingOut;
  const family = useApiQuery(FAMILY_API.family, { familyId }, { enabled: session.status === 'signed-in' && familyId !== '' && !ended });
  // Opened without a family (the header's "My family"): the caller's own, found as the login finds it.
  const email = session.user?.email ?? '';
  const own = useApiQuery(
    FAMILY_API.checkUser,
    { email },
    { enabled: session.status === 'signed-in' && familyId === '' && email !== '' && !ended },
  );
  const ownFamilyId = own.data?.family_id ?? '';
  // Listed by a family but not yet joined: no dashboard yet, so back to the login's question.
  const invitations = (!familyId && !ownFamilyId && own.data?.invitations) || NONE;
  useEffect(() => {
    if (!familyId && ownFamilyId) navigate(`${pathTo('dashboard')}?familyId=${encodeURIComponent(ownFamilyId)}`, { replace: true });
    else if (invitations.length > 0) navigate(pathTo('login'), { replace: true, state: invitationsState(invitations) });
  }, [familyId, ownFamilyId, invitations, navigate]);
  // The whole committee, or a task role (treasurer, events, content): the console shows each their sections.
  const consoleAccess = (useConsoleRoles(session)?.length ?? 0) > 0;
  const failure =
    session.status !== 'signed-in'
      ? null
      : !familyId
        ? own.isError || (own.isSuccess && !ownFamilyId && invitations.length === 0) || !email
          ? { message: FAMILY_LOAD_FAILED_MESSAGE }
          : null
        : family.error && !isSessionExpired(family.error)
          ? loadFailure(family.error)
          : null;
  const loaded = !expired && !ended && family.data ? family.data : null;

  useEffect(() => {
    if (family.error && failure?.message === FAMILY_LOAD_ERROR_MESSAGE) console.error(FAMILY_LOAD_ERROR_MESSAGE, family.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [family.error]);

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
    navigate(pathTo('login'));
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
      {!expired && !failure && !loaded && <p role="status">Loading...</p>}
      {!expired && failure && (
        <div className="dashboard__message" role="alert">
          <p>{failure.message}</p>
          {failure.detail && <p>{failure.detail}</p>}
        </div>
      )}
      {expired && <SessionEndedNotice className="dashboard__message" />}
      {consoleAccess && (
        <p className="dashboard__committee">
          <Link to={pathTo('committee-console')}>Committee console</Link>
        </p>
      )}
      {/* Beside the family, not inside it: the role is the account's, and stands if the family cannot be shown. */}
      {!expired && !ended && session.status === 'signed-in' && (
        <PanelBoundary name="Your door role">
          <DoorRoleNotice user={session.user} />
        </PanelBoundary>
      )}
      {loaded && (
        <PanelBoundary name="The privacy notice update">
          <PrivacyNoticeBanner />
        </PanelBoundary>
      )}
      {loaded?.family.approval === 'pending' && (
        <p className="dashboard__notice" role="status">
          {WAITING_FOR_APPROVAL_MESSAGE}
        </p>
      )}
      {loaded?.family.approval === 'rejected' && (
        <p className="dashboard__notice" role="status">
          The committee did not approve this registration{loaded.family.rejection_reason ? `: ${loaded.family.rejection_reason}` : '.'}
        </p>
      )}
      {loaded && (
        <FamilyIdProvider value={familyId}>
          {/* Each panel fails on its own: the others, and the page, stay usable. */}
          <div className="dashboard__panels">
            <PanelBoundary name="Family information">
              <FamilyPanel family={loaded.family} />
            </PanelBoundary>
            <PanelBoundary name="Your email choices">
              <EmailChoicesPanel />
            </PanelBoundary>
            <PanelBoundary name="Membership">
              <MembershipPanel approval={loaded.family.approval} />
            </PanelBoundary>
            {loaded.family.approval === 'approved' && (
              <PanelBoundary name="Your bookings">
                <UpcomingBookingsPanel />
              </PanelBoundary>
            )}
            <PanelBoundary name="Family members">
              <MembersGrid members={loaded.members} />
            </PanelBoundary>
            <PanelBoundary name="Privacy and your data">
              <PrivacyPanel />
            </PanelBoundary>
          </div>
          {loaded.family.approval === 'approved' && (
            <PanelBoundary name="Announcements">
              <AnnouncementsArchive />
            </PanelBoundary>
          )}
        </FamilyIdProvider>
      )}
    </div>
  );
}
