import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnce } from '../app/chunk-reload.ts';
import { PanelBoundary } from './panel-boundary.tsx';

// The page reload after a deploy is chunk-reload's own (and tested there); here only whether it is asked for.
vi.mock('../app/chunk-reload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/chunk-reload.ts')>()),
  reloadOnce: vi.fn(() => false),
}));

const GONE_CHUNK = 'Failed to fetch dynamically imported module: /assets/gone-abc123.js';
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // React logs each caught error too; the boundary's own line is checked below.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reloadOnce).mockReset().mockReturnValue(false);
});

describe('PanelBoundary', () => {
  it('shows its panel while nothing goes wrong', () => {
    render(
      <PanelBoundary name="Announcements">
        <h2>Announcements</h2>
      </PanelBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says which panel failed, keeps what stands beside it, logs one line naming it, and "Try again" shows it once it works', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <h2>Announcements</h2>;
    }
    render(
      <>
        <PanelBoundary name="Announcements">
          <Flaky />
        </PanelBoundary>
        <PanelBoundary name="Family information">
          <h2>Family Information</h2>
        </PanelBoundary>
      </>,
    );
    const alert = screen.getByRole('alert', { name: 'Announcements could not be shown.' });
    expect(alert).toHaveTextContent('Something went wrong while showing this part of the page. The rest of the page still works.');
    expect(alert).not.toHaveTextContent('boom');
    expect(screen.getByRole('heading', { level: 2, name: 'Family Information' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'The "Announcements" panel could not be shown:',
      expect.objectContaining({ message: 'boom' }),
    );

    // Still failing: the message stays, and the button with it.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert', { name: 'Announcements could not be shown.' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Announcements' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Try again" is a real button in the site\'s look, and the heading level fits a part inside a panel', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <PanelBoundary name="Your booking" headingLevel={3}>
        <Broken />
      </PanelBoundary>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your booking could not be shown.' })).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('type', 'button');
    expect(retry).toHaveClass('button-secondary');
  });

  it('reloads the page once for a chunk that is gone since a deploy, and logs nothing then', async () => {
    vi.mocked(reloadOnce).mockReturnValue(true);
    const Missing = lazy(() => Promise.reject(new TypeError(GONE_CHUNK)));
    render(
      <PanelBoundary name="Your booking">
        <Suspense fallback={<p>Loading...</p>}>
          <Missing />
        </Suspense>
      </PanelBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reloadOnce).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('"Your booking"'), expect.anything());
  });

  it('"Try again" after a chunk that failed to load reloads the page (the chunk stays failed until then)', async () => {
    const reload = vi.fn();
    const Missing = lazy(() => Promise.reject(new TypeError(GONE_CHUNK)));
    render(
      <PanelBoundary name="Your booking" reload={reload}>
        <Suspense fallback={<p>Loading...</p>}>
          <Missing />
        </Suspense>
      </PanelBoundary>,
    );
    expect(await screen.findByRole('alert', { name: 'Your booking could not be shown.' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('The "Your booking" panel could not be shown:', expect.any(TypeError));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
