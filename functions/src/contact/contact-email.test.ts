import { describe, expect, it } from 'vitest';
import { contactEmail } from './contact-email.ts';

describe('contactEmail', () => {
  it('addresses the association and lets it reply to the visitor', () => {
    const email = contactEmail(
      { name: 'Anu', email: 'anu@example.org', message: 'Hello!\nWhen is Onam?' },
      'web@edma.local',
      'committee@edma.local',
    );
    expect(email).toMatchObject({
      from: 'web@edma.local',
      to: 'committee@edma.local',
      replyTo: { name: 'Anu', address: 'anu@example.org' },
    });
    expect(email.subject).toBe('Website message from Anu');
    expect(email.text).toContain('Hello!\nWhen is Onam?');
    expect(email.text).toContain('Email: anu@example.org');
  });

  it('keeps line breaks out of the subject', () => {
    const email = contactEmail({ name: 'Anu\r\nBcc: x@evil.org', email: 'a@b.org', message: 'm' }, 'f@x', 't@x');
    expect(email.subject).toBe('Website message from Anu Bcc: x@evil.org');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('gives every attempt at one message the same Message-ID', () => {
    const message = { name: 'Anu', email: 'a@b.org', message: 'm' };
    expect(contactEmail(message, 'EDMA <web@edma.local>', 't@x', 'abc123').messageId).toBe('<contact.abc123@edma.local>');
    expect(contactEmail(message, 'web@edma.local', 't@x', 'abc123').messageId).toBe(
      contactEmail(message, 'web@edma.local', 't@x', 'abc123').messageId,
    );
    expect(contactEmail(message, 'web@edma.local', 't@x').messageId).toBeUndefined();
  });
});
