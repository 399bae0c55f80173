import { messagingHref, telHref } from '../../content/site.ts';
import { useSiteContact } from '../../content/site-contact.tsx';
import { PublicContentNotice } from '../../ui/public-content-state.tsx';
import { ContactForm } from './contact-form.tsx';
import './contact.css';

export default function ContactPage() {
  const { state, retry } = useSiteContact();
  // Each line keeps its height while the details load, and shows nothing rather than a wrong number.
  const contact = state.status === 'ready' ? state.data : null;
  return (
    <div className="contact-page">
      <h1>Contact Us</h1>
      <div className="contact-page__columns">
        <section className="panel contact-details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">Get in Touch</h2>
          <dl>
            <div>
              <dt>Phone</dt>
              <dd>{contact && <a href={telHref(contact.phoneDigits)}>{contact.phoneDisplay}</a>}</dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>
                {contact && (
                  <a href={messagingHref(contact.phoneDigits)} target="_blank" rel="noopener noreferrer">
                    Message us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{contact && <a href={`mailto:${contact.email}`}>{contact.email}</a>}</dd>
            </div>
          </dl>
          {state.status === 'failed' && (
            <PublicContentNotice
              className="contact-details__failed"
              state={state}
              retry={retry}
              loadingText=""
              failureText="Our phone number and email could not be loaded."
            />
          )}
        </section>
        <section className="panel contact-message" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send Us a Message</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
