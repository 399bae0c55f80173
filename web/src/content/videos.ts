/**
 * Event videos on the Videos page (/events).
 *
 * PLACEHOLDER: every `youtubeId` below stands in for the real video; replace the ids here and
 * nowhere else (the id is the part after `v=` in a YouTube address).
 */
export interface EventVideo {
  title: string;
  youtubeId: string;
}

export interface VideoGroup {
  event: string;
  videos: readonly EventVideo[];
}

export const LIVE_STREAM = {
  title: 'Live Stream Onam 2025',
  /** 20 September 2025, 10:00 UK time (BST, UTC+1). */
  startsAt: new Date('2025-09-20T09:00:00Z'),
  /** PLACEHOLDER video id. */
  youtubeId: 'PLACEHOLDER-live',
} as const;

export const PAST_EVENTS: readonly VideoGroup[] = [
  {
    event: 'BBQ 2025',
    videos: [
      { title: 'BBQ 2025 — part 1', youtubeId: 'PLACEHOLDER-bbq25-1' },
      { title: 'BBQ 2025 — part 2', youtubeId: 'PLACEHOLDER-bbq25-2' },
    ],
  },
  {
    event: 'Easter 2025',
    videos: [
      { title: 'Easter 2025 — part 1', youtubeId: 'PLACEHOLDER-easter25-1' },
      { title: 'Easter 2025 — part 2', youtubeId: 'PLACEHOLDER-easter25-2' },
      { title: 'Easter 2025 — part 3', youtubeId: 'PLACEHOLDER-easter25-3' },
    ],
  },
  {
    event: 'Christmas 2024',
    videos: [{ title: 'Christmas 2024', youtubeId: 'PLACEHOLDER-xmas24-1' }],
  },
  {
    event: 'Onam 2024',
    videos: [{ title: 'Onam 2024', youtubeId: 'PLACEHOLDER-onam24-1' }],
  },
];
