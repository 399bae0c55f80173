import { SITE, messagingHref, telHref } from '../../content/site.ts';
import { ContactForm } from './contact-form.tsx';
import './contact.css';

export default function ContactPage() {
  return (
    <div className="contact-page">
      <h1>Contact Us</h1>
      <div className="contact-page__columns">
        <section className="panel contact-details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">Get in Touch</h2>
          <dl>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(SITE.phoneDigits)}>{SITE.phoneDisplay}</a>
              </dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a href={messagingHref(SITE.phoneDigits)} target="_blank" rel="noopener noreferrer">
                  Message us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section className="panel contact-message" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send Us a Message</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
