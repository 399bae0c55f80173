import { onDocumentCreated } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { CONTACT_MAX_ATTEMPTS, REGION, SMTP_PASSWORD } from '../config/params.ts';
import { CONTACT_MESSAGES } from './contact-docs.ts';
import { deliverContactMessage, retryDueContactMessages } from './deliver-contact-message.ts';
import { smtpSettingsFromParams } from './smtp-settings.ts';

/**
 * Emails each new contact message. A failed send is recorded and then thrown, so the platform
 * retries the event (with back-off) until the message is sent or out of attempts.
 */
export const sendContactEmail = onDocumentCreated(
  { region: REGION, maxInstances: 5, document: `${CONTACT_MESSAGES}/{messageId}`, retry: true, secrets: [SMTP_PASSWORD] },
  async (event) => {
    const outcome = await deliverContactMessage(event.params.messageId, smtpSettingsFromParams(), {
      maxAttempts: CONTACT_MAX_ATTEMPTS.value(),
      respectSchedule: false,
    });
    if (outcome?.state === 'retrying') throw new Error(`Contact email not sent yet: ${outcome.lastError}`);
  },
);

/** Safety net: sends what the trigger could not (retries exhausted early, trigger never ran). */
export const retryContactEmails = onSchedule(
  { region: REGION, schedule: 'every 15 minutes', secrets: [SMTP_PASSWORD] },
  async () => {
    await retryDueContactMessages(smtpSettingsFromParams(), { maxAttempts: CONTACT_MAX_ATTEMPTS.value() });
  },
);
