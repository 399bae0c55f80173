import { afterAll, beforeAll } from 'vitest';
import { CONTACT_MAX_ATTEMPTS } from '../../../functions/src/config/params.ts';
import { CONTACT_MESSAGES } from '../../../functions/src/store/contact-docs.ts';
import { deliverContactMessage } from '../../../functions/src/email/outbox-delivery.ts';
import { smtpSettingsFromParams } from '../../../functions/src/email/smtp-settings.ts';
import { adminDb } from '../../support/admin.ts';

/**
 * For a handler test whose emails must arrive: no trigger runs on the file's own project, so this
 * does what `sendContactEmail` does, in this process: each new email, once, through the real
 * delivery code to the slot's local SMTP catcher, at most five at a time (the trigger's
 * maxInstances). The trigger itself is the API tests' (tests/api/contact.test.ts).
 */
export function sendEmailsAsTheTriggerDoes(): void {
  const handed = new Set<string>();
  let stop: () => void = () => {};
  let loop: Promise<void> = Promise.resolve();
  beforeAll(() => {
    let running = true;
    stop = () => (running = false);
    loop = (async () => {
      while (running) {
        const created = await adminDb().collection(CONTACT_MESSAGES).select().get();
        const fresh = created.docs.map((doc) => doc.id).filter((id) => !handed.has(id));
        for (const id of fresh) handed.add(id);
        for (let i = 0; i < fresh.length; i += 5) {
          await Promise.all(
            fresh
              .slice(i, i + 5)
              .map((id) =>
                deliverContactMessage(id, smtpSettingsFromParams(), { maxAttempts: CONTACT_MAX_ATTEMPTS.value(), sender: 'trigger' }),
              ),
          );
        }
        if (fresh.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
  });
  afterAll(async () => {
    stop();
    await loop;
  });
}
