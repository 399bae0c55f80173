import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, type ContactMessage } from '@edma/contract/contact';
import type { z } from 'zod';
import { FAILED_MESSAGE, SENDING_LABEL, SENT_MESSAGE } from './contact-messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

type ContactFormInput = z.input<typeof contactMessageSchema>;
type Status = 'idle' | 'sending' | 'sent' | 'failed';

const EMPTY: ContactFormInput = { name: '', email: '', message: '' };

function fieldErrorProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
}

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
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
  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <div className="contact-form__field">
        <label htmlFor="contact-name">Name</label>
        <input
          id="contact-name"
          type="text"
          autoComplete="name"
          aria-required="true"
          {...register('name')}
          {...fieldErrorProps('contact-name-error', errors.name?.message)}
        />
        {errors.name && (
          <p id="contact-name-error" className="contact-form__error">
            {errors.name.message}
          </p>
        )}
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          aria-required="true"
          {...register('email')}
          {...fieldErrorProps('contact-email-error', errors.email?.message)}
        />
        {errors.email && (
          <p id="contact-email-error" className="contact-form__error">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          rows={5}
          aria-required="true"
          {...register('message')}
          {...fieldErrorProps('contact-message-error', errors.message?.message)}
        />
        {errors.message && (
          <p id="contact-message-error" className="contact-form__error">
            {errors.message.message}
          </p>
        )}
      </div>
      <button type="submit" className="contact-form__submit" disabled={sending}>
        {sending ? SENDING_LABEL : 'Send Message'}
      </button>
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
