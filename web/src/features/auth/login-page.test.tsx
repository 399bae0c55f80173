import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { STORED_USER_KEY } from '../../lib/stored-user.ts';
import { stubDialogs } from '../../test/dialogs.ts';
import { json, jsonBody, offline, stubFetch } from '../../test/fetch-stub.ts';
import LoginPage from './login-page.tsx';
import { renderRoutes } from '../../test/render-routes.tsx';
import { pathTo } from '../../app/route-table.ts';
import { invitationsState } from '../../lib/open-invitations.ts';

const session = {
  status: 'signed-out',
  user: null,
  auth: {},
  signInWithGoogle: vi.fn<() => Promise<User>>(),
  signOut: vi.fn<() => Promise<void>>(),
  idToken: vi.fn<() => Promise<string>>(),
  consoleRoles: vi.fn(),
} as unknown as AuthSession & {
  signInWithGoogle: ReturnType<typeof vi.fn>;
  signOut: ReturnType<typeof vi.fn>;
  idToken: ReturnType<typeof vi.fn>;
};

vi.mock('../../firebase/auth-session.ts', () => ({ useAuthSession: () => session }));

const googleUser = { email: 'anu@gmail.com', displayName: 'Anu Thomas', photoURL: 'https://example.test/anu.png' } as User;

function DashboardProbe() {
  const location = useLocation();
  return <p>Dashboard at {location.pathname + location.search}</p>;
}

function renderLogin(at: Parameters<typeof renderRoutes>[0] = pathTo('login')) {
  return renderRoutes(at, {
    [pathTo('login')]: <LoginPage />,
    [pathTo('dashboard')]: <DashboardProbe />,
    '/calendar/:eventId': <DashboardProbe />,
  });
}

const CHECK = '/api/check_user.php';
const ACCEPT = '/api/invitations/accept';
const DECLINE = '/api/invitations/decline';

let alertMock: ReturnType<typeof stubDialogs>['alert'];

beforeEach(() => {
  alertMock = stubDialogs().alert;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  session.signInWithGoogle.mockReset().mockResolvedValue(googleUser);
  session.signOut.mockReset().mockResolvedValue(undefined);
  session.idToken.mockReset().mockResolvedValue('id-token-1');
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('LoginPage', () => {
  it('shows the welcome card, the Google text and the sign-in button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to EDMA' })).toBeInTheDocument();
    expect(screen.getByText('Login using your Google Account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    // Test builds are not emulator builds: no demo sign-in.
    expect(screen.queryByRole('button', { name: 'Sign in as a demo member' })).not.toBeInTheDocument();
  });

  it('stores the user, checks registration with the ID token and opens the family dashboard', async () => {
    const { calls } = stubFetch({ [CHECK]: json(200, { exists: true, family_id: 'fam 1' }) });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText('Dashboard at /dashboard?familyId=fam%201')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual({
      email: 'anu@gmail.com',
      name: 'Anu Thomas',
      photoURL: 'https://example.test/anu.png',
    });
    expect(calls[0]!.url).toBe('/api/check_user.php?email=anu%40gmail.com');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer id-token-1' });
    expect(alertMock).not.toHaveBeenCalled();
    expect(session.signOut).not.toHaveBeenCalled();
  });

  it('returns to the event page that asked for the sign-in, and only to one', async () => {
    stubFetch({ [CHECK]: json(200, { exists: true, family_id: 'fam1' }) });
    const first = renderLogin('/login?next=%2Fcalendar%2F2027-09-11-onam');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Dashboard at /calendar/2027-09-11-onam')).toBeInTheDocument();
    first.unmount();

    renderLogin('/login?next=https%3A%2F%2Fevil.example%2F');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Dashboard at /dashboard?familyId=fam1')).toBeInTheDocument();
  });

  it('refuses an unregistered account: alert, stored user removed, signed out', async () => {
    stubFetch({ [CHECK]: json(200, { exists: false, family_id: null }) });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(alertMock).toHaveBeenCalledWith('You are not registered. Please register before logging in.');
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome to EDMA' })).toBeInTheDocument();
  });

  it('alerts "Login failed. Please try again." when the popup fails', async () => {
    session.signInWithGoogle.mockRejectedValue(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
    const { fetch } = stubFetch({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Login failed. Please try again.'));
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('alerts "Login failed. Please try again." when the registration check cannot be made', async () => {
    stubFetch({ [CHECK]: offline });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Login failed. Please try again.'));
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(session.signOut).toHaveBeenCalled();
    expect(screen.queryByText(/Dashboard at/)).not.toBeInTheDocument();
  });

  it('treats a server error answer as a login failure', async () => {
    stubFetch({ [CHECK]: json(500, { success: false, message: 'boom' }) });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Login failed. Please try again.'));
  });

  it('ignores a second click while signing in', async () => {
    let finish!: (user: User) => void;
    session.signInWithGoogle.mockReturnValue(new Promise<User>((resolve) => (finish = resolve)));
    stubFetch({ [CHECK]: json(200, { exists: true, family_id: 'f1' }) });
    renderLogin();
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    await userEvent.click(button);
    finish(googleUser);
    expect(await screen.findByText('Dashboard at /dashboard?familyId=f1')).toBeInTheDocument();
    expect(session.signInWithGoogle).toHaveBeenCalledTimes(1);
  });

  describe('an invited person (a family listed their email, they have not joined yet)', () => {
    const invited = { exists: false, family_id: null, invitations: [{ familyId: 'fam-9', head: 'Mary Joseph' }] };

    it('asks whether it is their family; Yes joins it and opens its dashboard', async () => {
      const { calls } = stubFetch({ [CHECK]: json(200, invited), [ACCEPT]: json(200, { success: true, family_id: 'fam-9' }) });
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      expect(await screen.findByText('You have been added to the family of Mary Joseph. Is this your family?')).toBeInTheDocument();
      expect(session.signOut).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Yes, this is my family' }));
      expect(await screen.findByText('Dashboard at /dashboard?familyId=fam-9')).toBeInTheDocument();
      const accept = calls[1]!;
      expect([accept.url, accept.method]).toEqual([ACCEPT, 'POST']);
      expect(jsonBody(accept)).toEqual({ familyId: 'fam-9' });
      expect(accept.init.headers).toMatchObject({ Authorization: 'Bearer id-token-1' });
    });

    it('No declines it, then treats them as not registered', async () => {
      const { calls } = stubFetch({ [CHECK]: json(200, invited), [DECLINE]: json(200, { success: true }) });
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      await userEvent.click(await screen.findByRole('button', { name: 'No, this is not my family' }));

      await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
      expect(calls.map((call) => call.path)).toEqual([CHECK, DECLINE]);
      expect(alertMock).toHaveBeenCalledWith('You are not registered. Please register before logging in.');
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    });

    it('asks again, without a new sign-in, when the dashboard sends a signed-in invitee back', async () => {
      const { calls } = stubFetch({ [ACCEPT]: json(200, { success: true, family_id: 'fam-9' }) });
      renderLogin({ pathname: pathTo('login'), state: invitationsState(invited.invitations) });
      await userEvent.click(screen.getByRole('button', { name: 'Yes, this is my family' }));
      expect(await screen.findByText('Dashboard at /dashboard?familyId=fam-9')).toBeInTheDocument();
      expect(calls.map((call) => call.path)).toEqual([ACCEPT]);
      expect(session.signInWithGoogle).not.toHaveBeenCalled();
    });

    it("shows the server's reason when the answer is refused, and keeps the question", async () => {
      stubFetch({
        [CHECK]: json(200, invited),
        [ACCEPT]: json(409, { success: false, message: 'Your email address already belongs to a registered family.' }),
      });
      renderLogin();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, this is my family' }));
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Your email address already belongs to a registered family.'));
      expect(screen.getByRole('button', { name: 'Yes, this is my family' })).toBeEnabled();
    });
  });
});
