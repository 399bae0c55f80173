import { useId, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, reloadOnce } from '../app/chunk-reload.ts';
import { Button } from './button.tsx';
import './panel-boundary.css';

interface PanelBoundaryProps {
  /** The part of the page in plain words, as its reader knows it: "Announcements". */
  name: string;
  /** The fallback's heading level: 2 for a panel of the page, 3 for a part inside a panel. */
  headingLevel?: 2 | 3;
  /** Reloads the page (a chunk that failed to load needs a new index.html); tests pass their own. */
  reload?: () => void;
  children: ReactNode;
}

/**
 * Catches what one panel throws while rendering, so the rest of the page stays usable: the panel
 * says it could not be shown and offers "Try again". A lazy chunk that no longer exists (the site was
 * deployed since this tab opened) reloads the page once, as PageErrorBoundary does for a whole page.
 */
export function PanelBoundary({ name, headingLevel = 2, reload, children }: PanelBoundaryProps) {
  const report = (error: unknown) => {
    if (isChunkLoadError(error) && !reload && reloadOnce()) return;
    console.error(`The "${name}" panel could not be shown:`, error);
  };
  return (
    <ErrorBoundary
      onError={report}
      fallbackRender={(failure) => <PanelFailed name={name} headingLevel={headingLevel} reload={reload} {...failure} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function PanelFailed({
  name,
  headingLevel,
  reload,
  error,
  resetErrorBoundary,
}: FallbackProps & Required<Pick<PanelBoundaryProps, 'name' | 'headingLevel'>> & Pick<PanelBoundaryProps, 'reload'>) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // A chunk that failed to load stays failed until the page loads again; anything else may render now.
  const retry = isChunkLoadError(error) ? (reload ?? (() => window.location.reload())) : () => resetErrorBoundary();
  return (
    <section className="panel panel-failed" role="alert" aria-labelledby={titleId}>
      <Heading id={titleId} className="panel-failed__title">
        {name} could not be shown.
      </Heading>
      <p>Something went wrong while showing this part of the page. The rest of the page still works.</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </section>
  );
}
