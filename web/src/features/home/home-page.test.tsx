import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPCOMING_EVENTS } from '../../content/home.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import HomePage from './home-page.tsx';
import { pathTo } from '../../app/route-table.ts';

const renderHome = () => renderRoutes('/', { '/': <HomePage /> });

describe('home page', () => {
  it('shows the hero with "Welcome to", the full name, a Malayalam line and Register Us Today', () => {
    renderHome();
    const heading = screen.getByRole('heading', { level: 1, name: 'East Devon Malayalee Association' });
    // The hero's welcome line comes first, word for word.
    const welcome = screen.getByText('Welcome to', { exact: true });
    expect(welcome.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(welcome.closest('.home-hero')).toBe(heading.closest('.home-hero'));
    expect(document.querySelector('[lang="ml"]')?.textContent).toMatch(/[\u0D00-\u0D7F]/);
    expect(screen.getByRole('link', { name: 'Register Us Today' })).toHaveAttribute('href', pathTo('register'));
  });

  it('shows Vision, Mission and About (300 members from the four towns)', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
    const about = screen.getByRole('heading', { name: 'About Us' }).parentElement!;
    expect(about).toHaveTextContent('300 members');
    expect(about).toHaveTextContent('Seaton, Honiton, Axminster, Sidmouth');
  });

  it('moves the Upcoming Events carousel forward and back, wrapping around', async () => {
    const user = userEvent.setup();
    renderHome();
    const carousel = screen.getByRole('heading', { name: 'Upcoming Events' }).closest('section')!;
    const image = () => within(carousel).getByRole('img');
    expect(image()).toHaveAttribute('alt', UPCOMING_EVENTS[0]!.alt);
    await user.click(within(carousel).getByRole('button', { name: 'Next event' }));
    expect(image()).toHaveAttribute('alt', UPCOMING_EVENTS[1]!.alt);
    // The caption is announced politely when the slide changes.
    const caption = carousel.querySelector('[aria-live="polite"]');
    expect(caption).toHaveTextContent(`${UPCOMING_EVENTS[1]!.caption} (2 of 3)`);
    await user.click(within(carousel).getByRole('button', { name: 'Previous event' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous event' }));
    expect(image()).toHaveAttribute('alt', UPCOMING_EVENTS[2]!.alt);
    await user.click(within(carousel).getByRole('button', { name: 'Next event' }));
    expect(image()).toHaveAttribute('alt', UPCOMING_EVENTS[0]!.alt);
  });

  it('enlarges a photo and closes it by the cross, a click on the overlay or the photo, or Escape', async () => {
    const user = userEvent.setup();
    renderHome();
    const strip = screen.getByRole('heading', { name: 'Photo Gallery' }).closest('section')!;
    const buttons = within(strip).getAllByRole('button', { name: /enlarge/i });
    expect(buttons).toHaveLength(4);

    await user.click(buttons[1]!);
    // The viewer's code arrives apart from the page: the first open waits for it.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(buttons[2]!);
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(buttons[3]!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // "Closes on click": a click on the enlarged photo itself closes it too.
    await user.click(buttons[0]!);
    await user.click(within(screen.getByRole('dialog')).getByRole('img'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
