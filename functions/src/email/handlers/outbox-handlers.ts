import {
  CONSOLE_MESSAGE_API,
  MESSAGE_NOT_FOUND_MESSAGE,
  MESSAGES_PAGE_SIZE,
  RETRY_NOT_FAILED_MESSAGE,
  type ConsoleMessage,
} from '@edma/contract/console-messages';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { recordAudit } from '../../store/audit-log.ts';
import { CONTACT_MAX_ATTEMPTS } from '../../config/params.ts';
import { db } from '../../store/admin.ts';
import { invalidInput, conflict, notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { CONTACT_MESSAGES, type ContactMessageDoc } from '../../store/contact-docs.ts';
import { deliverContactMessage } from '../outbox-delivery.ts';
import { INTERRUPTED_ERROR } from '../delivery-policy.ts';
import { smtpSettingsFromParams } from '../smtp-settings.ts';

function asConsoleMessage(doc: QueryDocumentSnapshot): ConsoleMessage {
  const data = doc.data() as ContactMessageDoc;
  const delivery = data.delivery ?? { state: 'pending', attempts: 0 };
  return {
    id: doc.id,
    kind: data.kind ?? 'contact',
    name: data.name,
    email: data.email,
    message: data.message,
    createdAtMs: data.createdAt?.toMillis() ?? 0,
    delivery: {
      state: delivery.state,
      attempts: delivery.attempts,
      lastError: delivery.lastError ?? null,
      lastAttemptAtMs: delivery.lastAttemptAtMs ?? null,
      nextAttemptAtMs: delivery.nextAttemptAtMs ?? null,
      sentAtMs: delivery.sentAtMs ?? null,
      failedAtMs: delivery.failedAtMs ?? null,
      mayHaveBeenSent: delivery.state === 'failed' && delivery.lastError === INTERRUPTED_ERROR,
    },
  };
}

/**
 * GET committee/messages[?after=<id>]: the contact messages, newest first, a page at a time. One
 * field ordered (Firestore's automatic index); the cursor is the last message of the page before.
 */
export const listContactMessages: EndpointHandler<typeof CONSOLE_MESSAGE_API.list, 'committee'> = async ({ after }) => {
  let query = db().collection(CONTACT_MESSAGES).orderBy('createdAt', 'desc');
  if (after) {
    const cursor = await db().collection(CONTACT_MESSAGES).doc(after).get();
    if (!cursor.exists) throw invalidInput('That page is no longer there: start from the newest messages.');
    query = query.startAfter(cursor);
  }
  // One more than a page says whether another page follows.
  const page = await query.limit(MESSAGES_PAGE_SIZE + 1).get();
  const docs = page.docs.slice(0, MESSAGES_PAGE_SIZE);
  const next = page.docs.length > MESSAGES_PAGE_SIZE ? docs[docs.length - 1]!.id : null;
  return { success: true, messages: docs.map(asConsoleMessage), next };
};

/**
 * POST committee/messages/retry {id}: one more attempt, now, at a message whose delivery failed.
 * The same claim as every sender's (delivery-policy.ts): a transaction takes the message from
 * `failed` to `sending`, with the audit entry, so two clicks or two committee members send it once.
 */
export const retryContactMessage: EndpointHandler<typeof CONSOLE_MESSAGE_API.retry, 'committee'> = async ({ id }, { caller }) => {
  const outcome = await deliverContactMessage(id, smtpSettingsFromParams(), {
    maxAttempts: CONTACT_MAX_ATTEMPTS.value(),
    sender: 'committee',
    onClaim: (tx) => recordAudit(tx, caller, 'contact.retry', `${CONTACT_MESSAGES}/${id}`),
  });
  if (!outcome) {
    const exists = (await db().collection(CONTACT_MESSAGES).doc(id).get()).exists;
    throw exists ? conflict(RETRY_NOT_FAILED_MESSAGE) : notFound(MESSAGE_NOT_FOUND_MESSAGE);
  }
  const message =
    outcome.state === 'sent'
      ? 'The message was sent.'
      : `The message could not be sent${outcome.lastError ? ` (${outcome.lastError})` : ''}. ${
          outcome.state === 'retrying' ? 'It will be tried again later.' : 'You can try again later.'
        }`;
  return { success: true, message, state: outcome.state };
};
