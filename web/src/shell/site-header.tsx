import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SITE } from '../content/site.ts';
import { NAV_LINKS } from './nav-links.ts';
import { pathTo } from '../app/route-table.ts';
import { useSignedInHere } from '../lib/use-signed-in-here.ts';

/** Where a signed-in member goes instead of the login: their own family (the dashboard finds it). */
const MY_FAMILY = { to: pathTo('dashboard'), label: 'My family' };

/** Logo, name and navigation; on phones the navigation folds behind a Menu button. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const signedIn = useSignedInHere();
  const links = signedIn ? NAV_LINKS.map((link) => (link.to === pathTo('login') ? MY_FAMILY : link)) : NAV_LINKS;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar container">
        <Link to={pathTo('home')} className="site-header__brand" onClick={() => setMenuOpen(false)}>
          {/* The association's logo: replace web/public/logo.svg (square) to change it everywhere. */}
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>
            <span className="site-header__short">{SITE.shortName}</span>
            <span className="site-header__name">{SITE.name}</span>
          </span>
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menu
        </button>
        <nav id={navId} aria-label="Main" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
