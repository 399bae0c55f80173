import { ApiError } from '../../api/api-client.ts';
import { isSessionExpired } from '../../lib/session-expiry.ts';

/**
 * The spec's text first, then the server's reason when it gave one (e.g. "This email already belongs
 * to another family."), so a refusal says what to change.
 */
export function withReason(text: string, reason: string | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? `${text} ${trimmed}` : text;
}

/** Reports a failed call: an ended session goes to the page, anything else is alerted with its reason. */
export function reportFailure(error: unknown, message: string, onSessionExpired: () => void): void {
  if (isSessionExpired(error)) {
    onSessionExpired();
    return;
  }
  console.error(message, error);
  window.alert(withReason(message, error instanceof ApiError ? error.serverMessage : undefined));
}
