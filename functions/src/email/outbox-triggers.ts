import { onDocumentCreated } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { CONTACT_MAX_ATTEMPTS, REGION, SMTP_PASSWORD } from '../config/params.ts';
import { CONTACT_MESSAGES } from '../store/contact-docs.ts';
import { deliverContactMessage, retryDueContactMessages } from './outbox-delivery.ts';
import { smtpSettingsFromParams } from './smtp-settings.ts';

/*
 * The outbox: every email the association sends (a visitor's contact message, an approval, the
 * service emails of email/queue-email.ts) is a `contactMessages` document, the collection the
 * contact form began and whose name the stored data keeps. These triggers deliver them by SMTP.
 */

/**
 * Emails each new contact message once. No platform retries: they come within minutes and would
 * spend every attempt on a short outage. A failure is recorded with the time of the next attempt,
 * which the sweep below makes, hours apart.
 */
export const sendContactEmail = onDocumentCreated(
  {
    region: REGION,
    maxInstances: 5,
    document: `${CONTACT_MESSAGES}/{messageId}`,
    retry: false,
    timeoutSeconds: 120,
    secrets: [SMTP_PASSWORD],
  },
  async (event) => {
    await deliverContactMessage(event.params.messageId, smtpSettingsFromParams(), {
      maxAttempts: CONTACT_MAX_ATTEMPTS.value(),
      sender: 'trigger',
    });
  },
);

/** Every retry, messages whose trigger never ran, and claims whose sender died (see delivery-policy.ts). */
export const retryContactEmails = onSchedule(
  { region: REGION, schedule: 'every 15 minutes', timeoutSeconds: 540, secrets: [SMTP_PASSWORD] },
  async () => {
    await retryDueContactMessages(smtpSettingsFromParams(), {
      maxAttempts: CONTACT_MAX_ATTEMPTS.value(),
      deadlineMs: Date.now() + 6 * 60_000,
    });
  },
);
