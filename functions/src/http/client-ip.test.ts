import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

describe('clientIp', () => {
  it('takes the right-most X-Forwarded-For entry, the one Google appends', () => {
    expect(clientIp('203.0.113.7, 10.0.0.1, 35.1.2.3', '127.0.0.1')).toBe('35.1.2.3');
    expect(clientIp('198.51.100.9', '127.0.0.1')).toBe('198.51.100.9');
  });

  it('ignores whatever a client wrote in front of it', () => {
    const real = '198.51.100.9';
    const forged = ['1.1.1.1', '1.1.1.1, 2.2.2.2', 'garbage, ,'].map((prefix) => clientIp(`${prefix}, ${real}`, undefined));
    expect(forged).toEqual([real, real, real]);
  });

  it('skips the proxy entries a deployment says follow the client', () => {
    expect(clientIp('6.6.6.6, 198.51.100.9, 35.191.0.1', undefined, 1)).toBe('198.51.100.9');
    expect(clientIp('198.51.100.9', undefined, 1)).toBe('198.51.100.9');
  });

  it('reads a repeated header as one list', () => {
    expect(clientIp(['198.51.100.2', '203.0.113.9'], undefined)).toBe('203.0.113.9');
  });

  it('falls back to the socket address', () => {
    expect(clientIp(undefined, '::1')).toBe('::1');
    expect(clientIp('  ', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp(' , ', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('lower-cases IPv6 so one client has one key', () => {
    expect(clientIp('2001:DB8::1', undefined)).toBe('2001:db8::1');
  });

  it('names a missing address', () => {
    expect(clientIp(undefined, undefined)).toBe('unknown');
  });
});
