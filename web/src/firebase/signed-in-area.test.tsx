import { FAMILY_API } from '@edma/contract/family';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApiSession } from '../api/api-session.tsx';
import { useApiQuery } from '../api/use-api.ts';
import { readStoredUser, storeUser } from '../lib/stored-user.ts';
import { json, stubFetch, type FetchCall } from '../test/fetch-stub.ts';
import { routesAt } from '../test/render-routes.tsx';
import type { AuthSession, AuthStatus } from './auth-session.ts';
import SignedInArea from './signed-in-area.tsx';

const session = {
  status: 'signed-in' as AuthStatus,
  user: { uid: 'uid-anu' } as { uid: string } | null,
  signOut: vi.fn<() => Promise<void>>(),
  idToken: vi.fn<() => Promise<string>>(),
};
vi.mock('./auth-session.ts', () => ({ useAuthSession: () => ({ ...session }) as unknown as AuthSession }));

/** A signed-in screen: the family the signed-in user's token finds, and whether the session has ended. */
function Screen() {
  const { ended } = useApiSession();
  const read = useApiQuery(FAMILY_API.checkUser, { email: 'me@example.org' }, { enabled: session.status === 'signed-in' });
  return (
    <>
      <p>{ended ? 'ended' : 'live'}</p>
      <p>{read.data ? `family ${read.data.family_id}` : 'loading'}</p>
    </>
  );
}

const ui = () => routesAt('/', { '/': <Screen /> }, { layout: <SignedInArea /> });

/** The family each token belongs to, as the API would answer it; a token not listed meets a 401. */
function stubApiByToken(families: Record<string, string>) {
  return stubFetch({
    [FAMILY_API.checkUser.path]: (call: FetchCall) => {
      const token = new Headers(call.init.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
      const family = families[token];
      return family
        ? json(200, { exists: true, family_id: family, invitations: [] })(call)
        : json(401, { success: false, message: 'Sign in again.' })(call);
    },
  });
}

function signInAs(uid: string, token: string) {
  session.status = 'signed-in';
  session.user = { uid };
  session.idToken.mockResolvedValue(token);
}

/** Firebase reports the sign-out; the routes render again. */
function signOutAndRerender(view: { rerender(ui: ReactNode): void }) {
  session.status = 'signed-out';
  session.user = null;
  view.rerender(ui());
}

beforeEach(() => {
  signInAs('uid-anu', 'token-anu');
  session.signOut.mockReset().mockResolvedValue(undefined);
  storeUser({ email: 'anu@gmail.com', name: 'Anu Thomas', photoURL: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SignedInArea', () => {
  it('gives its screens the signed-in token', async () => {
    const api = stubApiByToken({ 'token-anu': 'fam-anu' });
    render(ui());
    expect(await screen.findByText('family fam-anu')).toBeInTheDocument();
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(new Headers(api.calls[0]!.init.headers).get('Authorization')).toBe('Bearer token-anu');
  });

  it('ends the session on a 401: every screen sees it, the sign-in is dropped and forgotten on this device', async () => {
    stubApiByToken({});
    render(ui());
    expect(await screen.findByText('ended')).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(readStoredUser()).toBeNull();
  });

  it('starts a new session for a new sign-in after one ended', async () => {
    stubApiByToken({ 'token-anu-2': 'fam-anu' });
    const view = render(ui());
    expect(await screen.findByText('ended')).toBeInTheDocument();
    signOutAndRerender(view);
    signInAs('uid-anu', 'token-anu-2');
    view.rerender(ui());
    expect(await screen.findByText('family fam-anu')).toBeInTheDocument();
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('never shows one person the answers cached for another', async () => {
    const api = stubApiByToken({ 'token-anu': 'fam-anu', 'token-joel': 'fam-joel' });
    const view = render(ui());
    expect(await screen.findByText('family fam-anu')).toBeInTheDocument();
    signInAs('uid-joel', 'token-joel');
    view.rerender(ui());
    // The cache of the first sign-in is gone at once, not shown until the new read lands.
    expect(screen.queryByText('family fam-anu')).toBeNull();
    expect(await screen.findByText('family fam-joel')).toBeInTheDocument();
    expect(api.calls.map((call) => new Headers(call.init.headers).get('Authorization'))).toEqual(['Bearer token-anu', 'Bearer token-joel']);
  });

  it('keeps what the screen shows while signing out, so the page being left does not flash back to loading', async () => {
    stubApiByToken({ 'token-anu': 'fam-anu' });
    const view = render(ui());
    expect(await screen.findByText('family fam-anu')).toBeInTheDocument();
    signOutAndRerender(view);
    await waitFor(() => expect(screen.getByText('family fam-anu')).toBeInTheDocument());
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
