import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDialogs } from '../test/dialogs.ts';
import { ApiError } from './api-client.ts';
import { ApiSessionProvider } from './api-session.tsx';
import { useApiAction, withReason } from './use-api-action.ts';

const texts = { done: 'Member updated successfully.', refused: 'Update failed.', failed: 'Error updating member.' };
let dialogs: ReturnType<typeof stubDialogs>;
let log: ReturnType<typeof vi.spyOn>;
const onSessionEnded = vi.fn();
const idToken = vi.fn<() => Promise<string>>();

function setUp<R>(call: (token: string, name: string) => Promise<R>, onDone?: (result: R, name: string) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiSessionProvider idToken={idToken} onSessionEnded={onSessionEnded}>
      {children}
    </ApiSessionProvider>
  );
  return renderHook(() => useApiAction(call, texts, onDone), { wrapper }).result;
}

/** A call that rejects with these errors in turn (the last one repeats). */
function failing(...errors: Error[]) {
  let n = 0;
  return vi.fn(async (_token: string, _name: string): Promise<unknown> => {
    throw errors[Math.min(n++, errors.length - 1)];
  });
}

beforeEach(() => {
  dialogs = stubDialogs();
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
  onSessionEnded.mockReset();
  idToken.mockReset().mockResolvedValue('token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useApiAction', () => {
  it('calls with the ID token, tells the user, hands over the answer and tracks pending', async () => {
    let answer!: (value: { id: string }) => void;
    const call = vi.fn((_token: string, _name: string) => new Promise<{ id: string }>((resolve) => (answer = resolve)));
    const onDone = vi.fn();
    const action = setUp(call, onDone);
    expect(action.current.pending).toBe(false);

    let saved!: Promise<boolean>;
    act(() => {
      saved = action.current.run('Anu');
    });
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('token-1', 'Anu'));
    expect(action.current.pending).toBe(true);
    // A second run while one is pending is ignored.
    await act(async () => expect(await action.current.run('Anu')).toBe(false));
    expect(call).toHaveBeenCalledTimes(1);

    await act(async () => answer({ id: 'm1' }));
    expect(await saved).toBe(true);
    expect(dialogs.alert).toHaveBeenCalledWith('Member updated successfully.');
    expect(onDone).toHaveBeenCalledWith({ id: 'm1' }, 'Anu');
    expect(action.current.pending).toBe(false);
  });

  it('alerts a refusal with the server reason, or alone without one', async () => {
    const onDone = vi.fn();
    const action = setUp(
      failing(new ApiError('refused', 409, 'This email already belongs to another family.'), new ApiError('refused', 400)),
      onDone,
    );
    await act(async () => expect(await action.current.run('Anu')).toBe(false));
    expect(dialogs.alert).toHaveBeenLastCalledWith('Update failed. This email already belongs to another family.');
    await act(async () => void (await action.current.run('Anu')));
    expect(dialogs.alert).toHaveBeenLastCalledWith('Update failed.');
    expect(onDone).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(action.current.pending).toBe(false);
  });

  it('alerts and logs an unusable answer or a lost connection with the failure text', async () => {
    const action = setUp(failing(new ApiError('off-contract', 413, 'The photo is too large.'), new ApiError('network', 0)));
    await act(async () => void (await action.current.run('Anu')));
    expect(dialogs.alert).toHaveBeenLastCalledWith('Error updating member. The photo is too large.');
    await act(async () => void (await action.current.run('Anu')));
    expect(dialogs.alert).toHaveBeenLastCalledWith('Error updating member.');
    expect(log).toHaveBeenCalledTimes(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('sends an ended session (API 401, or a dead Firebase sign-in) to the page instead of alerting', async () => {
    const call = failing(new ApiError('session-ended', 401));
    const action = setUp(call);
    await act(async () => void (await action.current.run('Anu')));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    idToken.mockRejectedValue(Object.assign(new Error('expired'), { code: 'auth/user-token-expired' }));
    await act(async () => void (await action.current.run('Anu')));
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenCalledTimes(1);
    expect(dialogs.alert).not.toHaveBeenCalled();
  });

  it('withReason adds a trimmed reason only when there is one', () => {
    expect(withReason('Update failed.', '  Too late. ')).toBe('Update failed. Too late.');
    expect(withReason('Update failed.', '   ')).toBe('Update failed.');
    expect(withReason('Update failed.', undefined)).toBe('Update failed.');
  });
});
