import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary.tsx';

afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it('shows a friendly message with a retry that renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Page content</p>;
    }
    render(
      <PageErrorBoundary>
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this page could not be shown');
    expect(screen.queryByText('boom')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('a page chunk that fails to load offers a reload rather than a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const Missing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/gone-abc123.js')));
    render(
      <PageErrorBoundary reload={reload}>
        <Suspense fallback={<p>Loading...</p>}>
          <Missing />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading it');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
