import { LIVE_STREAM_SEED, PAST_VIDEOS_SEED } from '@edma/contract/content-seed';
import { liveStreamOf } from '@edma/contract/videos';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VideosPage from './videos-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const content = { success: true, live: liveStreamOf(LIVE_STREAM_SEED), past: PAST_VIDEOS_SEED };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('VideosPage', () => {
  it('loads the banner and the videos from the API', async () => {
    fetchMock.mockResolvedValueOnce(json(200, content));
    render(<VideosPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Stream Onam 2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Play video:/ })).toHaveLength(8);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/content/videos.json');
  });

  it('says when they could not be loaded, and tries again on request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, content));
    const user = userEvent.setup();
    render(<VideosPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The videos could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Stream Onam 2025' })).toBeInTheDocument();
  });
});
