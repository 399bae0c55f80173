import { logger } from 'firebase-functions';
import nodemailer from 'nodemailer';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../store/admin.ts';
import { CONTACT_MESSAGES, type ContactMessageDoc } from '../store/contact-docs.ts';
import { outgoingEmail } from './outbox-email.ts';
import {
  afterFailure,
  afterInterruption,
  afterSuccess,
  claimed,
  isClaimable,
  isInterrupted,
  storable,
  type Sender,
} from './delivery-policy.ts';
import type { Delivery } from '../store/delivery-doc.ts';
import type { SmtpSettings } from './smtp-settings.ts';

/** Firestore's gRPC status for an update of a document that does not exist. */
const NOT_FOUND = 5;

export interface DeliveryOptions {
  maxAttempts: number;
  sender: Sender;
  /** The clock, for tests that need a later time than now. */
  nowMs?: number;
  /** Writes that belong with the claim (the committee's audit entry), in its transaction. */
  onClaim?: (tx: Transaction) => void;
}

/** The log entry to alert on (a log-based alert on this field): a message the committee must answer by hand. */
export const FAILED_ALERT = 'contact-delivery-failed';

async function send(settings: SmtpSettings, id: string, message: ContactMessageDoc): Promise<void> {
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
    await transport.sendMail(outgoingEmail(message, settings.from, settings.to, id));
  } finally {
    transport.close();
  }
}

/**
 * Records the outcome, retrying a failed write: after a successful send this write is all that
 * stands between "sent" and a claim that later reads as interrupted.
 */
async function record(ref: DocumentReference, delivery: Delivery): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ref.update({ delivery: storable(delivery) });
      return;
    } catch (error) {
      // Erased while it was being sent (a family's erasure, the retention sweep): nothing is left to
      // record the outcome on, and nothing should be.
      if ((error as { code?: unknown }).code === NOT_FOUND) {
        logger.info('A message was deleted while it was being sent; its outcome is not recorded', { id: ref.id, state: delivery.state });
        return;
      }
      if (attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 4 ** attempt));
    }
  }
}

function alertFailed(id: string, delivery: Delivery): void {
  logger.error('Contact message not delivered: the committee must answer it by hand', {
    alert: FAILED_ALERT,
    id,
    attempts: delivery.attempts,
    lastError: delivery.lastError,
  });
}

/**
 * Sends one stored message by SMTP (a contact message to the association, or the association's
 * email to a family: contact-email.ts), at most once: a transaction claims it
 * (`sending`, attempts + 1, a lease longer than any sender lives), so the trigger and the sweep
 * never both send it; then the outcome is recorded as `sent`, or as `retrying` with the error (or
 * `failed` once out of attempts). A claim found expired belonged to a sender that died after
 * claiming, maybe after sending: it is marked `failed` for the committee rather than sent again.
 * Answers the new delivery state, or null when the message was not due or not there.
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
    if (options.sender === 'sweep' && isInterrupted(message.delivery, clock())) {
      const delivery = afterInterruption(message.delivery, clock());
      tx.update(ref, { delivery: storable(delivery) });
      return { kind: 'interrupted', delivery } as const;
    }
    const createdAtMs = message.createdAt?.toMillis() ?? 0;
    if (!isClaimable(message.delivery, createdAtMs, clock(), options.sender)) return null;
    const delivery = claimed(message.delivery, clock());
    tx.update(ref, { delivery: storable(delivery) });
    options.onClaim?.(tx);
    return { kind: 'claimed', message, delivery } as const;
  });
  if (!claim) return null;
  if (claim.kind === 'interrupted') {
    alertFailed(id, claim.delivery);
    return claim.delivery;
  }

  let outcome: Delivery;
  try {
    await send(settings, id, claim.message);
    outcome = afterSuccess(claim.delivery, clock());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    outcome = afterFailure(claim.delivery, reason, clock(), options.maxAttempts);
    logger.warn('Contact email not sent', { id, attempts: outcome.attempts, state: outcome.state, reason });
  }
  await record(ref, outcome);
  if (outcome.state === 'failed') alertFailed(id, outcome);
  return outcome;
}

const SWEEP_PAGE = 50;
/** `deliverySweep/legacy`: present once no message from before due times is left open. */
export const DELIVERY_SWEEP = 'deliverySweep';
const OPEN_STATES = ['pending', 'retrying', 'sending'];

/**
 * The sweep: every message that is due (a missed trigger, a retry, an expired claim), the longest
 * overdue first, a page at a time until none is left or the deadline passes. One range on
 * `delivery.dueAtMs`: Firestore's automatic index serves it, and sent or failed messages (which
 * have no due time) are never read.
 */
export async function retryDueContactMessages(settings: SmtpSettings, options: Omit<DeliveryOptions, 'sender'> & { deadlineMs?: number }) {
  const nowMs = options.nowMs ?? Date.now();
  const outcomes: Array<{ id: string; delivery: Delivery | null }> = [];
  const pastDeadline = () => options.deadlineMs !== undefined && Date.now() > options.deadlineMs;
  const sweep = async (id: string) => {
    outcomes.push({ id, delivery: await deliverContactMessage(id, settings, { ...options, sender: 'sweep' }) });
  };
  const due = db().collection(CONTACT_MESSAGES).where('delivery.dueAtMs', '<=', nowMs).orderBy('delivery.dueAtMs').limit(SWEEP_PAGE);
  let page = await due.get();
  while (!page.empty) {
    for (const doc of page.docs) {
      // Stop claiming while there is still time to finish the last claim well within its lease.
      if (pastDeadline()) return outcomes;
      await sweep(doc.id);
    }
    page = await due.startAfter(page.docs[page.docs.length - 1]!).get();
  }
  // Messages stored before the due time existed: swept once each (which gives them one), until a
  // sweep finds none left; then a marker ends this pass for good.
  const marker = db().collection(DELIVERY_SWEEP).doc('legacy');
  if ((await marker.get()).exists) return outcomes;
  let legacyLeft = 0;
  const open = db().collection(CONTACT_MESSAGES).where('delivery.state', 'in', OPEN_STATES).limit(SWEEP_PAGE);
  for (let page = await open.get(); !page.empty; page = await open.startAfter(page.docs[page.docs.length - 1]!).get()) {
    for (const doc of page.docs) {
      if ((doc.get('delivery') as Delivery).dueAtMs !== undefined) continue;
      legacyLeft += 1;
      if (pastDeadline()) return outcomes;
      await sweep(doc.id);
    }
  }
  if (legacyLeft === 0) await marker.set({ doneAt: FieldValue.serverTimestamp() });
  return outcomes;
}

/**
 * Messages that were never delivered, newest first: what the committee answers by hand (the
 * committee console lists these). One equality filter, so Firestore's automatic index serves it.
 */
export async function failedContactMessages(limit = 100) {
  const failed = await db().collection(CONTACT_MESSAGES).where('delivery.state', '==', 'failed').limit(limit).get();
  return failed.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as ContactMessageDoc) }))
    .sort((a, b) => (b.delivery.failedAtMs ?? 0) - (a.delivery.failedAtMs ?? 0));
}
