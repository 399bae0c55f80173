import type { PublicBooking } from '@edma/contract/bookings';
import type { CalendarEvent } from '@edma/contract/calendar';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUser, clearStoredUser } from '../../lib/stored-user.ts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { useEventOfPage } from './event-of-page.ts';
import EventPage from './event-page.tsx';

// The button as it is, or throwing while `broken.addToCalendar`: one part failing must not take the event page with it.
const broken = vi.hoisted(() => ({ addToCalendar: false }));
vi.mock('../../ui/add-to-calendar-button.tsx', async (importOriginal) => {
  const { AddToCalendarButton } = await importOriginal<typeof import('../../ui/add-to-calendar-button.tsx')>();
  return {
    AddToCalendarButton: (props: Parameters<typeof AddToCalendarButton>[0]) => {
      if (broken.addToCalendar) throw new Error('The calendar button broke');
      return <AddToCalendarButton {...props} />;
    },
  };
});

const ONAM: CalendarEvent = {
  id: '2027-09-11-onam',
  date: '2027-09-11',
  title: 'Onam Celebration',
  location: 'Seaton Town Hall',
  startTime: '12:00',
  description: 'Sadhya and games.',
};

const terms: PublicBooking = {
  eventId: ONAM.id,
  window: 'open',
  opens: { date: '2027-08-01', time: '09:00' },
  closes: { date: '2027-09-04', time: '18:00' },
  meals: ['Veg sadhya'],
  prices: { under5: 0, child: 500, adult: 1200 },
  guestsPerFamily: 0,
  payment: 'none',
  placesLeft: 0,
};

function PanelStandIn() {
  const { event, booking } = useEventOfPage();
  return (
    <p>
      Panel for {event.title} with {booking ? booking.meals.join(', ') : 'no bookings'}
    </p>
  );
}

const renderPage = (id = ONAM.id, panel = <PanelStandIn />) =>
  render(
    <MemoryRouter initialEntries={[`/calendar/${id}`]}>
      <Routes>
        <Route path="calendar/:eventId" element={<EventPage />}>
          <Route index element={panel} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

let shareTitle: HTMLMetaElement;
beforeEach(() => {
  broken.addToCalendar = false;
  shareTitle = document.createElement('meta');
  shareTitle.setAttribute('property', 'og:title');
  shareTitle.content = 'EDMA';
  document.head.append(shareTitle);
  stubFetch({
    '/api/content/events.json': json(200, { success: true, events: [ONAM] }),
    '/api/bookings/event': json(200, { success: true, booking: terms }),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  shareTitle.remove();
  clearStoredUser();
  vi.unstubAllGlobals();
});

describe('EventPage', () => {
  it('shows the event, its booking terms and, signed out, the way to sign in', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Onam Celebration' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, 11 September 2027')).toBeInTheDocument();
    expect(screen.getByText('12:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Seaton Town Hall')).toBeInTheDocument();
    expect(screen.getByText('Sadhya and games.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^webcal:\/\/.+\/events\.ics$/),
    );
    expect(await screen.findByText('Bookings are open until Saturday, 4 September 2027 at 18:00.')).toBeInTheDocument();
    expect(screen.getByText('Price: Adult £12.00 · 5 to 12 £5.00 · Under 5 Free')).toBeInTheDocument();
    expect(screen.getByText(/The event is full/)).toBeInTheDocument();
    // Signing in comes back to this event's page.
    expect(screen.getByRole('link', { name: 'Sign in to book' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/calendar/${ONAM.id}`)}`,
    );
    expect(screen.queryByText(/Panel for/)).not.toBeInTheDocument();
    // The share card and the tab name the event.
    expect(document.title).toBe('Onam Celebration - EDMA');
    expect(shareTitle.content).toBe('Onam Celebration - EDMA');
  });

  it('shows the booking panel to someone signed in on this device', async () => {
    storeUser({ email: 'anil@gmail.com', name: 'Anil', photoURL: '' });
    renderPage();
    expect(await screen.findByText('Panel for Onam Celebration with Veg sadhya')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to book' })).not.toBeInTheDocument();
  });

  it('keeps the event and its booking terms when the booking panel fails, and says so with "Try again"', async () => {
    // React logs the caught error, and the boundary names the part: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeUser({ email: 'anil@gmail.com', name: 'Anil', photoURL: '' });
    function BrokenPanel(): never {
      throw new Error('The booking panel broke');
    }
    renderPage(ONAM.id, <BrokenPanel />);
    const failed = await screen.findByRole('alert', { name: 'Your booking could not be shown.' });
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Onam Celebration' })).toBeInTheDocument();
    expect(screen.getByText('Seaton Town Hall')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'Booking' });
    expect(within(booking).getByText('Price: Adult £12.00 · 5 to 12 £5.00 · Under 5 Free')).toBeInTheDocument();
    expect(within(booking).getByRole('heading', { level: 3, name: 'Your booking could not be shown.' })).toBeInTheDocument();
  });

  it('keeps the event details and the booking when "Add to calendar" fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeUser({ email: 'anil@gmail.com', name: 'Anil', photoURL: '' });
    broken.addToCalendar = true;
    renderPage();
    expect(await screen.findByRole('alert', { name: 'Add to calendar could not be shown.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Onam Celebration' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, 11 September 2027')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking' })).toBeInTheDocument();
    expect(await screen.findByText('Panel for Onam Celebration with Veg sadhya')).toBeInTheDocument();
  });

  it('says nothing of bookings for an event that takes none', async () => {
    stubFetch({
      '/api/content/events.json': json(200, { success: true, events: [ONAM] }),
      '/api/bookings/event': json(200, { success: true, booking: null }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Onam Celebration' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Booking' })).not.toBeInTheDocument();
  });

  it('shows the signed-in part without bookings, for its helpers’ rota, to someone signed in on this device', async () => {
    stubFetch({
      '/api/content/events.json': json(200, { success: true, events: [ONAM] }),
      '/api/bookings/event': json(200, { success: true, booking: null }),
    });
    storeUser({ email: 'anil@gmail.com', name: 'Anil', photoURL: '' });
    renderPage();
    expect(await screen.findByText('Panel for Onam Celebration with no bookings')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to book' })).not.toBeInTheDocument();
  });

  it('says when the event is not in the calendar', async () => {
    renderPage('gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the calendar' })).toHaveAttribute('href', '/calendar');
  });
});
