import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_TO_REGISTER } from '../features/registration/registration-messages.ts';
import { prerenderRoute } from './prerender.tsx';
import { FIXED_ROUTES, pathTo } from './route-table.ts';

// Hydration (the same elements taken over, no mismatch) is checked in a browser on the real build:
// tests/e2e/prerendered-pages.spec.ts. Server and client renderers cannot share one realm.
afterEach(() => {
  document.body.innerHTML = '';
});

/** The page as the browser gets it: the route's HTML in #root. */
async function servedPage(path: string) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = await prerenderRoute(path);
  document.body.append(container);
  return container;
}

describe('prerendered pages', () => {
  const prerendered = FIXED_ROUTES.filter((meta) => meta.firstView?.prerendered).map((meta) => meta.path);

  it('are the public pages and the sign-in pages', () => {
    const publicPages = FIXED_ROUTES.filter((meta) => meta.inSitemap).map((meta) => meta.path);
    expect(prerendered).toEqual(expect.arrayContaining([...publicPages, pathTo('login')]));
    expect(prerendered).not.toContain(pathTo('dashboard'));
  });

  it("/calendar is the calendar's frame: the month it opens on, and the feed's address on this site, come in the browser", async () => {
    const page = within(await servedPage(pathTo('calendar')));
    expect(page.getByRole('heading', { level: 1, name: `EDMA ${__BUILD_YEAR__} Event Calendar` })).toBeInTheDocument();
    expect(page.getByRole('status')).toHaveTextContent('Loading events...');
    expect(page.queryByRole('table')).toBeNull();
    expect(page.queryByRole('button', { name: /month/ })).toBeNull();
    expect(page.getByText('Subscribe to the calendar')).not.toHaveAttribute('href');
  });

  it.each([
    // An event's page, the same for every event until the event has loaded.
    ['/calendar/x', 'Event', 'Loading the event...'],
    [pathTo('home'), 'East Devon Malayalee Association', null],
    [pathTo('gallery'), 'Photo Albums', 'Loading albums...'],
    [pathTo('committee'), 'Executive Committee Members', 'Loading...'],
    [pathTo('members'), 'Family Members', null],
    [pathTo('contact'), 'Contact Us', null],
  ])('%s is the page itself with its heading (the content the committee edits as its loading line)', async (path, heading, loading) => {
    const page = within(await servedPage(path));
    // The heading is the page's own: the line shown while a page's chunk arrives has none.
    expect(page.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (loading) expect(page.getByRole('status')).toHaveTextContent(loading);
  });

  it('/register is the page itself (its text and a waiting sign-in button), not its loading line', async () => {
    const container = await servedPage(pathTo('register'));
    const page = within(container);
    expect(page.getByRole('heading', { level: 1, name: 'Family Details' })).toBeInTheDocument();
    expect(page.getByText(SIGN_IN_TO_REGISTER)).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(page.queryByText('Loading...')).toBeNull();
    expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('aria-current', 'page');
  });

  it('/login shows its welcome and sign-in button', async () => {
    const container = await servedPage(pathTo('login'));
    expect(within(container).getByRole('heading', { level: 1, name: 'Welcome to EDMA' })).toBeInTheDocument();
    expect(within(container).getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it("/contact shows its form, Send waiting for the page's script (the browser would put the fields in the address)", async () => {
    const page = within(await servedPage(pathTo('contact')));
    expect(page.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  it('carry no style attribute (the Content-Security-Policy refuses them in HTML) and no build year', async () => {
    for (const path of prerendered) {
      const html = await prerenderRoute(path);
      expect(html).not.toMatch(/\sstyle=/);
      expect(html).not.toMatch(/©\s*\d{4}/);
    }
  });
});
