import { eventPageUrl } from '@edma/contract/calendar-texts';
import { renderEmail } from '../email/email-layout.ts';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../email/email-links.ts';
import { queueServiceEmailsOnce, type ServiceEmail } from '../email/queue-email.ts';
import { db } from '../store/admin.ts';
import {
  ANNOUNCEMENTS,
  DAILY_ANNOUNCEMENT_LIMIT,
  announcementEmailKey,
  announcementRef,
  emailBudgetRef,
  readAnnouncement,
  type AnnouncementDoc,
  type EmailBudgetDoc,
} from '../store/announcement-docs.ts';

export interface AnnouncementContent {
  subject: string;
  html: string;
  text: string;
  eventId: string | null;
}

/** One recipient's email: the announcement, its link, and that address's own one-click unsubscribe. */
export function announcementEmail(
  content: AnnouncementContent,
  to: string,
  siteUrl: string,
  secret: string,
  announcementId?: string,
): ServiceEmail {
  const unsubscribe = unsubscribeUrl(siteUrl, secret, to);
  return {
    ...renderEmail({
      subject: content.subject,
      greeting: 'Dear EDMA member,',
      paragraphs: [],
      rendered: { html: content.html, text: content.text },
      ...(content.eventId ? { action: { label: 'See the event', url: eventPageUrl(siteUrl, content.eventId) } } : {}),
      footer:
        'You receive news from the committee because you said yes to it. Emails about your registration and bookings still arrive. To stop news from the committee, unsubscribe with one click:',
      footerLink: { label: 'Unsubscribe', url: unsubscribe },
    }),
    name: 'Announcement',
    headers: listUnsubscribeHeaders(unsubscribe),
    ...(announcementId ? { announcementId } : {}),
  };
}

export interface ShareOptions {
  /** UK date: whose share of the daily limit is used. */
  today: string;
  siteUrl: string;
  secret: string;
  limit?: number;
  /** Stops (throws) after making this many emails: how the tests stand in for a sender that dies. */
  interruptAfter?: number;
}

async function makeEmails(id: string, doc: AnnouncementDoc, from: number, to: number, options: ShareOptions, made: { count: number }) {
  const key = announcementEmailKey(id);
  const addresses = doc.recipients.slice(from, to);
  for (let i = 0; i < addresses.length; i += 10) {
    await Promise.all(
      addresses.slice(i, i + 10).map(async (address) => {
        if (options.interruptAfter !== undefined && made.count >= options.interruptAfter) throw new Error('Sender interrupted.');
        const createdNow = await queueServiceEmailsOnce(
          key,
          [address],
          announcementEmail(doc, address, options.siteUrl, options.secret, id),
        );
        made.count += createdNow;
      }),
    );
  }
}

/**
 * Queues the next share of an announcement's emails: first the last share again (a sender that
 * died midway left some unmade; those made are skipped), then as many more as today's limit leaves.
 * Answers how many emails were made now and how many recipients have theirs.
 */
export async function queueAnnouncementShare(id: string, options: ShareOptions): Promise<{ made: number; queued: number; total: number }> {
  const made = { count: 0 };
  const first = await announcementRef(id).get();
  if (!first.exists) return { made: 0, queued: 0, total: 0 };
  const before = readAnnouncement(first);
  if (!before) return { made: 0, queued: 0, total: 0 };
  await makeEmails(id, before, before.batchStart, before.queued, options, made);

  const limit = options.limit ?? DAILY_ANNOUNCEMENT_LIMIT;
  const share = await db().runTransaction(async (tx) => {
    const [snapshot, budget] = await Promise.all([tx.get(announcementRef(id)), tx.get(emailBudgetRef(options.today))]);
    const doc = readAnnouncement(snapshot) ?? before;
    const used = (budget.data() as EmailBudgetDoc | undefined)?.announcements ?? 0;
    const take = Math.max(0, Math.min(doc.recipients.length - doc.queued, limit - used));
    if (take > 0) {
      tx.update(announcementRef(id), { batchStart: doc.queued, queued: doc.queued + take });
      tx.set(emailBudgetRef(options.today), { announcements: used + take }, { merge: true });
    }
    return { doc, from: doc.queued, to: doc.queued + take };
  });
  await makeEmails(id, share.doc, share.from, share.to, options, made);
  // Every email up to here is made: nothing for a later run to repair.
  if (before.batchStart < share.to) await announcementRef(id).update({ batchStart: share.to });
  return { made: made.count, queued: share.to, total: share.doc.recipients.length };
}

/** The daily job's step: announcements with recipients still waiting get today's share (the secret read only then). */
export async function queueWaitingAnnouncements(
  options: Omit<ShareOptions, 'interruptAfter' | 'secret'> & { secret: () => string },
): Promise<{ emails: number }> {
  const recent = await db().collection(ANNOUNCEMENTS).orderBy('sentAtMs', 'desc').limit(50).get();
  let emails = 0;
  for (const doc of recent.docs) {
    const announcement = readAnnouncement(doc);
    if (!announcement) continue;
    if (announcement.queued >= announcement.recipients.length && announcement.batchStart >= announcement.queued) continue;
    emails += (await queueAnnouncementShare(doc.id, { ...options, secret: options.secret() })).made;
  }
  return { emails };
}
