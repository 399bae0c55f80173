import { describe, expect, it } from 'vitest';
import { APPROVAL_EMAIL_SUBJECT, APPROVAL_EMAIL_TEXT } from '@edma/contract/committee';
import { Timestamp } from 'firebase-admin/firestore';
import { contactMessageDocSchema } from '../store/contact-docs.ts';
import { newDelivery } from './delivery-policy.ts';
import { approvalMessage, contactEmail, outgoingEmail } from './outbox-email.ts';

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

describe('approvalEmail', () => {
  it("greets the family's head, is addressed to the recipient and lets them reply to the association", () => {
    const message = approvalMessage('Anu\r\nBcc: x@evil.org', 'anu@gmail.com');
    const email = outgoingEmail(message, 'EDMA <web@edma.local>', 'committee@edma.local', 'abc123');
    expect(email).toMatchObject({
      from: 'EDMA <web@edma.local>',
      to: 'anu@gmail.com',
      replyTo: 'committee@edma.local',
      subject: APPROVAL_EMAIL_SUBJECT,
      messageId: '<approval.abc123@edma.local>',
    });
    expect(email.text).toMatch(/^Dear Anu Bcc: x@evil\.org,\n\n/);
    expect(email.text).toContain(APPROVAL_EMAIL_TEXT);
  });

  it('leaves contact messages as they were', () => {
    const message = { name: 'Anu', email: 'anu@example.org', message: 'Hello' };
    expect(outgoingEmail(message, 'web@edma.local', 'committee@edma.local', 'x')).toEqual(
      contactEmail(message, 'web@edma.local', 'committee@edma.local', 'x'),
    );
  });
});

describe('service email headers', () => {
  const stored = { kind: 'service' as const, name: 'News', email: 'asha@example.com', message: 'Hello', subject: 'News' };

  it('passes the stored one-click unsubscribe headers to the sender', () => {
    const headers = {
      'List-Unsubscribe': '<https://edma.example/api/email/unsubscribe?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect(outgoingEmail({ ...stored, headers }, 'f@x', 't@x', 'id1').headers).toEqual(headers);
  });

  it('drops unknown header names and any value with CR, LF or another control character', () => {
    const headers = {
      Bcc: 'everyone@example.com',
      'List-Unsubscribe': '<https://x.example/>\r\nBcc: everyone@example.com',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click\nX-Evil: 1',
    };
    expect(outgoingEmail({ ...stored, headers }, 'f@x', 't@x', 'id1').headers).toBeUndefined();
    expect(outgoingEmail({ ...stored, headers: 'Bcc: x' as never }, 'f@x', 't@x', 'id1').headers).toBeUndefined();
  });
});

describe('service email attachments', () => {
  it('sends a stored inline image as the stored email shows it: base64, under its Content-ID', () => {
    const image = {
      filename: 'household-pass.png',
      contentType: 'image/png',
      content: 'iVBORw0KGgo=',
      encoding: 'base64',
      cid: 'household-pass@edma',
    };
    const stored = contactMessageDocSchema.parse({
      kind: 'service',
      key: 'booking-confirmed.e1.f1.v1',
      name: 'Booking',
      email: 'asha@example.com',
      message: 'Hello',
      subject: 'Booking confirmed',
      html: '<img src="cid:household-pass@edma">',
      attachments: [image],
      createdAt: Timestamp.now(),
      delivery: newDelivery(0),
    });
    expect(outgoingEmail(stored, 'f@x', 't@x', 'id1').attachments).toEqual([image]);
  });
});
