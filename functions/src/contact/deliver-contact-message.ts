import { logger } from 'firebase-functions';
import nodemailer from 'nodemailer';
import { db } from '../firebase/admin.ts';
import { CONTACT_MESSAGES, type ContactMessageDoc } from './contact-docs.ts';
import { contactEmail } from './contact-email.ts';
import { afterFailure, afterSuccess, claimed, isClaimable, storable, type Delivery } from './delivery-policy.ts';
import type { SmtpSettings } from './smtp-settings.ts';

export interface DeliveryOptions {
  maxAttempts: number;
  /** True for the retry sweep (waits for nextAttemptAtMs), false for the trigger. */
  respectSchedule: boolean;
  /** The clock, for tests that need a later time than now. */
  nowMs?: number;
}

async function send(settings: SmtpSettings, message: ContactMessageDoc): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail(contactEmail(message, settings.from, settings.to));
  } finally {
    transport.close();
  }
}

/**
 * Sends one contact message to the association by SMTP, at most one sender at a time: a
 * transaction claims it (`sending`, attempts + 1), then the outcome is recorded as `sent`, or as
 * `retrying` with the error (or `failed` once out of attempts). Answers the new delivery state, or
 * null when the message was not due or not there.
 */
export async function deliverContactMessage(id: string, settings: SmtpSettings, options: DeliveryOptions): Promise<Delivery | null> {
  const started = Date.now();
  const clock = () => (options.nowMs ?? started) + (Date.now() - started);
  const ref = db().collection(CONTACT_MESSAGES).doc(id);
  const claim = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const message = snapshot.data() as ContactMessageDoc;
    // Only messages stored by the contact route carry a delivery state.
    if (!message.delivery) return null;
    const createdAtMs = message.createdAt?.toMillis() ?? 0;
    if (!isClaimable(message.delivery, createdAtMs, clock(), options.respectSchedule)) return null;
    const delivery = claimed(message.delivery, clock());
    tx.update(ref, { delivery: storable(delivery) });
    return { message, delivery };
  });
  if (!claim) return null;

  let outcome: Delivery;
  try {
    await send(settings, claim.message);
    outcome = afterSuccess(claim.delivery, clock());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    outcome = afterFailure(claim.delivery, reason, clock(), options.maxAttempts);
    logger.warn('Contact email not sent', { id, attempts: outcome.attempts, state: outcome.state, reason });
  }
  await ref.update({ delivery: storable(outcome) });
  return outcome;
}

/** Retries every message that is due (the trigger's retries may have run out, or it never ran). */
export async function retryDueContactMessages(settings: SmtpSettings, options: Omit<DeliveryOptions, 'respectSchedule'>) {
  const open = await db().collection(CONTACT_MESSAGES).where('delivery.state', 'in', ['pending', 'retrying', 'sending']).limit(100).get();
  const outcomes: Array<{ id: string; delivery: Delivery | null }> = [];
  for (const doc of open.docs) {
    outcomes.push({ id: doc.id, delivery: await deliverContactMessage(doc.id, settings, { ...options, respectSchedule: true }) });
  }
  return outcomes;
}
