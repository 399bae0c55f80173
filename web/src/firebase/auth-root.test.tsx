import { act, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '../app/page-error-boundary.tsx';
import AuthRoot from './auth-root.tsx';
import { useAuthSession } from './auth-session.ts';
import type { AuthService } from './auth-service.ts';
import { renderRoutes } from '../test/render-routes.tsx';

let listener: ((user: User | null) => void) | undefined;
const service = {
  auth: { name: 'auth' },
  onUserChange: vi.fn((next: (user: User | null) => void) => {
    listener = next;
    return () => undefined;
  }),
  signInWithGoogle: vi.fn(),
  signOut: vi.fn(),
  idToken: vi.fn(async () => 'token-1'),
  consoleRoles: vi.fn(async () => ['events']),
} as unknown as AuthService;
const startAuthService = vi.fn(async () => service);
vi.mock('./auth-service.ts', () => ({ startAuthService: () => startAuthService() }));

/** Set by a test to have the page ask for an ID token (and the console roles) on its first render, before Auth is in. */
let askForToken = false;
let token: Promise<string> | undefined;
let roles: Promise<unknown> | undefined;
function Probe() {
  const session = useAuthSession();
  if (askForToken) {
    token ??= session.idToken();
    roles ??= session.consoleRoles();
  }
  return (
    <p>
      {session.status} {session.auth ? 'with Auth' : 'without Auth'} {session.user?.email ?? ''}
    </p>
  );
}

function renderRoot() {
  return renderRoutes(
    '/',
    { '/': <Probe /> },
    { layout: <AuthRoot />, around: (routes) => <PageErrorBoundary>{routes}</PageErrorBoundary> },
  );
}

describe('AuthRoot', () => {
  it('passes a failed Auth load to the error boundary, and loads again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startAuthService.mockRejectedValueOnce(new Error('no config'));
    renderRoot();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this page could not be shown');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText(/with Auth/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('renders its page at once, then follows the session once Auth is in', async () => {
    askForToken = true;
    renderRoot();
    // Already loaded by the test above in this module: still 'loading' until Auth reports the user.
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    await expect(token).resolves.toBe('token-1');
    await expect(roles).resolves.toEqual(['events']);
    await screen.findByText(/with Auth/);
    act(() => listener!(null));
    expect(screen.getByText('signed-out with Auth')).toBeInTheDocument();
    act(() => listener!({ email: 'anu@gmail.com' } as User));
    expect(screen.getByText('signed-in with Auth anu@gmail.com')).toBeInTheDocument();
  });
});
