import { EXECUTIVE_COMMITTEE_SEED } from '@edma/contract/executive-committee';
import { LIVE_STREAM_SEED, PAST_VIDEOS_SEED } from '@edma/contract/content-seed';
import { SITE_CONTACT_PLACEHOLDERS } from '@edma/contract/site-contact';
import { describe, expect, it } from 'vitest';
import { goLiveItems, type GoLiveState } from './go-live-items.ts';

/** What a new deployment holds: the seeds and placeholders, no draw names, no password, no fees, one committee member. */
const fresh: GoLiveState = {
  videos: { live: LIVE_STREAM_SEED.youtubeId, past: PAST_VIDEOS_SEED.map((v) => v.youtubeId) },
  draws: [
    { title: 'Chitty-A', names: 0, about: false },
    { title: 'Chitty-B', names: 4, about: false },
    { title: 'Chitty-C', names: 0, about: false },
  ],
  drawPasswordSet: false,
  committeePage: EXECUTIVE_COMMITTEE_SEED.map(({ name, phoneDigits }) => ({ name, phoneDigits })),
  membershipSet: false,
  committeeMembers: 1,
  siteContact: SITE_CONTACT_PLACEHOLDERS,
  siteUrl: 'https://demo-edma.web.app',
};

const ready: GoLiveState = {
  videos: { live: 'dQw4w9WgXcQ', past: ['jNQXAC9IVRw'] },
  draws: [{ title: 'Chitty-A', names: 12, about: true }],
  drawPasswordSet: true,
  committeePage: [{ name: 'Anil Kumar', phoneDigits: '447911123456' }],
  membershipSet: true,
  committeeMembers: 2,
  siteContact: {
    phoneDisplay: '01297 123456',
    phoneDigits: '441297123456',
    email: 'secretary@edma.org.uk',
    social: { facebook: 'https://www.facebook.com/edma.devon', instagram: '', youtube: '' },
  },
  siteUrl: 'https://edma.org.uk',
};

describe('goLiveItems', () => {
  it('flags every demo value of a new deployment, saying what is left and where', () => {
    const items = goLiveItems(fresh);
    expect(items.every((i) => !i.done)).toBe(true);
    const detail = Object.fromEntries(items.map((i) => [i.id, i.detail]));
    expect(detail.videos).toBe(
      `${PAST_VIDEOS_SEED.length} past videos still have a placeholder id. The live-stream banner has a placeholder id.`,
    );
    expect(detail['committee-page']).toBe(`${EXECUTIVE_COMMITTEE_SEED.length} people still have a placeholder name or phone number.`);
    expect(detail.draws).toBe('No names yet: Chitty-A, Chitty-C.');
    expect(detail['draw-rules']).toBe(
      'Not said yet (chitty, free prize draw or society lottery; members only or not): Chitty-A, Chitty-B, Chitty-C.',
    );
    expect(detail['site-contact']).toBe('Still placeholders: the phone number, the email address, the social links.');
    expect(items.find((i) => i.id === 'site-contact')?.section).toBe('contact-details');
    expect(detail['site-url']).toContain('https://demo-edma.web.app');
    expect(items.find((i) => i.id === 'site-url')?.section).toBeNull();
    expect(items.find((i) => i.id === 'draws')?.section).toBe('draws');
  });

  it('marks each item done once its value is real, with nothing left to say', () => {
    const items = goLiveItems(ready);
    expect(items.map((i) => [i.id, i.done, i.detail])).toEqual(items.map((i) => [i.id, true, '']));
  });

  it('flags a single placeholder among real values, and counts in the singular', () => {
    const items = goLiveItems({
      ...ready,
      videos: { live: 'dQw4w9WgXcQ', past: ['jNQXAC9IVRw', 'PLACEHOLDER-onam'] },
      committeePage: [...ready.committeePage, { name: 'Beena Joseph', phoneDigits: '447700900003' }],
      siteContact: { ...ready.siteContact, email: SITE_CONTACT_PLACEHOLDERS.email },
      siteUrl: 'http://localhost:5010',
    });
    const open = items.filter((i) => !i.done).map((i) => [i.id, i.detail]);
    expect(open).toEqual([
      ['videos', '1 past video still has a placeholder id.'],
      ['committee-page', '1 person still has a placeholder name or phone number.'],
      ['site-contact', 'Still placeholders: the email address.'],
      ['site-url', 'Emails link to http://localhost:5010: set SITE_URL in the functions’ config (docs/deploying.md).'],
    ]);
  });
});
