import { describe, expect, it } from 'vitest';
import type { DomainError } from '../errors/domain-error.ts';
import { httpStatusOf } from '../http/refusal-status.ts';
import { assertValidFamily, FAMILY_FULL_MESSAGE, KEEP_GMAIL_MESSAGE, LAST_MEMBER_MESSAGE } from './member-rules.ts';

/** The refusal as the API answers it: its status and message. */
function refusal(members: { email: string }[]): { status: number; message: string } {
  try {
    assertValidFamily(members);
  } catch (error) {
    return { status: httpStatusOf(error as DomainError), message: (error as DomainError).message };
  }
  throw new Error('expected a refusal');
}

describe('assertValidFamily', () => {
  it('accepts a family with a Gmail member', () => {
    expect(() => assertValidFamily([{ email: 'a@gmail.com' }, { email: '' }])).not.toThrow();
  });

  it('refuses removing the last member', () => {
    expect(refusal([])).toMatchObject({ status: 409, message: LAST_MEMBER_MESSAGE });
  });

  it('refuses leaving no Gmail member', () => {
    expect(refusal([{ email: 'a@yahoo.com' }, { email: '' }])).toMatchObject({ status: 409, message: KEEP_GMAIL_MESSAGE });
  });

  it('refuses more than the member limit', () => {
    const members = Array.from({ length: 21 }, () => ({ email: 'a@gmail.com' }));
    expect(refusal(members)).toMatchObject({ status: 409, message: FAMILY_FULL_MESSAGE });
    expect(() => assertValidFamily(members.slice(1))).not.toThrow();
  });
});
