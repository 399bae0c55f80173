import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, type ContactMessage } from '@edma/contract/contact';
import type { z } from 'zod';
import { Button } from '../../ui/button.tsx';
import { EmailField, TextField } from '../../ui/text-field.tsx';
import { typedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import { usePageRunning } from '../../lib/use-page-running.ts';
import { registerField } from '../../ui/register-field.ts';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { PrivacyNoticeLine } from '../../ui/privacy-notice-line.tsx';
import { FAILED_MESSAGE, SENDING_LABEL, SENT_MESSAGE } from './contact-messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

type ContactFormInput = z.input<typeof contactMessageSchema>;
type Status = 'idle' | 'sending' | 'sent' | 'failed';

const EMPTY: ContactFormInput = { name: '', email: '', message: '' };
const FIELD_ID_PREFIX = 'contact-';

/** The form starts from what a visitor typed into the prerendered page before it ran, not from empty fields. */
const typedSoFar = (): ContactFormInput => ({
  name: typedBeforeHydration(`${FIELD_ID_PREFIX}name`) ?? '',
  email: typedBeforeHydration(`${FIELD_ID_PREFIX}email`) ?? '',
  message: typedBeforeHydration(`${FIELD_ID_PREFIX}message`) ?? '',
});

export function ContactForm() {
  const [typed] = useState(typedSoFar);
  const form = useForm<ContactFormInput, unknown, ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: typed });
  const { handleSubmit, reset } = form;
  const [status, setStatus] = useState<Status>('idle');
  // Set before React re-renders, so a double click or Enter cannot send twice.
  const busy = useRef(false);

  async function send(values: ContactMessage) {
    setStatus('sending');
    const sent = await sendContactMessage(values);
    if (sent) reset(EMPTY);
    setStatus(sent ? 'sent' : 'failed');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await handleSubmit(send)(event);
    } finally {
      busy.current = false;
    }
  }

  const sending = status === 'sending';
  // In the prerendered page, Send waits for the script: the browser would send the form as a page address.
  const running = usePageRunning();
  // Every field is needed; the labels carry no mark (aria-required tells screen readers).
  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <TextField label="Name" autoComplete="name" aria-required="true" {...registerField(form, 'name', FIELD_ID_PREFIX)} />
      <EmailField label="Email" aria-required="true" {...registerField(form, 'email', FIELD_ID_PREFIX)} />
      <TextAreaField label="Message" rows={5} aria-required="true" {...registerField(form, 'message', FIELD_ID_PREFIX)} />
      <PrivacyNoticeLine />
      <Button type="submit" className="contact-form__submit" disabled={sending || !running}>
        {sending ? SENDING_LABEL : 'Send Message'}
      </Button>
      {/* Both live regions stay in the page so screen readers announce the text when it appears. */}
      <p role="status" className="contact-form__result contact-form__result--sent">
        {status === 'sent' ? SENT_MESSAGE : ''}
      </p>
      <p role="alert" className="contact-form__result contact-form__result--failed">
        {status === 'failed' ? FAILED_MESSAGE : ''}
      </p>
    </form>
  );
}
