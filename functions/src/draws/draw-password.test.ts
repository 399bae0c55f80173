import { describe, expect, it } from 'vitest';
import { checkDrawPassword, hashDrawPassword, isDrawPassword, matchesStoredPassword } from './draw-password.ts';

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
    const stored = await hashDrawPassword('new draw password', 'chair@gmail.com', 1234);
    expect(stored).toMatchObject({ algorithm: 'scrypt', N: 2 ** 15, r: 8, p: 1, changedAtMs: 1234, changedBy: 'chair@gmail.com' });
    expect(JSON.stringify(stored)).not.toContain('new draw password');
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(await matchesStoredPassword('new draw password', stored)).toBe(true);
    for (const wrong of ['new draw passwor', 'New draw password', 'new draw password ', '', undefined]) {
      expect(await matchesStoredPassword(wrong, stored)).toBe(false);
    }
  });

  it('gets a fresh salt each time, so one password never hashes alike twice', async () => {
    const [a, b] = await Promise.all([hashDrawPassword('same password', 'x'), hashDrawPassword('same password', 'x')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('replaces the deployment secret once stored, and falls back to it otherwise', async () => {
    const stored = await hashDrawPassword('committee choice', 'x');
    expect(await checkDrawPassword('committee choice', stored, 'edma-demo-spin')).toBe(true);
    expect(await checkDrawPassword('edma-demo-spin', stored, 'edma-demo-spin')).toBe(false);
    expect(await checkDrawPassword('edma-demo-spin', null, 'edma-demo-spin')).toBe(true);
    expect(await checkDrawPassword('committee choice', null, 'edma-demo-spin')).toBe(false);
    expect(await checkDrawPassword('', null, '')).toBe(false);
  });

  it('refuses a damaged hash without throwing', async () => {
    const stored = await hashDrawPassword('committee choice', 'x');
    expect(await matchesStoredPassword('committee choice', { ...stored, hash: stored.hash.slice(0, 10) })).toBe(false);
  });
});
