import { ApiError } from '../../api/api-client.ts';
import { isSessionExpired } from '../../lib/session-expiry.ts';

/** What the member is told about a change (dashboard-messages.ts). */
export interface ChangeTexts {
  /** Alerted once the change is saved. */
  done: string;
  /** Alerted when the server refuses the change, followed by its reason ("Update failed. <reason>"). */
  refused: string;
  /** Alerted when no usable answer came back, followed by the server's message if any; also logged. */
  failed: string;
}

/** The spec's text, then the server's reason when it gave one, so a refusal says what to change. */
export function withReason(text: string, reason: string | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? `${text} ${trimmed}` : text;
}

/**
 * Saves with the spec's alerts: `save` is a mutation's mutateAsync; resolves with its answer, or
 * undefined once the failure is told. An ended session is the session provider's to show, and a
 * second submit while one is saving is simply not sent.
 */
export async function saveWithAlerts<R>(save: Promise<R>, texts: ChangeTexts): Promise<R | undefined> {
  try {
    const result = await save;
    window.alert(texts.done);
    return result;
  } catch (error) {
    if (isSessionExpired(error)) return undefined;
    const apiError = error instanceof ApiError ? error : null;
    if (apiError?.kind === 'refused' && apiError.status === 0) return undefined;
    if (apiError?.kind === 'refused') {
      window.alert(withReason(texts.refused, apiError.serverMessage));
      return undefined;
    }
    console.error(texts.failed, error);
    window.alert(withReason(texts.failed, apiError?.serverMessage));
    return undefined;
  }
}
