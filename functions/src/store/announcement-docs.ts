import { audienceSchema } from '@edma/contract/announcements';
import { contentIdSchema } from '@edma/contract/ids';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from './admin.ts';

/**
 * `announcements/{id}`: what was sent, to whom (the addresses that said yes when it was sent) and
 * how far the queueing got. Each recipient's email is `contactMessages/{emailId('announcement.{id}', to)}`,
 * so queueing it again (a sender that died midway, the next day's share) never makes a second one.
 * The linked event is kept by its id: its page's address is built where it is shown (the email,
 * WhatsApp, the members' archive), so a stored link can never point at the wrong host.
 */
export const announcementDocSchema = z.object({
  subject: z.string().min(1),
  /** The Markdown as written, and its safe renderings. */
  body: z.string(),
  html: z.string(),
  text: z.string(),
  eventId: contentIdSchema.nullable(),
  audience: audienceSchema,
  families: z.number().int().nonnegative(),
  recipients: z.array(z.email()),
  /** recipients[0..queued) have their email; the rest wait for a later day's share. */
  queued: z.number().int().nonnegative(),
  /** Where the last share began: a sender that died midway makes those again (the ones made are skipped). */
  batchStart: z.number().int().nonnegative(),
  sentBy: z.email(),
  sentAt: z.instanceof(Timestamp),
  sentAtMs: z.number().int().nonnegative(),
});
export type AnnouncementDoc = z.output<typeof announcementDocSchema>;

/**
 * An announcement as stored, or null when it does not have the stored shape (written by hand or by
 * an older version): logged with its id, so one damaged record never breaks a page that lists them.
 */
export function readAnnouncement(snapshot: DocumentSnapshot): AnnouncementDoc | null {
  const parsed = announcementDocSchema.safeParse(snapshot.data());
  if (parsed.success) return parsed.data;
  logger.warn('An announcement could not be read', { id: snapshot.id, issues: parsed.error.issues.slice(0, 3) });
  return null;
}

/** `emailBudget/{UK date}`: announcement emails queued that day, against the sender's daily limit. */
export const emailBudgetDocSchema = z.object({ announcements: z.number().int().nonnegative() });
export type EmailBudgetDoc = z.output<typeof emailBudgetDocSchema>;

export const ANNOUNCEMENTS = 'announcements';
export const EMAIL_BUDGET = 'emailBudget';

/**
 * Announcement emails a day. A Google Workspace account sends about 2,000 a day: the rest is kept
 * for the service emails (bookings, reminders, registrations) and the committee's own mail. An
 * audience larger than the day's share is queued over the next days by the daily job.
 */
export const DAILY_ANNOUNCEMENT_LIMIT = 1500;

export const announcementRef = (id: string) => db().collection(ANNOUNCEMENTS).doc(id);
export const emailBudgetRef = (date: string) => db().collection(EMAIL_BUDGET).doc(date);
export const announcementEmailKey = (id: string) => `announcement.${id}`;
