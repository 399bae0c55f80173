import { BOOKINGS_API } from '@edma/contract/bookings';
import { householdPassText } from '@edma/contract/household-pass';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import { json } from '../../test/fetch-stub.ts';
import { stubApi } from './dashboard-test-helpers.tsx';
import { UpcomingBookingsPanel } from './upcoming-bookings-panel.tsx';

const renderPanel = () =>
  render(
    <ApiSessionProvider idToken={async () => 'token'}>
      <MemoryRouter>
        <UpcomingBookingsPanel />
      </MemoryRouter>
    </ApiSessionProvider>,
  );

describe('UpcomingBookingsPanel', () => {
  it('shows each place booked at an event to come with the household pass the door scans', async () => {
    stubApi({
      [BOOKINGS_API.upcoming.path]: json(200, {
        success: true,
        bookings: [
          {
            eventId: 'onam',
            title: 'Onam Celebration',
            date: '2099-09-11',
            people: 3,
            reference: 'EDMA-B99-7KQ4',
            pass: householdPassText('onam', 'fam-1'),
          },
          {
            eventId: 'picnic',
            title: 'Summer Picnic',
            date: '2099-07-01',
            people: 1,
            reference: null,
            pass: householdPassText('picnic', 'fam-1'),
          },
        ],
      }),
    });
    renderPanel();
    const onam = (await screen.findByRole('heading', { level: 3, name: 'Onam Celebration' })).closest('article')!;
    expect(onam).toHaveTextContent('3 people, reference EDMA-B99-7KQ4');
    expect(within(onam).getByRole('link', { name: 'Onam Celebration' })).toHaveAttribute('href', '/calendar/onam');
    expect(
      await within(onam).findByRole('img', { name: 'Household pass for Onam Celebration, booking reference EDMA-B99-7KQ4' }),
    ).toBeInTheDocument();
    const picnic = screen.getByRole('heading', { level: 3, name: 'Summer Picnic' }).closest('article')!;
    expect(picnic).toHaveTextContent('1 person');
    expect(await within(picnic).findByRole('img', { name: /^Household pass for Summer Picnic$/ })).toBeInTheDocument();
  });

  it('says when the family has nothing booked', async () => {
    stubApi({});
    renderPanel();
    expect(await screen.findByText('Your family has no places booked at events to come.')).toBeInTheDocument();
  });
});
