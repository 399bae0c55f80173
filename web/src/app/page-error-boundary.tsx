import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts';

interface Props {
  children: ReactNode;
  /** Reloads the page (a chunk that failed to load needs a new index.html); tests pass their own. */
  reload?: () => void;
}

interface State {
  error: unknown;
}

/**
 * Catches what a page throws while loading or rendering. A page chunk that no longer exists (the
 * site was deployed since this tab opened) reloads the page once; anything else shows a friendly
 * message with a retry instead of a blank page.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && !this.props.reload && reloadOnce()) return;
    console.error('A page failed to load', error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    this.setState({ error: undefined });
  };

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <section className="container page-error" role="alert" aria-labelledby="page-error-title">
        <h1 id="page-error-title">Sorry, this page could not be shown</h1>
        <p>Something went wrong while loading it. Please check your connection and try again.</p>
        <button type="button" className="button-primary" onClick={this.retry}>
          Try again
        </button>
      </section>
    );
  }
}
