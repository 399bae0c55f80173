import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_DETAILS_TITLE,
  SITE_CONTACT_API,
  siteContactInputOf,
  siteContactInputSchema,
  type SiteContact,
  type SiteContactInput,
} from '@edma/contract/site-contact';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { useSiteContact } from '@web/content/site-contact.tsx';
import { Button } from '@web/ui/button.tsx';
import { registerField } from '@web/ui/register-field.ts';
import { EmailField, LinkField, TextField } from '@web/ui/text-field.tsx';
import { applyChange } from '../../item-actions.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { SectionFeedback, useSectionFeedback } from '../../section-feedback.tsx';
import '../calendar/content-sections.css';
import { ContentForm } from '../../content-form.tsx';

type ContactValues = z.output<typeof siteContactInputSchema>;

/** "Contact details": the association's phone number, email and social links, as every page shows them. */
export function ContactDetailsSection() {
  const id = useId();
  const contact = useApiQuery(SITE_CONTACT_API.committee, {});
  const save = useApiMutation(SITE_CONTACT_API.save, { invalidates: [SITE_CONTACT_API.committee] });
  const feedback = useSectionFeedback(SITE_CONTACT_API.committee);
  const site = useSiteContact();
  const saved = (message: string) => {
    feedback.changed(message);
    // This page's own footer and chat button read the details when it opened: they show the new ones too.
    site.retry();
  };
  return (
    <section className="console-section content-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{CONTACT_DETAILS_TITLE}</h2>
      <p>
        The footer of every page and the Contact page show these; the chat button opens WhatsApp with the same number. A change shows on the
        site within seconds.
      </p>
      <QueryStatus query={contact} />
      {contact.data && (
        <ContactDetailsForm
          contact={contact.data.contact}
          busy={save.isPending}
          onSave={(values) => applyChange(() => save.mutateAsync(values), saved, feedback.refused)}
        />
      )}
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
    </section>
  );
}

interface ContactDetailsFormProps {
  contact: SiteContact;
  busy: boolean;
  onSave(values: ContactValues): Promise<boolean>;
}

function ContactDetailsForm({ contact, busy, onSave }: ContactDetailsFormProps) {
  const prefix = `${useId()}-`;
  const form = useForm<SiteContactInput, unknown, ContactValues>({
    resolver: zodResolver(siteContactInputSchema),
    defaultValues: siteContactInputOf(contact),
  });
  const link = (name: 'facebook' | 'instagram' | 'youtube', label: string, platform: string) => (
    <LinkField
      label={label}
      hint={`Starting with https://. Leave it empty for no ${platform} link.`}
      {...registerField(form, name, prefix)}
    />
  );
  return (
    <ContentForm
      form={form}
      label={CONTACT_DETAILS_TITLE}
      onValid={async (values) => {
        // The form now holds what is saved (trimmed as stored).
        if (await onSave(values)) form.reset(values);
      }}
    >
      <TextField
        type="tel"
        label="Phone number"
        hint="As visitors see it, such as 01297 123456 or +44 7700 900123. Calls and WhatsApp messages go to it, so a mobile number works best."
        autoComplete="off"
        {...registerField(form, 'phone', prefix)}
      />
      <EmailField label="Email address" autoComplete="off" {...registerField(form, 'email', prefix)} />
      {link('facebook', 'Facebook page', 'Facebook')}
      {link('instagram', 'Instagram profile', 'Instagram')}
      {link('youtube', 'YouTube channel', 'YouTube')}
      <div className="console-card__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save contact details'}
        </Button>
      </div>
    </ContentForm>
  );
}
