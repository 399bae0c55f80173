import { socialLinksOf } from '@edma/contract/site-contact-texts';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { SITE, telHref } from '../content/site.ts';
import { useReadySiteContact } from '../content/site-contact.tsx';
import { FOOTER_LINKS } from './nav-links.ts';
import { pathTo } from '../app/route-table.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{SITE.shortName}</h2>
          <p>
            {SITE.name}: families of Kerala heritage in {SITE.towns.join(', ')}.
          </p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick links</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">Follow us</h2>
          <FooterContact />
        </section>
      </div>
      <p className="site-footer__copyright">
        <span>
          © <ThisYear /> {SITE.name}
        </span>{' '}
        <Link to={pathTo('privacy')}>Privacy notice</Link>
      </p>
    </footer>
  );
}

/** The social links, phone and email the committee set; an empty space of about their height until they arrive. */
function FooterContact() {
  const contact = useReadySiteContact();
  if (!contact) return <div className="site-footer__contact site-footer__contact--loading" />;
  const social = socialLinksOf(contact);
  return (
    <div className="site-footer__contact">
      {social.length > 0 && (
        <ul>
          {social.map((profile) => (
            <li key={profile.name}>
              <a href={profile.href} target="_blank" rel="noopener noreferrer">
                {profile.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={telHref(contact.phoneDigits)}>{contact.phoneDisplay}</a>
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </div>
  );
}

const neverChanges = () => () => {};
/**
 * The year, read in the browser: a page prerendered at build time (prerender.tsx) has none, so that
 * its HTML never shows the year it was built in; it appears as the page hydrates.
 */
function ThisYear() {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  );
}
