import { LIVE_STREAM_SEED, PAST_VIDEOS_SEED } from '@edma/contract/content-seed';
import { liveStreamOf } from '@edma/contract/videos';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, offline, stubFetch } from '../../test/fetch-stub.ts';
import VideosPage from './videos-page.tsx';

const content = { success: true, live: liveStreamOf(LIVE_STREAM_SEED), past: PAST_VIDEOS_SEED };

describe('VideosPage', () => {
  it('loads the banner and the videos from the API', async () => {
    const { calls } = stubFetch({ '/api/content/videos.json': json(200, content) });
    render(<VideosPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Stream Onam 2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Play video:/ })).toHaveLength(8);
    expect(calls.map((call) => call.url)).toEqual(['/api/content/videos.json']);
  });

  it('says when they could not be loaded, and tries again on request', async () => {
    stubFetch({ '/api/content/videos.json': [offline, json(200, content)] });
    const user = userEvent.setup();
    render(<VideosPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The videos could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Stream Onam 2025' })).toBeInTheDocument();
  });
});
