import type { ReactNode } from 'react';
import type { PublicJsonState } from '../api/use-public-json.ts';
import { Button } from './button.tsx';

interface PublicContentNoticeProps<T> {
  /** The state `usePublicJson` returns. */
  state: PublicJsonState<T>;
  /** Its `retry`, for the Try again button. */
  retry(): void;
  /** Shown while it loads, e.g. "Loading events...". */
  loadingText: string;
  /** Shown when it failed, before Try again, e.g. "The events could not be loaded.". */
  failureText: string;
  /** The notice paragraph's class, for the page's spacing. */
  className?: string;
}

/**
 * The loading line (a status) or the failure line with Try again (an alert) of a public page's
 * content; nothing once the content is ready. For a page that shows its frame while it loads.
 */
export function PublicContentNotice<T>({ state, retry, loadingText, failureText, className }: PublicContentNoticeProps<T>) {
  if (state.status === 'loading') {
    return (
      <p className={className} role="status">
        {loadingText}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className={className} role="alert">
        {failureText}{' '}
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </p>
    );
  }
  return null;
}

/** A public page's content: its notice until the content is ready, then `children` with the data. */
export function PublicContentState<T>({ children, ...notice }: PublicContentNoticeProps<T> & { children(data: T): ReactNode }) {
  return notice.state.status === 'ready' ? children(notice.state.data) : <PublicContentNotice {...notice} />;
}
