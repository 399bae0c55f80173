import type { Audience } from '@edma/contract/announcements';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase/admin.ts';

/**
 * `announcements/{id}`: what was sent, to whom (the addresses that said yes when it was sent) and
 * how far the queueing got. Each recipient's email is `contactMessages/{emailId('announcement.{id}', to)}`,
 * so queueing it again (a sender that died midway, the next day's share) never makes a second one.
 */
export interface AnnouncementDoc {
  subject: string;
  /** The Markdown as written, and its safe renderings. */
  body: string;
  html: string;
  text: string;
  eventId: string | null;
  eventUrl: string | null;
  audience: Audience;
  families: number;
  recipients: string[];
  /** recipients[0..queued) have their email; the rest wait for a later day's share. */
  queued: number;
  /** Where the last share began: a sender that died midway makes those again (the ones made are skipped). */
  batchStart: number;
  sentBy: string;
  sentAt: Timestamp;
  sentAtMs: number;
}

/** `emailBudget/{UK date}`: announcement emails queued that day, against the sender's daily limit. */
export interface EmailBudgetDoc {
  announcements: number;
}

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
