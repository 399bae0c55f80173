import { useRef, useState } from 'react';
import { isSessionExpired } from '../lib/session-expiry.ts';
import { ApiError } from './api-client.ts';
import { useApiSession } from './api-session.tsx';

/** What the user is told about a change. */
export interface ActionTexts {
  /** Alerted once the change is saved; none for a change the screen shows by itself. */
  done?: string;
  /** Alerted when the server refuses the change, followed by its reason (e.g. "Update failed. <reason>"). */
  refused: string;
  /** Alerted when no usable answer came back, followed by the server's message if any; also logged. */
  failed: string;
}

/**
 * The spec's text first, then the server's reason when it gave one (e.g. "This email already belongs
 * to another family."), so a refusal says what to change.
 */
export function withReason(text: string, reason: string | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? `${text} ${trimmed}` : text;
}

/** Tells the user why a change failed; an ended session goes to the page instead of an alert. */
export function reportFailure(error: unknown, texts: ActionTexts, onSessionEnded: () => void): void {
  if (isSessionExpired(error)) {
    onSessionEnded();
    return;
  }
  const apiError = error instanceof ApiError ? error : null;
  if (apiError?.kind === 'refused') {
    window.alert(withReason(texts.refused, apiError.serverMessage));
    return;
  }
  console.error(texts.failed, error);
  window.alert(withReason(texts.failed, apiError?.serverMessage));
}

/**
 * Save-then-tell-the-user: `run(...args)` gets an ID token from the page's ApiSession, makes the
 * call, alerts `texts.done` and hands the answer to `onDone`; a failure is alerted with the server's
 * reason (or routed to the page's session-expired state). `run` resolves true when the change was
 * saved and ignores calls while one is pending.
 */
export function useApiAction<A extends unknown[], R>(
  call: (token: string, ...args: A) => Promise<R>,
  texts: ActionTexts,
  onDone?: (result: R, ...args: A) => void,
): { run(...args: A): Promise<boolean>; pending: boolean } {
  const session = useApiSession();
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  async function run(...args: A): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    try {
      const result = await call(await session.idToken(), ...args);
      if (texts.done) window.alert(texts.done);
      onDone?.(result, ...args);
      return true;
    } catch (error) {
      reportFailure(error, texts, session.onSessionEnded);
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { run, pending };
}
