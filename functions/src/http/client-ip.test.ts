import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

describe('clientIp', () => {
  it('takes the first X-Forwarded-For entry', () => {
    expect(clientIp('203.0.113.7, 10.0.0.1, 35.1.2.3', '127.0.0.1')).toBe('203.0.113.7');
  });

  it('takes the first header when it is repeated', () => {
    expect(clientIp(['198.51.100.2', '203.0.113.9'], undefined)).toBe('198.51.100.2');
  });

  it('falls back to the socket address', () => {
    expect(clientIp(undefined, '::1')).toBe('::1');
    expect(clientIp('  ', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('lower-cases IPv6 so one client has one key', () => {
    expect(clientIp('2001:DB8::1', undefined)).toBe('2001:db8::1');
  });

  it('names a missing address', () => {
    expect(clientIp(undefined, undefined)).toBe('unknown');
  });
});
