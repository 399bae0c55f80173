import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VideosPage from './videos-page.tsx';

describe('VideosPage', () => {
  it('shows the live banner (Live Now after the start) and the past event videos, none loaded', () => {
    const { container } = render(<VideosPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Live Stream Onam 2025' })).toBeInTheDocument();
    // The page's clock is real and the stream started on 20 September 2025.
    expect(screen.getByText('Live Now')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Events' });
    const eventHeadings = within(past)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(eventHeadings).toEqual([
      'BBQ 2025',
      'BBQ 2025',
      'Easter 2025',
      'Easter 2025',
      'Easter 2025',
      'Christmas 2024',
      'Onam 2024',
    ]);
    expect(within(past).getAllByRole('button', { name: /^Play video:/ })).toHaveLength(7);
    expect(container.querySelector('iframe')).toBeNull();
  });
});
