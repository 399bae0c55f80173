import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './email-links.ts';

const SECRET = 'test-secret-0123456789';

describe('unsubscribe tokens', () => {
  it('names the address it was made for, normalised, and when it was made', () => {
    expect(verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, ' Asha@Example.com ', 1_790_000_000_000))).toEqual({
      email: 'asha@example.com',
      issuedAtMs: 1_790_000_000_000,
    });
  });

  it('refuses a token made with another secret, altered, cut short, for another address or another time', () => {
    const token = unsubscribeToken(SECRET, 'asha@example.com', 1_790_000_000_000);
    const [payload, issued, mac] = token.split('.') as [string, string, string];
    const other = unsubscribeToken(SECRET, 'binu@example.com', 1_790_000_000_000);
    expect(verifyUnsubscribeToken('another-secret', token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${payload}.${issued}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${other.split('.')[0]}.${issued}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${payload}.${(1_790_000_000_001).toString(36)}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${Buffer.from('ASHA@example.com').toString('base64url')}.${issued}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${payload}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, payload)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, '')).toBeNull();
    expect(verifyUnsubscribeToken('', token)).toBeNull();
  });

  it('builds the RFC 8058 headers on one line each', () => {
    const url = unsubscribeUrl('https://edma.example/', SECRET, 'asha@example.com');
    expect(url).toMatch(/^https:\/\/edma\.example\/api\/email\/unsubscribe\?token=[A-Za-z0-9_.-]+$/);
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(() => listUnsubscribeHeaders('https://x.example/\r\nBcc: a@b.c')).toThrow();
  });
});
