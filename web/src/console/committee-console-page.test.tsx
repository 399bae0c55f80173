import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '@web/firebase/auth-session.ts';
import CommitteeConsolePage from './committee-console-page.tsx';
import SignedInArea from '@web/firebase/signed-in-area.tsx';
import { renderRoutes } from '@web/test/render-routes.tsx';

const session = {
  status: 'signed-in',
  user: { uid: 'uid-chair' },
  auth: {},
  signInWithGoogle: vi.fn(),
  signOut: vi.fn(),
  idToken: vi.fn(),
  consoleRoles: vi.fn(),
};
vi.mock('@web/firebase/auth-session.ts', () => ({ useAuthSession: () => session as unknown as AuthSession }));

// The videos section as it is, or throwing while `broken.videos`: one section failing must not take the console with it.
const broken = vi.hoisted(() => ({ videos: false }));
vi.mock('./sections/videos/videos-section.tsx', async (importOriginal) => {
  const { VideosSection } = await importOriginal<typeof import('./sections/videos/videos-section.tsx')>();
  return {
    VideosSection: () => {
      if (broken.videos) throw new Error('The videos section broke');
      return <VideosSection />;
    },
  };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const registration = (familyId: string, head: string) => ({
  familyId,
  created_at_ms: Date.UTC(2026, 10, 1),
  house_no: '3',
  address_line: 'Fore Street',
  postal_code: 'EX10 8AA',
  location: 'Sidmouth',
  membership_type: 'Gold',
  members: [
    { name: head, email: `${familyId}@gmail.com` },
    { name: 'A Child', email: '' },
  ],
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  broken.videos = false;
  session.status = 'signed-in';
  session.idToken.mockReset().mockResolvedValue('token-chair');
  session.consoleRoles.mockReset().mockResolvedValue(['committee']);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (path = '/committee-console') =>
  renderRoutes(path, { '/committee-console/*': <CommitteeConsolePage /> }, { layout: <SignedInArea /> });

describe('CommitteeConsolePage', () => {
  it('lists pending registrations and approves one with the ID token', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, { success: true, registrations: [registration('fam-1', 'Meera Nair'), registration('fam-2', 'Joseph Kurian')] }),
      )
      .mockResolvedValueOnce(json(200, { success: true }))
      // The list is asked again after the change.
      .mockResolvedValueOnce(json(200, { success: true, registrations: [registration('fam-2', 'Joseph Kurian')] }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Committee console' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pending registrations' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Meera Nair', 'Joseph Kurian']);
    expect(screen.getByText('(fam-1@gmail.com)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Meera Nair' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Meera Nair's family was approved."));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Meera Nair' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/committee/registrations');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/committee/registrations/approve');
    // The approval email is offered, ticked, on every card.
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ familyId: 'fam-1', notify: true });
    expect((init as RequestInit).headers).toMatchObject({ Authorization: 'Bearer token-chair' });
    expect(screen.getByRole('status')).toHaveTextContent('An email is on the way to them.');
  });

  it('approves without the email when its box is unticked', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, registrations: [registration('fam-1', 'Meera Nair')] }))
      .mockResolvedValueOnce(json(200, { success: true }))
      .mockResolvedValueOnce(json(200, { success: true, registrations: [] }));
    renderPage();
    const card = within(await screen.findByRole('listitem', { name: 'Meera Nair' }));
    const box = card.getByRole('checkbox', { name: 'Email the family that they are approved' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(card.getByRole('button', { name: 'Approve Meera Nair' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Meera Nair's family was approved."));
    expect(screen.getByRole('status')).not.toHaveTextContent('email');
    expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toEqual({ familyId: 'fam-1', notify: false });
  });

  it('rejects only with a reason, and shows a refusal from the server', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, registrations: [registration('fam-1', 'Meera Nair')] }))
      .mockResolvedValueOnce(json(409, { success: false, message: 'This registration has already been decided.' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject Meera Nair' }));
    const submit = screen.getByRole('button', { name: 'Reject registration' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (the registrant sees it)'), 'Not in East Devon.');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('This registration has already been decided.');
    expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toEqual({
      familyId: 'fam-1',
      reason: 'Not in East Devon.',
    });
  });

  it('says when nothing is waiting', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, registrations: [] }));
    renderPage();
    expect(await screen.findByText('No registrations are waiting.')).toBeInTheDocument();
  });

  it('shows a member without the role nothing of the console and calls nothing', async () => {
    session.consoleRoles.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This is for committee members only.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in', () => {
    session.status = 'signed-out';
    renderPage();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the heading and the navigation when one section fails, and another section opens as usual', async () => {
    // React logs the caught error, and the boundary names the section: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.videos = true;
    fetchMock.mockResolvedValue(json(200, { success: true, members: [{ uid: 'u0', email: 'chair@gmail.com', name: '' }] }));
    const user = userEvent.setup();
    renderPage('/committee-console/videos');
    const failed = await screen.findByRole('alert', { name: 'Videos could not be shown.' });
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Committee console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
    expect(consoleError).toHaveBeenCalledWith('The "Videos" panel could not be shown:', expect.any(Error));

    await user.click(within(screen.getByRole('navigation', { name: 'Console sections' })).getByRole('link', { name: 'Committee members' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Committee members' })).toBeInTheDocument();
    expect(await screen.findByText('chair@gmail.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Videos could not be shown.' })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  describe('Committee members', () => {
    const members = (...emails: string[]) =>
      json(200, { success: true, members: emails.map((email, i) => ({ uid: `u${i}`, email, name: '' })) });

    it('lists who holds the role, grants it by email and removes it', async () => {
      fetchMock
        .mockResolvedValueOnce(members('chair@gmail.com'))
        .mockResolvedValueOnce(json(200, { success: true, message: 'new@gmail.com is now a committee member.' }))
        .mockResolvedValueOnce(members('chair@gmail.com', 'new@gmail.com'))
        .mockResolvedValueOnce(
          json(409, { success: false, message: 'You cannot remove your own committee role; ask another committee member.' }),
        );
      const user = userEvent.setup();
      renderPage('/committee-console/committee-members');
      expect(await screen.findByRole('heading', { level: 2, name: 'Committee members' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Committee members' })).toHaveAttribute('aria-current', 'page');
      await screen.findByText('chair@gmail.com');

      await user.type(screen.getByLabelText(/Give a role to/), 'new@gmail.com');
      await user.click(screen.getByRole('button', { name: 'Grant role' }));
      expect(await screen.findByText('new@gmail.com is now a committee member.')).toBeInTheDocument();
      expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toEqual({ email: 'new@gmail.com', role: 'committee' });
      expect(await screen.findByText('new@gmail.com')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Remove role Committee (everything) of chair@gmail.com' }));
      await user.click(screen.getByRole('button', { name: 'Remove role' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You cannot remove your own committee role');
      expect(JSON.parse(String((fetchMock.mock.calls[3]![1] as RequestInit).body))).toEqual({
        email: 'chair@gmail.com',
        role: 'committee',
      });
    });
  });
});
