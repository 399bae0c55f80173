import { CALENDAR_API } from '@edma/contract/calendar';
import type { ConsoleRole } from '@edma/contract/committee';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession, AuthStatus } from '../../firebase/auth-session.ts';
import { STORED_USER_KEY, storeUser } from '../../lib/stored-user.ts';
import DashboardPage from './dashboard-page.tsx';
import { json, jsonResponse, offline, pending, type FetchCall } from '../../test/fetch-stub.ts';
import { anu, family, joel, stubApi, stubFamilyServer } from './dashboard-test-helpers.tsx';
import SignedInArea from '../../firebase/signed-in-area.tsx';
import { renderRoutes } from '../../test/render-routes.tsx';
import { pathTo } from '../../app/route-table.ts';
import { invitationsIn } from '../../lib/open-invitations.ts';
import { useLocation } from 'react-router-dom';

const session = {
  status: 'signed-in' as AuthStatus,
  user: { uid: 'uid-anu' },
  auth: {},
  signInWithGoogle: vi.fn(),
  signOut: vi.fn<() => Promise<void>>(),
  idToken: vi.fn<() => Promise<string>>(),
  consoleRoles: vi.fn<() => Promise<ConsoleRole[]>>(),
};
vi.mock('../../firebase/auth-session.ts', () => ({ useAuthSession: () => session as unknown as AuthSession }));

// The family panel as it is, or throwing while `broken.familyPanel`: one panel failing must not blank the page.
const broken = vi.hoisted(() => ({ familyPanel: false }));
vi.mock('./family-panel.tsx', async (importOriginal) => {
  const { FamilyPanel } = await importOriginal<typeof import('./family-panel.tsx')>();
  return {
    FamilyPanel: (props: Parameters<typeof FamilyPanel>[0]) => {
      if (broken.familyPanel) throw new Error('The family panel broke');
      return <FamilyPanel {...props} />;
    },
  };
});

function LoginProbe() {
  const heads = invitationsIn(useLocation().state).map((invitation) => invitation.head);
  return <p>Login screen{heads.length > 0 && `, asking about ${heads.join(', ')}`}</p>;
}

function renderDashboard(path = '/dashboard?familyId=fam-1') {
  return renderRoutes(
    path,
    { [pathTo('dashboard')]: <DashboardPage /> },
    { layout: <SignedInArea />, beside: { [pathTo('login')]: <LoginProbe /> } },
  );
}

const loaded = json(200, { success: true, family, members: [anu, joel] });
let alertMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  broken.familyPanel = false;
  storeUser({ email: 'anu@gmail.com', name: 'Anu Thomas', photoURL: '' });
  session.status = 'signed-in';
  session.user = { uid: 'uid-anu' };
  session.signOut.mockReset().mockResolvedValue(undefined);
  session.idToken.mockReset().mockResolvedValue('token-anu');
  session.consoleRoles.mockReset().mockResolvedValue([]);
  alertMock = vi.fn();
  vi.stubGlobal('alert', alertMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('DashboardPage', () => {
  it('without a stored user alerts and redirects to /login, calling nothing', async () => {
    localStorage.clear();
    const calls = stubApi({});
    renderDashboard();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(alertMock).toHaveBeenCalledWith('You must be logged in to view this page.');
    expect(calls).toHaveLength(0);
  });

  it('shows Loading... while Firebase Auth restores the session, and calls nothing yet', () => {
    session.status = 'loading';
    session.user = null as never;
    const calls = stubApi({});
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows Loading... while the family is fetched, then the family and its members', async () => {
    const answer = pending();
    const photoRequests: FetchCall[] = [];
    const calls = stubApi({
      '/api/get_family_from_id.php': answer.handler,
      '/api/photos/*': (call) => {
        photoRequests.push(call);
        return jsonResponse(404, { success: false });
      },
    });
    renderDashboard();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    answer.release(jsonResponse(200, { success: true, family, members: [anu, joel] }));

    const info = await screen.findByRole('region', { name: 'Family Information' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(within(info).getByText('12')).toBeInTheDocument();
    expect(within(info).getByText('Harbour Road, Seaton, EX12 2LT')).toBeInTheDocument();
    expect(within(info).getByText('Gold')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Edit family information' })).toBeInTheDocument();

    const grid = screen.getByRole('region', { name: 'Family Members' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Anu Thomas' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('anu@gmail.com')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('07700 900001')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1985-03-14')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Anu Thomas' })).toHaveAttribute('width', '100');
    // Photos are fetched with the sign-in: the thumbnail first.
    await waitFor(() => expect(photoRequests[0]?.url).toBe('/api/photos/fam-1/m1-thumb.webp'));
    expect(photoRequests[0]!.init.headers).toEqual({ Authorization: 'Bearer token-anu' });
    expect(within(cards[1]!).getByRole('img', { name: 'Joel Thomas' })).toHaveAttribute('src', '/images/placeholder-avatar.svg');
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Joel Thomas' })).toBeInTheDocument();

    expect(calls[0]!.url).toBe('/api/get_family_from_id.php?familyId=fam-1');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-anu' });
  });

  it("opened without a family (the header's My family), finds the caller's own as the login does and shows it", async () => {
    session.user = { uid: 'uid-anu', email: 'anu@gmail.com' } as never;
    const calls = stubApi({
      '/api/check_user.php': json(200, { exists: true, family_id: 'fam-1', invitations: [] }),
      '/api/get_family_from_id.php': loaded,
    });
    renderDashboard(pathTo('dashboard'));
    expect(await screen.findByRole('region', { name: 'Family Information' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/check_user.php?email=anu%40gmail.com',
      '/api/get_family_from_id.php?familyId=fam-1',
    ]);
  });

  it('opened without a family by someone no family lists, says the family could not be loaded', async () => {
    session.user = { uid: 'uid-anu', email: 'anu@gmail.com' } as never;
    const calls = stubApi({ '/api/check_user.php': json(200, { exists: false, family_id: null, invitations: [] }) });
    renderDashboard(pathTo('dashboard'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load family data.');
    expect(calls).toHaveLength(1);
  });

  it('opened without a family by someone a family listed who has not answered yet, asks the login question again', async () => {
    session.user = { uid: 'uid-anu', email: 'anu@gmail.com' } as never;
    const invitations = [{ familyId: 'fam-9', head: 'Mary Joseph' }];
    const calls = stubApi({ '/api/check_user.php': json(200, { exists: false, family_id: null, invitations }) });
    renderDashboard(pathTo('dashboard'));
    expect(await screen.findByText('Login screen, asking about Mary Joseph')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(alertMock).not.toHaveBeenCalled();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it('shows "Failed to load family data." when the server answers success false, with its reason', async () => {
    stubApi({
      '/api/get_family_from_id.php': json(403, { success: false, message: 'You can only view your own family.' }),
    });
    renderDashboard('/dashboard?familyId=someone-else');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load family data.');
    expect(alert).toHaveTextContent('You can only view your own family.');
    expect(screen.queryByRole('region', { name: 'Family Information' })).not.toBeInTheDocument();
  });

  it('shows "Error fetching family data." when the request fails', { timeout: 10_000 }, async () => {
    stubApi({ '/api/get_family_from_id.php': offline });
    renderDashboard();
    // A dropped connection is tried twice more (one data layer for every read) before it is told.
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Error fetching family data.');
  });

  it('shows "Error fetching family data." when the answer is unreadable', { timeout: 10_000 }, async () => {
    stubApi({ '/api/get_family_from_id.php': () => new Response('<html>oops</html>', { status: 502 }) });
    renderDashboard();
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Error fetching family data.');
  });

  it('explains an expired session (API 401) with a link to sign in again', async () => {
    stubApi({ '/api/get_family_from_id.php': json(401, { success: false, message: 'Sign in again.' }) });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(within(alert).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', pathTo('login'));
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(session.signOut).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('explains an expired session when Firebase cannot refresh the ID token', async () => {
    session.idToken.mockRejectedValue(Object.assign(new Error('expired'), { code: 'auth/user-token-expired' }));
    const calls = stubApi({});
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(calls).toHaveLength(0);
  });

  it('explains an expired session when a user is stored but Firebase is signed out', async () => {
    session.status = 'signed-out';
    session.user = null as never;
    stubApi({});
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('switches to the expired message when a save meets a 401', async () => {
    stubApi({
      '/api/get_family_from_id.php': loaded,
      '/api/update_family.php': json(401, { success: false }),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit family information' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(alertMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Family Information' })).not.toBeInTheDocument();
  });

  it("says a new family is waiting for the committee's approval, and shows a rejection's reason", async () => {
    stubApi({
      '/api/get_family_from_id.php': json(200, { success: true, family: { ...family, approval: 'pending' }, members: [anu] }),
    });
    const { unmount } = renderDashboard();
    expect(await screen.findByText("Waiting for the committee's approval")).toHaveAttribute('role', 'status');
    unmount();

    stubApi({
      '/api/get_family_from_id.php': () =>
        jsonResponse(200, {
          success: true,
          family: { ...family, approval: 'rejected', rejection_reason: 'Not in East Devon.' },
          members: [anu],
        }),
    });
    renderDashboard();
    expect(await screen.findByText('The committee did not approve this registration: Not in East Devon.')).toBeInTheDocument();
  });

  it('links a holder of a console role (the committee or a task), and only them, to the committee console', async () => {
    stubApi({ '/api/get_family_from_id.php': loaded });
    const { unmount } = renderDashboard();
    await screen.findByRole('region', { name: 'Family Information' });
    expect(screen.queryByRole('link', { name: 'Committee console' })).not.toBeInTheDocument();
    expect(screen.queryByText("Waiting for the committee's approval")).not.toBeInTheDocument();
    unmount();

    for (const roles of [['committee'], ['treasurer'], ['content', 'events']] satisfies ConsoleRole[][]) {
      session.consoleRoles.mockResolvedValue(roles);
      const view = renderDashboard();
      expect(await screen.findByRole('link', { name: 'Committee console' })).toHaveAttribute('href', '/committee-console');
      view.unmount();
    }
  });

  it('leads a member holding an event’s door role to the door screen, and no one else', async () => {
    const event = {
      id: '2099-01-09-family-sadhya',
      date: '2099-01-09',
      title: 'Family Sadhya',
      location: '',
      startTime: '',
      description: '',
    };
    const claims = { roles: ['door'], doorRole: { eventId: event.id, lastDay: '2099-01-10' } };
    stubApi({ '/api/get_family_from_id.php': loaded, [CALENDAR_API.events.path]: json(200, { success: true, events: [event] }) });
    session.user = { uid: 'uid-anu', getIdTokenResult: async () => ({ claims }) } as never;
    const { unmount } = renderDashboard();
    expect(await screen.findByRole('region', { name: 'You are at the door for Family Sadhya' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the door screen' })).toHaveAttribute('href', '/door');
    // The door role opens no console section: no link there.
    expect(screen.queryByRole('link', { name: 'Committee console' })).not.toBeInTheDocument();
    unmount();

    session.user = { uid: 'uid-anu', getIdTokenResult: async () => ({ claims: {} }) } as never;
    renderDashboard();
    await screen.findByRole('region', { name: 'Family Information' });
    expect(screen.queryByRole('link', { name: 'Open the door screen' })).not.toBeInTheDocument();
  });

  it('Logout signs out, clears the stored user and goes to /login', async () => {
    stubApi({ '/api/get_family_from_id.php': loaded });
    renderDashboard();
    await screen.findByRole('region', { name: 'Family Information' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('keeps a saved family change in the view', async () => {
    stubFamilyServer({ family, members: [anu, joel] });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit family information' }));
    const house = screen.getByLabelText('House No');
    await userEvent.clear(house);
    await userEvent.type(house, '14B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const info = screen.getByRole('region', { name: 'Family Information' });
    expect(await within(info).findByText('14B')).toBeInTheDocument();
    expect(alertMock).toHaveBeenCalledWith('Family updated successfully.');
  });

  it('keeps the page and its other panels when one panel fails, and shows that panel again on "Try again"', async () => {
    broken.familyPanel = true;
    stubApi({ '/api/get_family_from_id.php': loaded });
    renderDashboard();
    const failed = await screen.findByRole('alert', { name: 'Family information could not be shown.' });
    expect(failed).toHaveTextContent('The rest of the page still works.');
    expect(screen.queryByRole('region', { name: 'Family Information' })).not.toBeInTheDocument();
    // Not the page's "could not be shown": the header, the other panels and Logout are all there.
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    for (const panel of ['Emails', /^Membership/, 'Family Members', 'Privacy and your data', 'Announcements']) {
      expect(screen.getByRole('heading', { level: 2, name: panel })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();

    broken.familyPanel = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Family Information' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Family information could not be shown.' })).not.toBeInTheDocument();
  });
});
