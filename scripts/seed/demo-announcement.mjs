// One announcement for the demo, sent through the committee's own handler
// (functions/src/announcements/announcement-handlers.ts), so it is stored in the product's shape and
// its emails go through the delivery pipeline to maildev like any other. Before it, the members who
// said yes to news: every demo account, and about two in three of the other members with an email.
import { Timestamp } from 'firebase-admin/firestore';
import { sendAnnouncement } from '../../functions/src/announcements/handlers/announcement-handlers.ts';
import { preferenceChange } from '../../functions/src/email/email-preferences.ts';
import { EMAIL_PREFERENCES } from '../../functions/src/store/email-preference-docs.ts';
import { memberEmailId } from '../../functions/src/store/family-docs.ts';
import { DEMO_ACCOUNTS } from './demo-families.mjs';
import { prng } from './prng.mjs';

export const DEMO_ANNOUNCEMENT_ID = 'demo-onam-volunteers';
/** Signs the emulators' unsubscribe links (scripts/lib/emulator-suite.mjs LOCAL_EMAIL_LINK_SECRET). */
const LOCAL_EMAIL_LINK_SECRET = 'edma-local-email-links';
const DAY_MS = 86_400_000;

const BODY = [
  'Dear friends,',
  '',
  'The **Onam celebration** is coming: please book your family on the event page so the kitchen knows how many to cook for.',
  '',
  'Volunteers for the sadhya are very welcome: reply to this email.',
].join('\n');

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Array<{ members: Array<{ email: string }> }>} families
 */
async function seedNewsChoices(db, families, seed) {
  const random = prng(seed + 7);
  const demo = new Set(DEMO_ACCOUNTS.map((a) => a.email));
  const writer = db.bulkWriter();
  let yes = 0;
  for (const family of families) {
    for (const { email } of family.members) {
      if (!email || (!demo.has(email) && random() >= 2 / 3)) continue;
      yes += 1;
      void writer.set(db.collection(EMAIL_PREFERENCES).doc(memberEmailId(email)), preferenceChange(email, { news: true }, 'registration'));
    }
  }
  await writer.close();
  return yes;
}

/** Waits (up to a minute) for the emulator's delivery trigger to have sent each email. */
async function waitForDelivery(db, id) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const emails = await db.collection('contactMessages').where('announcementId', '==', id).get();
    const open = emails.docs.filter((doc) => !['sent', 'failed'].includes(doc.get('delivery.state'))).length;
    if (open === 0 || Date.now() > deadline) return { emails: emails.size, open };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Array<{ members: Array<{ email: string }> }>} families
 * @param {Date} today
 * @param {string | null} eventId the demo event open for booking
 */
export async function seedDemoAnnouncement(db, families, today, eventId, seed = 1) {
  const yes = await seedNewsChoices(db, families, seed);
  process.env.SITE_URL ||= process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
  process.env.EMAIL_LINK_SECRET ||= LOCAL_EMAIL_LINK_SECRET;
  const committee = DEMO_ACCOUNTS.find((a) => a.committee) ?? { email: 'demo.committee@gmail.com' };
  const answer = await sendAnnouncement(
    {
      id: DEMO_ANNOUNCEMENT_ID,
      subject: 'Onam is coming: book your family, and help with the sadhya',
      body: BODY,
      eventId,
      audience: { towns: [], membershipTypes: [], duesStatuses: [], childAge: null, event: null },
    },
    // The handler reads only the caller; the request is the router's, not needed here.
    { caller: { uid: 'demo-committee', email: committee.email, committee: true }, request: /** @type {never} */ (undefined) },
  );
  if (!('success' in answer) || !answer.success) throw new Error(`The demo announcement was not sent: ${JSON.stringify(answer)}`);
  // Sent three days ago: the archive and the console show a past announcement.
  const sentAtMs = today.getTime() - 3 * DAY_MS;
  await db
    .collection('announcements')
    .doc(DEMO_ANNOUNCEMENT_ID)
    .update({ sentAt: Timestamp.fromMillis(sentAtMs), sentAtMs });
  const delivery = await waitForDelivery(db, DEMO_ANNOUNCEMENT_ID);
  return { yes, recipients: answer.recipients ?? 0, ...delivery };
}
