import { describe, expect, it } from 'vitest';
import { DIET_RETENTION_DAYS } from './bookings.ts';
import { DEFAULT_PRIVACY_SETTINGS } from './privacy.ts';
import { MAX_PRIVACY_NOTICE_LENGTH, noticeIsNew, publishNoticeSchema, ukDateText, versionLine } from './privacy-notice.ts';
import { PRIVACY_NOTICE_SEED } from './privacy-notice-seed.ts';

describe('the seed privacy notice', () => {
  it('names the controller, what is held, why, who sees it and the retention defaults', () => {
    expect(PRIVACY_NOTICE_SEED).toContain('East Devon Malayalee Association (EDMA)');
    expect(PRIVACY_NOTICE_SEED).toContain('is the controller');
    for (const held of ['address', 'date of birth', 'photo', 'Dietary and health', 'bank transfer', 'contact form', 'news']) {
      expect(PRIVACY_NOTICE_SEED).toContain(held);
    }
    for (const basis of ['legitimate interests', 'explicit consent', 'Article 9(2)(d)']) expect(PRIVACY_NOTICE_SEED).toContain(basis);
    const { contactMessageMonths, lapsedArchiveMonths, lapsedEraseMonths } = DEFAULT_PRIVACY_SETTINGS.retention;
    expect(PRIVACY_NOTICE_SEED).toContain(`deleted after ${contactMessageMonths} months`);
    expect(PRIVACY_NOTICE_SEED).toContain(`deleted ${DIET_RETENTION_DAYS} days after the event`);
    expect(PRIVACY_NOTICE_SEED).toContain(`after ${lapsedArchiveMonths} months, and erased after ${lapsedEraseMonths} months`);
  });

  it("says how to exercise each right here: the dashboard's buttons, the contact form and the ICO", () => {
    for (const right of ['access and portability', 'rectification', 'erasure', 'withdraw consent', 'object', 'complain']) {
      expect(PRIVACY_NOTICE_SEED).toContain(right);
    }
    expect(PRIVACY_NOTICE_SEED).toContain("**Download our family's data**");
    expect(PRIVACY_NOTICE_SEED).toContain('**Delete our family**');
    expect(PRIVACY_NOTICE_SEED).toContain('[contact form](/contact)');
    expect(PRIVACY_NOTICE_SEED).toContain('https://ico.org.uk/make-a-complaint/');
  });

  it('is a notice the committee could publish as it is', () => {
    expect(publishNoticeSchema.parse({ text: PRIVACY_NOTICE_SEED }).text).toBe(PRIVACY_NOTICE_SEED.trim());
    expect(PRIVACY_NOTICE_SEED.length).toBeLessThan(MAX_PRIVACY_NOTICE_LENGTH);
  });
});

describe('the notice texts', () => {
  it('refuses an empty or too long notice', () => {
    expect(publishNoticeSchema.safeParse({ text: '  \n ' }).error?.issues[0]?.message).toBe('Write the notice before publishing it.');
    expect(publishNoticeSchema.safeParse({ text: 'x'.repeat(MAX_PRIVACY_NOTICE_LENGTH + 1) }).error?.issues[0]?.message).toBe(
      'The notice must be at most 20,000 characters.',
    );
  });

  it('dates versions in UK words and knows when a version is new to someone', () => {
    expect(ukDateText('2026-11-05')).toBe('5 November 2026');
    expect(versionLine(3, '2027-01-31')).toBe('Version 3, 31 January 2027');
    expect(noticeIsNew({ current: { version: 2, updatedOn: '2026-11-25' }, seen: 1 })).toBe(true);
    expect(noticeIsNew({ current: { version: 2, updatedOn: '2026-11-25' }, seen: 2 })).toBe(false);
  });
});
