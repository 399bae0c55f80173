import { describe, expect, it } from 'vitest';
import { announcementEmail } from './send-announcement.ts';

const content = { subject: 'Onam', html: '<p>Come</p>', text: 'Come', eventId: 'onam-2026' };

describe('announcementEmail', () => {
  it('links the event from its id on the site the email is sent from', () => {
    const email = announcementEmail(content, 'asha@example.com', 'https://edma.example/', 'secret');
    expect(email.html).toContain('href="https://edma.example/calendar/onam-2026"');
    expect(email.text).toContain('See the event: https://edma.example/calendar/onam-2026');
  });

  it('makes the unsubscribe address a link in HTML, and writes it out in text', () => {
    const email = announcementEmail({ ...content, eventId: null }, 'asha@example.com', 'https://edma.example', 'secret');
    const link = /<a href="(https:\/\/edma\.example\/api\/email\/unsubscribe\?token=[^"]+)"[^>]*>Unsubscribe<\/a>/.exec(email.html);
    expect(link).not.toBeNull();
    expect(email.text).toContain(`Unsubscribe: ${link![1]!.replaceAll('&amp;', '&')}`);
    expect(email.html).not.toContain('See the event');
  });
});
