import type { PastVideo } from '@edma/contract/videos';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, type ConsoleApi, type PostAnswer } from '../../console-test-helpers.tsx';
import { fillAndSubmit, expectInvalid } from '@web/test/form-filling.ts';
import { VideosSection } from './videos-section.tsx';

let live: { title: string; date: string; time: string; youtubeId: string; startsAtMs: number };
let past: PastVideo[];
let api: ConsoleApi;

beforeEach(() => {
  live = {
    title: 'Live Stream Onam 2025',
    date: '2025-09-20',
    time: '10:00',
    youtubeId: 'onam25live',
    startsAtMs: Date.parse('2025-09-20T09:00:00Z'),
  };
  past = [
    { id: 'v1', event: 'BBQ 2025', title: 'BBQ 2025 — part 1', youtubeId: 'bbq1' },
    { id: 'v2', event: 'BBQ 2025', title: 'BBQ 2025 — part 2', youtubeId: 'bbq2' },
    { id: 'v3', event: 'Onam 2024', title: 'Onam 2024', youtubeId: 'onam24' },
  ];
  api = stubConsoleApi(() => jsonResponse(200, { success: true, live, past }));
});

const renderSection = (...answers: PostAnswer[]) => openSection(<VideosSection />, api, ...answers);

describe('VideosSection', () => {
  it('sets the banner: a YouTube address is sent as its video id', async () => {
    const user = renderSection(answer(200, 'The live-stream banner was saved.'));
    const form = await screen.findByRole('form', { name: 'Live-stream banner' });
    expect(screen.getByText(/^Now: Live Stream Onam 2025/)).toHaveTextContent('(started: the page shows Live Now)');
    expect(within(form).getByLabelText('Banner title')).toHaveValue('Live Stream Onam 2025');
    expect(within(form).getByLabelText('Start date')).toHaveValue('2025-09-20');
    expect(within(form).getByLabelText('Start time (UK)')).toHaveValue('10:00');
    expect(within(form).getByLabelText('Video')).toHaveValue('onam25live');

    await fillAndSubmit(
      user,
      form,
      { 'Banner title': 'Live Stream Onam 2026', 'Start date': '2026-09-19', Video: 'https://www.youtube.com/watch?v=onam26live' },
      'Save banner',
      { replace: true },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The live-stream banner was saved.');
    expect(api.posts).toEqual([
      {
        url: '/api/committee/videos/live',
        body: { title: 'Live Stream Onam 2026', date: '2026-09-19', time: '10:00', video: 'onam26live' },
      },
    ]);
  });

  it('refuses an address that is not YouTube, sending nothing', async () => {
    const user = renderSection();
    const form = await screen.findByRole('form', { name: 'Add a video' });
    await fillAndSubmit(user, form, { Event: 'Onam 2026', 'Video title': 'Onam 2026', Video: 'https://vimeo.com/1234' }, 'Add video');
    await expectInvalid(
      form,
      'Video',
      expect.stringContaining('Enter a YouTube address (https://www.youtube.com/watch?v=...) or a video id.'),
    );
    expect(api.posts).toEqual([]);
  });

  it('adds a video, and moves one down with the whole new order', async () => {
    const user = renderSection(
      answer(
        200,
        'Onam 2026 — part 1 was added.',
        () => past.unshift({ id: 'v4', event: 'Onam 2026', title: 'Onam 2026 — part 1', youtubeId: 'onam26a' }),
        { id: 'v4' },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Add a video' });
    await fillAndSubmit(
      user,
      form,
      { Event: 'Onam 2026', 'Video title': 'Onam 2026 — part 1', Video: 'https://youtu.be/onam26a' },
      'Add video',
    );
    const list = screen.getByRole('list', { name: 'Past event videos' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Onam 2026 — part 1', 'BBQ 2025 — part 1', 'BBQ 2025 — part 2', 'Onam 2024']),
    );
    expect(api.posts[0]).toEqual({
      url: '/api/committee/videos/add',
      body: { event: 'Onam 2026', title: 'Onam 2026 — part 1', video: 'onam26a' },
    });

    expect(screen.getByRole('button', { name: 'Move up Onam 2026 — part 1 (Onam 2026)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Onam 2024 (Onam 2024)' })).toBeDisabled();
    api.postAnswers.push(answer(200, 'The order of the videos was saved.', () => past.splice(0, 2, past[1]!, past[0]!)));
    await user.click(screen.getByRole('button', { name: 'Move down Onam 2026 — part 1 (Onam 2026)' }));
    expect(api.posts[1]).toEqual({ url: '/api/committee/videos/order', body: { ids: ['v1', 'v4', 'v2', 'v3'] } });
    await waitFor(() => expect(within(list).getAllByRole('heading')[1]).toHaveTextContent('Onam 2026 — part 1'));
  });

  it('edits and removes a video; a refusal is said and the list refreshed', async () => {
    const user = renderSection(answer(200, 'Onam 2024 — highlights was saved.', () => (past[2]!.title = 'Onam 2024 — highlights')));
    await user.click(await screen.findByRole('button', { name: 'Edit Onam 2024 (Onam 2024)' }));
    const form = screen.getByRole('form', { name: 'Edit Onam 2024 (Onam 2024)' });
    expect(within(form).getByLabelText('Event')).toHaveFocus();
    await fillAndSubmit(user, form, { 'Video title': 'Onam 2024 — highlights' }, 'Save video', { replace: true });
    expect(await screen.findByRole('heading', { name: 'Onam 2024 — highlights' })).toBeInTheDocument();
    expect(api.posts[0]).toEqual({
      url: '/api/committee/videos/update',
      body: { id: 'v3', event: 'Onam 2024', title: 'Onam 2024 — highlights', video: 'onam24' },
    });

    api.postAnswers.push(
      answer(404, 'This video is no longer in the list; the list has been refreshed.', () => (past = past.filter((v) => v.id !== 'v1'))),
    );
    await user.click(screen.getByRole('button', { name: 'Remove BBQ 2025 — part 1 (BBQ 2025)' }));
    await user.click(screen.getByRole('button', { name: 'Remove video' }));
    expect(api.posts[1]).toEqual({ url: '/api/committee/videos/remove', body: { id: 'v1' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This video is no longer in the list; the list has been refreshed.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'BBQ 2025 — part 1' })).not.toBeInTheDocument());
  });
});
