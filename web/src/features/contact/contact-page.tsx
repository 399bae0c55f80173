import { lazy, Suspense } from 'react';
import { messagingHref, telHref } from '../../content/site.ts';
import { useSiteContact } from '../../content/site-contact.tsx';
import { PublicContentNotice } from '../../ui/public-content-state.tsx';
// The form's own styles come with the page: its prerendered fields (and the privacy line under them)
// show at their size before its script, and nothing moves when it arrives.
import '../../ui/forms.css';
import '../../ui/privacy-notice-line.css';
import './contact.css';

// The form brings its validation (the schema library and the form kit): it comes after the page paints.
const ContactForm = lazy(() => import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })));

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
          <Suspense fallback={<p className="contact-message__loading">Loading the form...</p>}>
            <ContactForm />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
