import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './email-links.ts';

const SECRET = 'test-secret-0123456789';

describe('unsubscribe tokens', () => {
  it('names the address it was made for, normalised', () => {
    expect(verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, ' Asha@Example.com '))).toBe('asha@example.com');
  });

  it('refuses a token made with another secret, altered, cut short or for another address', () => {
    const token = unsubscribeToken(SECRET, 'asha@example.com');
    const [payload, mac] = token.split('.') as [string, string];
    const other = unsubscribeToken(SECRET, 'binu@example.com');
    expect(verifyUnsubscribeToken('another-secret', token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${other.split('.')[0]}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${Buffer.from('ASHA@example.com').toString('base64url')}.${mac}`)).toBeNull();
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
