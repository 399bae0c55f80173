// One announcement for the demo, already sent: the members' archive on the dashboard and the
// console's Announcements list have something to show. Written in the functions' layout
// (functions/src/announcements/announcement-docs.ts); no email is queued for it.
import { Timestamp } from 'firebase-admin/firestore';

const BODY = [
  'Dear friends,',
  '',
  'The **Onam celebration** is coming: please book your family on the event page so the kitchen knows how many to cook for.',
  '',
  'Volunteers for the sadhya are very welcome: reply to this email.',
].join('\n');

const HTML =
  '<p>Dear friends,</p>\n<p>The <strong>Onam celebration</strong> is coming: please book your family on the event page so the kitchen knows how many to cook for.</p>\n<p>Volunteers for the sadhya are very welcome: reply to this email.</p>\n';

const TEXT =
  'Dear friends,\n\nThe Onam celebration is coming: please book your family on the event page so the kitchen knows how many to cook for.\n\nVolunteers for the sadhya are very welcome: reply to this email.\n';

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Date} today
 * @param {string | null} eventId the demo event open for booking
 */
export async function seedDemoAnnouncement(db, today, eventId) {
  const sentAtMs = today.getTime() - 3 * 86_400_000;
  await db
    .collection('announcements')
    .doc('demo-onam-volunteers')
    .set({
      subject: 'Onam is coming: book your family, and help with the sadhya',
      body: BODY,
      html: HTML,
      text: TEXT,
      eventId,
      eventUrl: eventId ? `/calendar/${eventId}` : null,
      audience: { towns: [], membershipTypes: [], childAge: null, event: null },
      families: 0,
      recipients: [],
      queued: 0,
      batchStart: 0,
      sentBy: 'demo.committee@gmail.com',
      sentAt: Timestamp.fromMillis(sentAtMs),
      sentAtMs,
    });
}
