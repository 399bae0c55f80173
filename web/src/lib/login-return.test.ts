import { describe, expect, it } from 'vitest';
import { loginReturningTo, loginReturnPath } from './login-return.ts';
import { pathTo } from '../app/route-table.ts';

describe('the way back after signing in', () => {
  it('returns to the event page the link came from', () => {
    expect(loginReturningTo('/calendar/2027-09-11-onam-celebration')).toBe('/login?next=%2Fcalendar%2F2027-09-11-onam-celebration');
    expect(loginReturnPath('?next=%2Fcalendar%2F2027-09-11-onam-celebration')).toBe('/calendar/2027-09-11-onam-celebration');
  });

  it('ignores anything but an event page of this site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/calendar/x',
      pathTo('dashboard'),
      'javascript:alert(1)',
      '/calendar/../admin',
      '/calendar/x?y=1',
      '',
    ]) {
      expect(loginReturnPath(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(loginReturnPath('')).toBeNull();
    expect(loginReturningTo(pathTo('dashboard'))).toBe(pathTo('login'));
  });
});
