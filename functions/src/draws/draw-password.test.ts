import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDrawPassword, hashDrawPassword, isDrawPassword, matchesStoredPassword, MAX_UNPEPPERED_HASHES } from './draw-password.ts';
import type { StoredDrawPassword } from '../store/draw-docs.ts';

// Counts scrypt hashes: the cost a wrong guess may or may not impose.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const scryptCalls = () => vi.mocked(crypto.scrypt).mock.calls.length;

const SECRET = 'edma-demo-spin';

/** A password as it was stored before the peppered HMAC: scrypt only. */
async function unpeppered(password: string): Promise<StoredDrawPassword> {
  const { mac: _mac, ...stored } = await hashDrawPassword(password, 'x', SECRET);
  return stored;
}

afterEach(() => {
  vi.mocked(crypto.scrypt).mockClear();
});

describe('isDrawPassword', () => {
  it('accepts exactly the secret', () => {
    expect(isDrawPassword('edma-demo-spin', 'edma-demo-spin')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isDrawPassword('edma-demo-spi', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword('EDMA-DEMO-SPIN', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword('edma-demo-spin ', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword('', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword(undefined, 'edma-demo-spin')).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(isDrawPassword('', '')).toBe(false);
    expect(isDrawPassword(undefined, '')).toBe(false);
  });
});

describe('the committee draw password', () => {
  it('is stored salted and hashed, and matches only itself', async () => {
    const stored = await hashDrawPassword('new draw password', 'chair@gmail.com', SECRET, 1234);
    expect(stored).toMatchObject({ algorithm: 'scrypt', N: 2 ** 15, r: 8, p: 1, changedAtMs: 1234, changedBy: 'chair@gmail.com' });
    expect(JSON.stringify(stored)).not.toContain('new draw password');
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(stored.mac!, 'base64')).toHaveLength(32);
    expect(await matchesStoredPassword('new draw password', stored)).toBe(true);
    for (const wrong of ['new draw passwor', 'New draw password', 'new draw password ', '', undefined]) {
      expect(await matchesStoredPassword(wrong, stored)).toBe(false);
    }
  });

  it('gets a fresh salt each time, so one password never hashes alike twice', async () => {
    const [a, b] = await Promise.all([hashDrawPassword('same password', 'x', SECRET), hashDrawPassword('same password', 'x', SECRET)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a.mac).not.toBe(b.mac);
  });

  it('replaces the deployment secret once stored, and falls back to it otherwise', async () => {
    const stored = await hashDrawPassword('committee choice', 'x', SECRET);
    expect(await checkDrawPassword('committee choice', stored, SECRET)).toEqual({ result: 'match', upgraded: null });
    expect(await checkDrawPassword(SECRET, stored, SECRET)).toEqual({ result: 'mismatch' });
    expect(await checkDrawPassword(SECRET, null, SECRET)).toEqual({ result: 'match', upgraded: null });
    expect(await checkDrawPassword('committee choice', null, SECRET)).toEqual({ result: 'mismatch' });
    expect(await checkDrawPassword('', null, '')).toEqual({ result: 'mismatch' });
  });

  it('refuses a damaged hash or HMAC without throwing', async () => {
    const stored = await hashDrawPassword('committee choice', 'x', SECRET);
    expect(await matchesStoredPassword('committee choice', { ...stored, hash: stored.hash.slice(0, 10) })).toBe(false);
    expect(await checkDrawPassword('committee choice', { ...stored, mac: stored.mac!.slice(0, 10) }, SECRET)).toEqual({
      result: 'mismatch',
    });
  });

  it('is keyed by the deployment secret: the same password under another secret no longer matches', async () => {
    const stored = await hashDrawPassword('committee choice', 'x', SECRET);
    expect(await checkDrawPassword('committee choice', stored, 'another secret')).toEqual({ result: 'mismatch' });
  });
});

describe('the cost of a guess', () => {
  it('refuses wrong guesses at a stored password without a single scrypt hash', async () => {
    const stored = await hashDrawPassword('committee choice', 'x', SECRET);
    vi.mocked(crypto.scrypt).mockClear();
    for (let i = 0; i < 50; i++) {
      expect(await checkDrawPassword(`guess ${i}`, stored, SECRET)).toEqual({ result: 'mismatch' });
    }
    expect(await checkDrawPassword(undefined, stored, SECRET)).toEqual({ result: 'mismatch' });
    expect(scryptCalls()).toBe(0);
  });

  it('hashes once for the right password, which the HMAC let through', async () => {
    const stored = await hashDrawPassword('committee choice', 'x', SECRET);
    vi.mocked(crypto.scrypt).mockClear();
    expect(await checkDrawPassword('committee choice', stored, SECRET)).toEqual({ result: 'match', upgraded: null });
    expect(scryptCalls()).toBe(1);
  });

  it('never hashes against the deployment secret', async () => {
    for (const guess of ['a', 'b', SECRET]) await checkDrawPassword(guess, null, SECRET);
    expect(scryptCalls()).toBe(0);
  });

  it('keeps a password stored before the HMAC working, and adds its HMAC on the first right check', async () => {
    const legacy = await unpeppered('committee choice');
    expect(await checkDrawPassword('wrong', legacy, SECRET)).toEqual({ result: 'mismatch' });
    const check = await checkDrawPassword('committee choice', legacy, SECRET);
    expect(check.result).toBe('match');
    const upgraded = check.result === 'match' ? check.upgraded : null;
    expect(upgraded).toEqual({ ...legacy, mac: expect.any(String) });
    // Once upgraded, wrong guesses are free again and the right one still matches.
    vi.mocked(crypto.scrypt).mockClear();
    expect(await checkDrawPassword('wrong', upgraded, SECRET)).toEqual({ result: 'mismatch' });
    expect(scryptCalls()).toBe(0);
    expect(await checkDrawPassword('committee choice', upgraded, SECRET)).toEqual({ result: 'match', upgraded: null });
  });

  it('runs at most a fixed number of hashes at once for a password stored before the HMAC, turning the rest away busy', async () => {
    const legacy = await unpeppered('committee choice');
    vi.mocked(crypto.scrypt).mockClear();
    const checks = await Promise.all(Array.from({ length: 20 }, (_, i) => checkDrawPassword(`guess ${i}`, legacy, SECRET)));
    expect(checks.filter((c) => c.result === 'mismatch')).toHaveLength(MAX_UNPEPPERED_HASHES);
    expect(checks.filter((c) => c.result === 'busy')).toHaveLength(20 - MAX_UNPEPPERED_HASHES);
    expect(scryptCalls()).toBe(MAX_UNPEPPERED_HASHES);
    // The slot is free again once the hash is done.
    expect(await checkDrawPassword('committee choice', legacy, SECRET)).toMatchObject({ result: 'match' });
  });
});
