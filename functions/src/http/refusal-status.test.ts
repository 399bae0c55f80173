import { describe, expect, it } from 'vitest';
import { DomainError, REFUSAL_KINDS, tooManyAttempts } from '../errors/domain-error.ts';
import { httpStatusOf, refusalHeaders } from './refusal-status.ts';

describe('a refusal as the API answers it', () => {
  it('gives every kind its own 4xx or 503 status', () => {
    const statuses = REFUSAL_KINDS.map((kind) => httpStatusOf(new DomainError(kind, 'no')));
    expect(statuses).toEqual([400, 401, 403, 404, 409, 413, 429, 503]);
  });

  it('says when to try again only when the refusal knows', () => {
    expect(refusalHeaders(tooManyAttempts(30))).toEqual({ 'Retry-After': '30' });
    expect(refusalHeaders(new DomainError('not-allowed', 'no'))).toEqual({});
  });
});
