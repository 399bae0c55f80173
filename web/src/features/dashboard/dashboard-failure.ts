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

/** The two texts of a failed change: the server refused it, or no usable answer came back. */
export interface FailureTexts {
  refused: string;
  failed: string;
}

/** Reports a failed call: an ended session goes to the page, anything else is alerted with its reason. */
export function reportFailure(error: unknown, texts: FailureTexts, onSessionExpired: () => void): void {
  if (isSessionExpired(error)) {
    onSessionExpired();
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
