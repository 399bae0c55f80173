import { CALENDAR_SEED } from '@edma/contract/content-seed';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import CalendarPage from './calendar-page.tsx';

describe('CalendarPage', () => {
  it('shows the month at once and marks the events the API answers', async () => {
    const events = [
      ...CALENDAR_SEED,
      { id: 'new', date: '2026-11-28', title: 'Quiz Night', location: '', startTime: '19:00', description: '' },
    ];
    const { calls } = stubFetch({ '/api/content/events.json': json(200, { success: true, events }) });
    render(<CalendarPage today={new Date(2026, 10, 22)} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'EDMA 2026 Event Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...');
    expect(screen.getByRole('button', { name: 'Download the whole calendar (.ics)' })).toBeDisabled();

    const quiz = document.querySelector('button[data-date="2026-11-28"]')!;
    await vi.waitFor(() => expect(quiz).toHaveAttribute('title', 'Quiz Night'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the whole calendar (.ics)' })).toBeEnabled();
    expect(calls.map((call) => call.url)).toEqual(['/api/content/events.json']);
  });

  it('says when the events could not be loaded, and tries again on request', async () => {
    stubFetch({
      '/api/content/events.json': [
        json(500, { success: false, message: 'Something went wrong. Please try again.' }),
        json(200, { success: true, events: CALENDAR_SEED }),
      ],
    });
    const user = userEvent.setup();
    render(<CalendarPage today={new Date(2025, 5, 1)} />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('alert')).toHaveTextContent('The events could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const bbq = document.querySelector('button[data-date="2025-06-14"]')!;
    await vi.waitFor(() => expect(bbq).toHaveAttribute('title', 'BBQ Party'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
