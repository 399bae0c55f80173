import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render-routes.tsx';
import { siteContactRoute, TEST_SITE_CONTACT } from '../test/site-contact-stub.ts';
import { Layout } from './layout.tsx';
import { pathTo } from '../app/route-table.ts';
import { clearStoredUser, storeUser } from '../lib/stored-user.ts';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderShell(path = '/') {
  return renderRoutes(path, { '*': <Where /> }, { layout: <Layout /> });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

// jsdom has no scrolling; the layout scrolls to the top on every route change.
const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
  // The footer and the chat button read the association's contact details.
  stubFetch(siteContactRoute());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site shell', () => {
  it('labels /events as Videos and writes the committee link as /Committee', () => {
    renderShell();
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/events');
    expect(within(nav).getByRole('link', { name: 'Committee' })).toHaveAttribute('href', '/Committee');
    for (const name of ['Home', 'Members', 'Gallery', 'Calendar', 'Contact', 'Register', 'Login']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('offers a signed-in member their family where a visitor is offered the login, and the login again after signing out', async () => {
    storeUser({ email: 'anu@gmail.com', name: 'Anu', photoURL: '' });
    renderShell();
    expect(within(mainNav()).getByRole('link', { name: 'My family' })).toHaveAttribute('href', pathTo('dashboard'));
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    act(() => clearStoredUser());
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', pathTo('login'));
    expect(within(mainNav()).queryByRole('link', { name: 'My family' })).not.toBeInTheDocument();
  });

  it('floats the chat button on every page but the door screen, where a tap meant for a row would open a chat', async () => {
    const chat = { name: 'Chat with us on WhatsApp (opens in a new tab)' };
    const { unmount } = renderShell(pathTo('events'));
    expect(await screen.findByRole('link', chat)).toBeInTheDocument();
    unmount();
    renderShell(pathTo('door'));
    // The footer's details arrived: the button would have too.
    expect(await within(screen.getByRole('contentinfo')).findByRole('link', { name: TEST_SITE_CONTACT.email })).toBeInTheDocument();
    expect(screen.queryByRole('link', chat)).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu and closes it when a link is clicked', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = screen.getByRole('button', { name: /menu/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveClass('site-nav--open');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(within(mainNav()).getByRole('link', { name: 'Gallery' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/gallery');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).not.toHaveClass('site-nav--open');
  });

  it('marks the current page in the navigation', () => {
    renderShell('/members');
    expect(within(mainNav()).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has footer quick links to home, members, events, gallery and contact, and social links in new tabs', async () => {
    renderShell();
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    const hrefs = within(quick)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/members', '/events', '/gallery', '/contact']);
    const footer = screen.getByRole('contentinfo');
    const social = await within(footer).findAllByRole('link', { name: /opens in a new tab/ });
    expect(social.map((link) => link.getAttribute('href'))).toEqual([TEST_SITE_CONTACT.social.facebook, TEST_SITE_CONTACT.social.youtube]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('links to the privacy notice from the footer, beside the quick links the spec lists', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('offers a floating chat button that opens a messaging conversation in a new tab', async () => {
    renderShell();
    const chat = await screen.findByRole('link', { name: /chat with us/i });
    expect(chat).toHaveAttribute('href', `https://wa.me/${TEST_SITE_CONTACT.phoneDigits}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it('starts each new page at the top with focus on its content', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(mainNav()).getByRole('link', { name: 'Calendar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/calendar');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lets keyboard users skip to the content', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('page titles', () => {
  it('names each route in the tab and follows navigation, also for /Committee', async () => {
    renderShell('/calendar');
    expect(document.title).toBe('Event Calendar - EDMA');
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Committee' }));
    expect(document.title).toBe('Executive Committee - EDMA');
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(document.title).toBe('EDMA - East Devon Malayalee Association');
  });

  it('says when a page does not exist', () => {
    renderShell('/no-such-page');
    expect(document.title).toBe('Page not found - EDMA');
  });
});
