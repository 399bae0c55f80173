import { describe, expect, it } from 'vitest';
import { demoGoogleIdToken, demoNameForEmail, demoSubForEmail } from './demo-identity.ts';

describe('demo identity', () => {
  it('derives the same sub for the same email, whatever its case or spacing', () => {
    expect(demoSubForEmail(' Demo.Member@Gmail.com ')).toBe(demoSubForEmail('demo.member@gmail.com'));
    expect(demoSubForEmail('demo.member@gmail.com')).toMatch(/^\d{20}$/);
  });

  it('derives different subs for different emails', () => {
    expect(demoSubForEmail('a@gmail.com')).not.toBe(demoSubForEmail('b@gmail.com'));
  });

  it('names the account after the email', () => {
    expect(demoNameForEmail('demo.member@gmail.com')).toBe('Demo Member');
  });

  it('builds the emulator token JSON', () => {
    expect(JSON.parse(demoGoogleIdToken('Demo.Member@gmail.com'))).toEqual({
      sub: demoSubForEmail('demo.member@gmail.com'),
      email: 'demo.member@gmail.com',
      email_verified: true,
      name: 'Demo Member',
    });
  });
});
