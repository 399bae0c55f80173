import { apiRoute } from '@edma/contract/api-paths';
import { VIDEOS_API, type VideosContent } from '@edma/contract/videos';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { postJson } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { expectCommitteeOnly, useBuiltInContent } from './support/content-doc.ts';
import { rawGet } from './support/directory-snapshot.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The Videos page's content: the live-stream banner and the past-event videos, public through
 * Hosting with a strong ETag, changed only by the committee (audited).
 */

const videosDoc = useBuiltInContent('videos');
const publicVideos = async () => (await callEndpoint(VIDEOS_API.videos, {}, { viaHosting: true })).body;

describe('the videos content', () => {
  it("serves the spec's banner (20 September 2025, 10:00 UK time) and seven past videos until the committee first saves", async () => {
    const content = await publicVideos();
    expect(content.live).toMatchObject({ title: 'Live Stream Onam 2025', date: '2025-09-20', time: '10:00' });
    expect(new Date(content.live.startsAtMs).toISOString()).toBe('2025-09-20T09:00:00.000Z');
    expect(content.past.map((v) => v.event)).toEqual([
      'BBQ 2025',
      'BBQ 2025',
      'Easter 2025',
      'Easter 2025',
      'Easter 2025',
      'Christmas 2024',
      'Onam 2024',
    ]);
  });

  it("sets the banner: the countdown's start follows the UK date and time, and the ETag changes", async () => {
    const chair = await committeeMember('videos.live');
    const before = await rawGet(apiRoute(VIDEOS_API.videos.path), {}, { viaHosting: true });
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect((await rawGet(apiRoute(VIDEOS_API.videos.path), { 'If-None-Match': etag }, { viaHosting: true })).status).toBe(304);

    const saved = await callEndpoint(
      VIDEOS_API.live,
      { title: 'Live Stream Christmas 2026', date: '2026-12-19', time: '18:00', video: 'https://www.youtube.com/watch?v=abcDEF12345' },
      { token: chair.token },
    );
    expect(saved.status).toBe(200);
    const after = await rawGet(apiRoute(VIDEOS_API.videos.path), { 'If-None-Match': etag }, { viaHosting: true });
    expect(after.status).toBe(200);
    const live = (JSON.parse(after.body.toString('utf8')) as VideosContent).live;
    // December: GMT, so 18:00 UK time is 18:00 UTC.
    expect(live).toEqual({
      title: 'Live Stream Christmas 2026',
      date: '2026-12-19',
      time: '18:00',
      youtubeId: 'abcDEF12345',
      startsAtMs: Date.parse('2026-12-19T18:00:00Z'),
    });

    const audit = await adminDb().collection('auditLog').where('actor.uid', '==', chair.uid).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('target')])).toEqual([['videos.live', 'content/videos']]);
  });

  it('adds a past video at the top, edits it, moves it, and removes it', async () => {
    const chair = await committeeMember('videos.list');
    const added = await callEndpoint(
      VIDEOS_API.add,
      { event: 'Onam 2026', title: 'Onam 2026 — part 1', video: 'https://youtu.be/onam2026xyz' },
      { token: chair.token },
    );
    expect(added.status).toBe(200);
    const id = added.body.id!;
    let past = (await publicVideos()).past;
    expect(past[0]).toEqual({ id, event: 'Onam 2026', title: 'Onam 2026 — part 1', youtubeId: 'onam2026xyz' });

    expect(
      (
        await callEndpoint(
          VIDEOS_API.update,
          { id, event: 'Onam 2026', title: 'Onam 2026 — highlights', video: 'onam2026abc' },
          { token: chair.token },
        )
      ).status,
    ).toBe(200);
    past = (await publicVideos()).past;
    expect(past[0]).toEqual({ id, event: 'Onam 2026', title: 'Onam 2026 — highlights', youtubeId: 'onam2026abc' });

    // To the end of the list.
    const order = [...past.slice(1).map((v) => v.id), id];
    expect((await callEndpoint(VIDEOS_API.order, { ids: order }, { token: chair.token })).status).toBe(200);
    const list = await callEndpoint(VIDEOS_API.list, {}, { token: chair.token });
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.past.map((v) => v.id)).toEqual(order);

    expect((await callEndpoint(VIDEOS_API.remove, { id }, { token: chair.token })).status).toBe(200);
    expect((await publicVideos()).past.some((v) => v.id === id)).toBe(false);
  });

  it('refuses an order that is not exactly the stored list, bad addresses and unknown videos, changing nothing', async () => {
    const chair = await committeeMember('videos.checks');
    const ids = (await publicVideos()).past.map((v) => v.id);
    const stored = (await videosDoc().get()).data();
    const cases: Array<[string, unknown, number, string]> = [
      [VIDEOS_API.order.path, { ids: ids.slice(1) }, 409, 'The list changed meanwhile; it has been refreshed, please try again.'],
      [
        VIDEOS_API.order.path,
        { ids: [...ids.slice(1), ids[1]] },
        409,
        'The list changed meanwhile; it has been refreshed, please try again.',
      ],
      [VIDEOS_API.order.path, { ids: [...ids, 'ghost'] }, 409, 'The list changed meanwhile; it has been refreshed, please try again.'],
      [
        VIDEOS_API.add.path,
        { event: 'Onam', title: 'Onam', video: 'https://vimeo.com/1234' },
        400,
        'Enter a YouTube address (https://www.youtube.com/watch?v=...) or a video id.',
      ],
      [VIDEOS_API.live.path, { title: 'Live', date: '2026-13-01', time: '10:00', video: 'abc' }, 400, 'Enter the date the stream starts.'],
      [
        VIDEOS_API.live.path,
        { title: 'Live', date: '2026-12-01', time: '', video: 'abc' },
        400,
        'Enter the UK time the stream starts, such as 10:00.',
      ],
      [
        VIDEOS_API.update.path,
        { id: 'no-such-video', event: 'Onam', title: 'Onam', video: 'abc' },
        404,
        'This video is no longer in the list; the list has been refreshed.',
      ],
      [VIDEOS_API.remove.path, { id: 'no-such-video' }, 404, 'This video is no longer in the list; the list has been refreshed.'],
    ];
    for (const [route, body, status, message] of cases) {
      const response = await postJson(apiRoute(route), body, { token: chair.token });
      expect([response.status, response.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await videosDoc().get()).data()).toEqual(stored);
  });

  it('refuses members and anonymous callers on every committee route, changing nothing', async () => {
    const chair = await committeeMember('videos.owner');
    await callEndpoint(
      VIDEOS_API.live,
      { title: 'Live Stream Vishu 2027', date: '2027-04-17', time: '11:00', video: 'vishu2027' },
      { token: chair.token },
    );
    const stored = (await videosDoc().get()).data();
    const id = (stored?.past as Array<{ id: string }>)[0]!.id;
    const ids = (stored?.past as Array<{ id: string }>).map((v) => v.id).reverse();
    await expectCommitteeOnly('videos', [
      (caller) => callEndpoint(VIDEOS_API.list, {}, caller),
      (caller) => callEndpoint(VIDEOS_API.live, { title: 'Hijacked', date: '2027-01-01', time: '10:00', video: 'evil' }, caller),
      (caller) => callEndpoint(VIDEOS_API.add, { event: 'Spam', title: 'Spam', video: 'spam' }, caller),
      (caller) => callEndpoint(VIDEOS_API.update, { id, event: 'Spam', title: 'Spam', video: 'spam' }, caller),
      (caller) => callEndpoint(VIDEOS_API.remove, { id }, caller),
      (caller) => callEndpoint(VIDEOS_API.order, { ids }, caller),
    ]);
    expect((await videosDoc().get()).data()).toEqual(stored);
  });
});
