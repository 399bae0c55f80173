import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_SEED, PAST_VIDEOS_SEED } from '@edma/contract/content-seed';
import { liveStreamOf } from '@edma/contract/videos';
import { VideosView } from './videos-view.tsx';

const SEED = { live: liveStreamOf(LIVE_STREAM_SEED), past: [...PAST_VIDEOS_SEED] };
const VideosPage = () => <VideosView content={SEED} />;

describe('VideosView', () => {
  it('shows the live banner (Live Now after the start) and the past event videos, none loaded', () => {
    const { container } = render(<VideosPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Live Stream Onam 2025' })).toBeInTheDocument();
    // The page's clock is real and the stream started on 20 September 2025.
    expect(screen.getByText('Live Now')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Events' });
    const eventHeadings = within(past)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(eventHeadings).toEqual(['BBQ 2025', 'BBQ 2025', 'Easter 2025', 'Easter 2025', 'Easter 2025', 'Christmas 2024', 'Onam 2024']);
    expect(within(past).getAllByRole('button', { name: /^Play video:/ })).toHaveLength(7);
    expect(container.querySelector('iframe')).toBeNull();
  });

  describe('the countdown counts to the spec’s fixed start, 20 September 2025 at 10:00 UK time', () => {
    afterEach(() => vi.useRealTimers());

    const shown = () =>
      within(screen.getByRole('timer'))
        .getAllByText(/^\d+$/)
        .map((value) => value.textContent);

    it('shows a day to go one day before', () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      // 10:00 in London on 19 September 2025 (BST, UTC+1).
      vi.setSystemTime(new Date('2025-09-19T09:00:00Z'));
      render(<VideosPage />);
      expect(shown()).toEqual(['01', '00', '00', '00']);
      expect(screen.queryByText('Live Now')).not.toBeInTheDocument();
    });

    it('shows one second to go at 09:59:59 and Live Now at 10:00:00', () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(new Date('2025-09-20T08:59:59Z'));
      render(<VideosPage />);
      expect(shown()).toEqual(['00', '00', '00', '01']);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Live Now')).toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });
  });
});

describe('a banner the committee set', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down to its own start, in its own title', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-12-18T18:00:00Z'));
    const live = {
      title: 'Live Stream Christmas 2026',
      date: '2026-12-19',
      time: '18:00',
      youtubeId: 'xmas26',
      startsAtMs: Date.parse('2026-12-19T18:00:00Z'),
    };
    render(<VideosView content={{ live, past: [] }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Live Stream Christmas 2026' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('timer'))
        .getAllByText(/^\d+$/)
        .map((v) => v.textContent),
    ).toEqual(['01', '00', '00', '00']);
    expect(screen.getByRole('button', { name: 'Play video: Live Stream Christmas 2026' })).toBeInTheDocument();
  });
});
