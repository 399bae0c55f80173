import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicJsonState } from '../api/use-public-json.ts';
import { PublicContentNotice, PublicContentState } from './public-content-state.tsx';

const texts = { loadingText: 'Loading events...', failureText: 'The events could not be loaded.', className: 'page__notice' };

function renderState(state: PublicJsonState<{ names: string[] }>, retry = vi.fn()) {
  render(
    <PublicContentState state={state} retry={retry} {...texts}>
      {(data) => (
        <ul>
          {data.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PublicContentState>,
  );
  return retry;
}

describe('PublicContentState', () => {
  it('says the content is loading, as a status, and shows none of it yet', () => {
    renderState({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...');
    expect(screen.getByRole('status')).toHaveClass('page__notice');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the content could not be loaded, as an alert, and Try again asks again', async () => {
    const retry = renderState({ status: 'failed', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('The events could not be loaded. Try again');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveClass('button-secondary');
    await userEvent.click(tryAgain);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('renders the content from the data once it is ready, with no notice', () => {
    renderState({ status: 'ready', data: { names: ['Onam', 'Vishu'] } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Onam', 'Vishu']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PublicContentNotice', () => {
  it('is empty once the content is ready, so a page can keep its frame around it', () => {
    const { container } = render(<PublicContentNotice state={{ status: 'ready', data: [] }} retry={vi.fn()} {...texts} />);
    expect(container).toBeEmptyDOMElement();
  });
});
