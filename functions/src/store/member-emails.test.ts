import { describe, expect, it } from 'vitest';
import { hasGmailMember, memberEmailsOf } from './member-emails.ts';

describe('memberEmailsOf', () => {
  it('normalises, drops empty ones and keeps each once in member order', () => {
    const members = [{ email: ' Anu@Gmail.com ' }, { email: '' }, { email: 'kid@school.org' }, { email: 'anu@gmail.com' }];
    expect(memberEmailsOf(members)).toEqual(['anu@gmail.com', 'kid@school.org']);
  });
});

describe('hasGmailMember', () => {
  it('needs one address ending in @gmail.com, case-insensitive and trimmed', () => {
    expect(hasGmailMember([{ email: 'a@yahoo.com' }, { email: ' B@GMAIL.COM ' }])).toBe(true);
    expect(hasGmailMember([{ email: 'a@yahoo.com' }, { email: '' }])).toBe(false);
    expect(hasGmailMember([{ email: 'a@gmail.com.evil.org' }])).toBe(false);
    expect(hasGmailMember([])).toBe(false);
  });
});
