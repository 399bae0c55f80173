import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { announcementDocSchema } from './announcement-docs.ts';

const stored = {
  subject: 'Onam',
  body: 'Come',
  html: '<p>Come</p>',
  text: 'Come',
  eventId: 'onam-2026',
  audience: { towns: [], membershipTypes: [], childAge: null, event: null },
  families: 2,
  recipients: ['asha@example.com'],
  queued: 1,
  batchStart: 0,
  sentBy: 'committee@example.com',
  sentAt: Timestamp.fromMillis(1_700_000_000_000),
  sentAtMs: 1_700_000_000_000,
};

describe('announcementDocSchema', () => {
  it('reads an announcement as the product writes it', () => {
    expect(announcementDocSchema.parse(stored)).toMatchObject({ eventId: 'onam-2026', audience: { duesStatuses: [] } });
  });

  it('refuses an event that is not an id (a stored link), and a record without its subject', () => {
    expect(announcementDocSchema.safeParse({ ...stored, eventId: '/calendar/onam-2026' }).success).toBe(false);
    const { subject: _subject, ...withoutSubject } = stored;
    expect(announcementDocSchema.safeParse(withoutSubject).success).toBe(false);
  });
});
