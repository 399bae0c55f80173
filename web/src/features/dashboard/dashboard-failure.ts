import { isSessionExpired } from '../../firebase/session-expiry.ts';

/** Reports a failed call: an ended session goes to the page, anything else is alerted. */
export function reportFailure(error: unknown, message: string, onSessionExpired: () => void): void {
  if (isSessionExpired(error)) {
    onSessionExpired();
    return;
  }
  console.error(message, error);
  window.alert(message);
}
