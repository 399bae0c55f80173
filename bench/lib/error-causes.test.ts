import { describe, expect, it } from 'vitest';
import { errorWithCauses } from './error-causes.ts';

describe('errorWithCauses', () => {
  it('says the message and every cause under it', () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:4400');
    expect(errorWithCauses(new TypeError('fetch failed', { cause: refused }))).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:4400');
  });

  it('takes what is thrown as it is when it is no error', () => {
    expect(errorWithCauses('timed out')).toBe('timed out');
    expect(errorWithCauses(new Error('plain'))).toBe('plain');
  });
});
