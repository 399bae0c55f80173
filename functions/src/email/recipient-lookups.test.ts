import { describe, expect, it } from 'vitest';
import { lookUp, lookupReport } from './recipient-lookups.ts';

const failing = (code: string) => Object.assign(new Error('boom'), { code });

describe('committee recipient lookups', () => {
  it('read a deleted account as "not a recipient", and report every other failure', async () => {
    const failures: string[] = [];
    expect(await lookUp(async () => 'user', failures)).toBe('user');
    expect(await lookUp(() => Promise.reject(failing('auth/user-not-found')), failures)).toBeNull();
    expect(failures).toEqual([]);
    expect(lookupReport(failures)).toEqual({});
    expect(await lookUp(() => Promise.reject(failing('auth/internal-error')), failures)).toBeNull();
    expect(await lookUp(() => Promise.reject(new Error('ECONNREFUSED')), failures)).toBeNull();
    expect(lookupReport(failures)).toEqual({
      lookupsFailed: 2,
      error: '2 committee recipients could not be looked up: auth/internal-error: boom',
    });
  });
});
