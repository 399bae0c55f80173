import { describe, expect, it } from 'vitest';
import { digestEmail, weekOf } from './committee-digest.ts';

describe('the committee digest', () => {
  it('is keyed by the Monday of the week', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-25')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
  });

  it('says nothing when there is nothing to report', () => {
    expect(digestEmail({ registrations: 0, failedEmails: 0, paymentsToConfirm: 0 }, '2026-11-23', 'https://edma.example')).toBeNull();
  });

  it('lists only what needs the committee', () => {
    const email = digestEmail({ registrations: 2, failedEmails: 0, paymentsToConfirm: 1 }, '2026-11-23', 'https://edma.example')!;
    expect(email.subject).toBe('EDMA committee digest: week of 2026-11-23');
    expect(email.text).toContain('- 2 registrations wait for approval.');
    expect(email.text).toContain('- 1 booking waits for its payment to be confirmed.');
    expect(email.text).not.toContain('could not be delivered');
    expect(email.text).toContain('https://edma.example/committee-console');
  });
});
