import { describe, expect, it } from 'vitest';
import { audienceCountText, eventChoices } from './announcement-choices.ts';

const event = (date: string, title = 'Onam') => ({ id: `${date}-e`, date, title, location: '', startTime: '', description: '' });

describe('eventChoices', () => {
  it('offers events to come soonest first, and those of the last year newest first; older ones not at all', () => {
    const { upcoming, recent } = eventChoices(
      [event('2025-09-01'), event('2027-01-10'), event('2026-11-28'), event('2026-12-05'), event('2026-06-01')],
      '2026-11-28',
    );
    expect(upcoming.map((e) => e.dateText)).toEqual(['28 November 2026', '5 December 2026', '10 January 2027']);
    expect(recent.map((e) => e.dateText)).toEqual(['1 June 2026']);
  });
});

describe('audienceCountText', () => {
  it('says who gets it, and how many will not for want of a yes', () => {
    expect(audienceCountText({ families: 99, recipients: 2, withoutConsent: 189 })).toBe(
      '2 addresses in 99 families will get it. 189 more addresses in them have not said yes to news, and will not.',
    );
    expect(audienceCountText({ families: 1, recipients: 1, withoutConsent: 1 })).toBe(
      '1 address in 1 family will get it. 1 more address in them has not said yes to news, and will not.',
    );
    expect(audienceCountText({ families: 2, recipients: 3, withoutConsent: 0 })).toBe('3 addresses in 2 families will get it.');
  });
});
