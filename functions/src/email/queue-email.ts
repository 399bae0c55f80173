import { createHash } from 'node:crypto';
import { normaliseEmail } from '@edma/contract/family';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { CONTACT_MESSAGES } from '../store/contact-docs.ts';
import { newDelivery, storable } from './delivery-policy.ts';
import { db } from '../store/admin.ts';
import type { RenderedEmail } from './email-layout.ts';

/** A file sent with an email: the day-before reminder's .ics, a booking's household pass image. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Text as it is, or base64 with `encoding` (an image). */
  content: string;
  encoding?: 'base64';
  /** Shown inside the HTML where it says `cid:<this>` (an inline image). */
  cid?: string;
}

export interface ServiceEmail extends RenderedEmail {
  /** Who the email is about, for the console's list (a family's name; never shown to others). */
  name: string;
  familyId?: string;
  attachments?: EmailAttachment[];
  /** Built by the server only (email-links.ts listUnsubscribeHeaders); the sender keeps known names only. */
  headers?: Record<string, string>;
  /** The announcement it belongs to (the console lists each recipient's state). */
  announcementId?: string;
}

/**
 * The document id of an email: its purpose (`booking-reminder.{event}.{family}.7d`) and recipient.
 * The same purpose and recipient always give the same id, so queueing twice (a job re-run after it
 * died midway, two requests at once) creates the email once.
 */
export function emailId(key: string, recipient: string): string {
  const who = createHash('sha256').update(normaliseEmail(recipient)).digest('hex').slice(0, 16);
  return `${key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200)}.${who}`;
}

function emailDoc(key: string, to: string, email: ServiceEmail) {
  return {
    kind: 'service',
    key,
    name: email.name,
    email: to,
    subject: email.subject,
    message: email.text,
    html: email.html,
    ...(email.familyId ? { familyId: email.familyId } : {}),
    ...(email.attachments ? { attachments: email.attachments } : {}),
    ...(email.headers ? { headers: email.headers } : {}),
    ...(email.announcementId ? { announcementId: email.announcementId } : {}),
    createdAt: FieldValue.serverTimestamp(),
    delivery: storable(newDelivery(Date.now())),
  };
}

const recipientsOf = (recipients: readonly string[]) => [...new Set(recipients.map(normaliseEmail).filter(Boolean))];

/**
 * Queues one email per recipient through the delivery pipeline (contactMessages: its trigger sends
 * it, the sweep retries it, the console lists it), inside `tx`: the email exists exactly when the
 * change it reports was saved. `key` must name that change (e.g. with the booking's version): an
 * email that already exists makes the transaction fail rather than send twice.
 */
export function queueServiceEmails(tx: Transaction, key: string, recipients: readonly string[], email: ServiceEmail): string[] {
  return recipientsOf(recipients).map((to) => {
    const ref = db().collection(CONTACT_MESSAGES).doc(emailId(key, to));
    tx.create(ref, emailDoc(key, to, email));
    return ref.id;
  });
}

/**
 * For an email a caller can cause again (a deletion asked, cancelled and asked again): reads, in
 * `tx` and before its writes, which recipients have no email of `key` yet; the answer queues the
 * email to those only. A key that names the thing, not the moment, then gives one email however
 * often it is repeated, where queueServiceEmails would fail the transaction.
 */
export async function unsentServiceEmails(
  tx: Transaction,
  key: string,
  recipients: readonly string[],
): Promise<(email: ServiceEmail) => string[]> {
  const refs = recipientsOf(recipients).map((to) => ({ to, ref: db().collection(CONTACT_MESSAGES).doc(emailId(key, to)) }));
  const existing = refs.length > 0 ? await tx.getAll(...refs.map((r) => r.ref)) : [];
  const unsent = refs.filter((_, i) => !existing[i]!.exists);
  return (email) =>
    unsent.map(({ to, ref }) => {
      tx.create(ref, emailDoc(key, to, email));
      return ref.id;
    });
}

/** Firestore's ALREADY_EXISTS. */
const ALREADY_EXISTS = 6;

/**
 * Queues the emails of a job step (a reminder): each is created once, ever; one that exists already
 * (the job ran before, maybe dying midway) is left alone. Answers how many were new.
 */
export async function queueServiceEmailsOnce(key: string, recipients: readonly string[], email: ServiceEmail): Promise<number> {
  let made = 0;
  for (const to of recipientsOf(recipients)) {
    try {
      await db()
        .collection(CONTACT_MESSAGES)
        .doc(emailId(key, to))
        .create(emailDoc(key, to, email));
      made += 1;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    }
  }
  return made;
}
