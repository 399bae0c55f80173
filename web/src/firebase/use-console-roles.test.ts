import type { ConsoleRole } from '@edma/contract/committee';
import { renderHook, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import type { AuthSession, AuthStatus } from './auth-session.ts';
import { useConsoleRoles } from './use-console-roles.ts';

type Session = Pick<AuthSession, 'status' | 'user' | 'consoleRoles'>;
const sessionOf = (status: AuthStatus, uid: string | null, consoleRoles: () => Promise<ConsoleRole[]>): Session => ({
  status,
  user: uid ? ({ uid } as User) : null,
  consoleRoles,
});

describe('useConsoleRoles', () => {
  it('is null while checking, then the roles of the signed-in user', async () => {
    let answer: (roles: ConsoleRole[]) => void = () => {};
    const consoleRoles = vi.fn(() => new Promise<ConsoleRole[]>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useConsoleRoles(sessionOf('signed-in', 'uid-meera', consoleRoles)));
    expect(result.current).toBeNull();
    answer(['treasurer', 'events']);
    await waitFor(() => expect(result.current).toEqual(['treasurer', 'events']));
    expect(consoleRoles).toHaveBeenCalledTimes(1);
  });

  it('holds no role when the check fails', async () => {
    const { result } = renderHook(() => useConsoleRoles(sessionOf('signed-in', 'uid-meera', () => Promise.reject(new Error('offline')))));
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('asks nothing and stays null while nobody is signed in', () => {
    const consoleRoles = vi.fn(async (): Promise<ConsoleRole[]> => ['committee']);
    const { result } = renderHook(() => useConsoleRoles(sessionOf('signed-out', null, consoleRoles)));
    expect(result.current).toBeNull();
    expect(consoleRoles).not.toHaveBeenCalled();
  });

  it('checks again for another user, and shows nothing of the previous one meanwhile', async () => {
    const consoleRoles = vi.fn(async (): Promise<ConsoleRole[]> => ['committee']);
    const { result, rerender } = renderHook((uid: string) => useConsoleRoles(sessionOf('signed-in', uid, consoleRoles)), {
      initialProps: 'uid-chair',
    });
    await waitFor(() => expect(result.current).toEqual(['committee']));
    consoleRoles.mockReturnValueOnce(new Promise<ConsoleRole[]>(() => {}));
    rerender('uid-anu');
    expect(result.current).toBeNull();
  });
});
