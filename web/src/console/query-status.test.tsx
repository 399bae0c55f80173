import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/api/api-client.ts';
import { QueryStatus } from './query-status.tsx';

const state = (isPending: boolean, error: unknown = null) => ({ isPending, isError: error !== null, error });

describe('QueryStatus', () => {
  it('says Loading... while the list loads', () => {
    render(<QueryStatus query={state(true)} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason as an alert when the list fails", () => {
    render(<QueryStatus query={state(false, new ApiError('refused', 403, 'Only the committee can do that.'))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only the committee can do that.');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('falls back to a general sentence when the failure has no reason', () => {
    render(<QueryStatus query={state(false, new ApiError('network', 0))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('shows nothing once the list is loaded', () => {
    const { container } = render(<QueryStatus query={state(false)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
