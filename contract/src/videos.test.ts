import { describe, expect, it } from 'vitest';
import { LIVE_STREAM_SEED } from './content-seed.ts';
import { liveStreamInputSchema, liveStreamOf, pastVideoInputSchema, youtubeIdOf } from './videos.ts';

describe('videos', () => {
  it('takes the video id out of every usual YouTube address, or a bare id', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'm.youtube.com/shorts/dQw4w9WgXcQ',
      ' dQw4w9WgXcQ ',
    ]) {
      expect(youtubeIdOf(address), address).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses addresses of other sites and ids with other characters', () => {
    for (const video of ['https://vimeo.com/12345', 'https://evil.example/watch?v=dQw4w9WgXcQ', 'abc"onload=x', '../x', '']) {
      expect(pastVideoInputSchema.safeParse({ event: 'Onam 2026', title: 'Onam', video }).success, video).toBe(false);
    }
    expect(pastVideoInputSchema.parse({ event: 'Onam 2026', title: 'Onam', video: 'https://youtu.be/abc_DEF-123' }).video).toBe(
      'abc_DEF-123',
    );
  });

  it('starts the banner at its UK date and time: the spec start is 10:00 BST, 09:00 UTC', () => {
    expect(new Date(liveStreamOf(LIVE_STREAM_SEED).startsAtMs).toISOString()).toBe('2025-09-20T09:00:00.000Z');
    expect(liveStreamInputSchema.safeParse({ title: 'Onam', date: '2026-09-19', time: '', video: 'abc' }).success).toBe(false);
  });
});
