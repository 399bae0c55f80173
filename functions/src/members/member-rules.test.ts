import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { assertValidFamily, FAMILY_FULL_MESSAGE, KEEP_GMAIL_MESSAGE, LAST_MEMBER_MESSAGE } from './member-rules.ts';

function refusal(members: { email: string }[]): HttpError {
  try {
    assertValidFamily(members);
  } catch (error) {
    return error as HttpError;
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
