import { bookingTotals } from '@edma/contract/booking-totals';
import type { BookingSettings, CommitteeBooking } from '@edma/contract/bookings';
import { associationToday } from '@edma/contract/dates';
import type { DoorSummary } from '@edma/contract/door';
import { plusDays } from '@edma/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { renderInConsole, stubConsoleApi, type ConsoleApi } from '../../console-test-helpers.tsx';
import { testBookingSettings } from './booking-fixtures.ts';
import { testBooking } from '@web/test/committee-booking.ts';
import { BookingsSection } from './bookings-section.tsx';
import type { ConsoleRole } from '@edma/contract/committee';
import { ConsoleRolesContext } from '../../console-roles.ts';

const SETTINGS = testBookingSettings();

const kumar = testBooking({
  members: [
    { memberId: 'm1', name: 'Anil Kumar', band: 'adult', meal: 'Veg sadhya', diets: ['nut-allergy'], otherDiet: '' },
    { memberId: 'm2', name: 'Meera Kumar', band: 'child', meal: 'Non-veg', diets: [], otherDiet: '' },
  ],
  people: 2,
  amountPence: 1700,
  reference: 'EDMA-B27-7KQ4',
  familyId: 'fam-kumar',
  familyName: 'Anil Kumar',
});

let bookings: CommitteeBooking[];
let door: DoorSummary;
let settings: BookingSettings | null;
let api: ConsoleApi;

const listAnswer = () => ({
  success: true,
  eventId: 'onam',
  settings,
  window: 'open',
  totals: bookingTotals(bookings, { meals: settings?.meals ?? [], capacity: settings?.capacity ?? 0, notAnswered: 1 }),
  bookings,
  notAnswered: [{ familyId: 'fam-nair', familyName: 'Suma Nair', town: 'Exmouth' }],
  door,
});

beforeEach(() => {
  bookings = [kumar];
  door = { bookedIn: 0, walkInPeople: 0, walkInCashPence: 0 };
  settings = SETTINGS;
  api = stubConsoleApi((url) => {
    if (url.pathname === '/api/committee/bookings/events') {
      return jsonResponse(200, {
        success: true,
        events: [
          { eventId: 'onam', title: 'Onam Celebration', date: '2099-09-11', enabled: settings !== null, placesTaken: 2, capacity: 100 },
        ],
      });
    }
    return jsonResponse(200, listAnswer());
  });
});
afterEach(() => vi.useRealTimers());

const renderSection = (path = '/committee-console/bookings', roles: ConsoleRole[] = ['committee']) =>
  renderInConsole(
    <ConsoleRolesContext value={roles}>
      <MemoryRouter initialEntries={[path]}>
        <BookingsSection />
      </MemoryRouter>
    </ConsoleRolesContext>,
  );

describe('BookingsSection', () => {
  it('opens on the next event taking bookings, with its totals and families', async () => {
    renderSection();
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('onam');
    expect(within(totals).getByText(/of 100 places taken/)).toHaveTextContent('2 of 100 places taken');
    expect(
      within(within(totals).getByRole('table', { name: 'Families' })).getByRole('row', { name: 'Not answered 1' }),
    ).toBeInTheDocument();
    expect(within(within(totals).getByRole('table', { name: 'Meals' })).getByRole('row', { name: 'Non-veg 1' })).toBeInTheDocument();
    expect(
      within(within(totals).getByRole('table', { name: 'Dietary needs' })).getByRole('row', { name: 'Nut allergy 1' }),
    ).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Bookings' })).getByRole('listitem', { name: 'Anil Kumar' });
    expect(card).toHaveTextContent('£17.00 · reference EDMA-B27-7KQ4 · not paid');
    // A content card: its heading starts at the card's top, with no empty band above the name.
    expect(card).toHaveClass('console-card', 'content-card');
    expect(screen.getByText('Not answered yet (1)')).toBeInTheDocument();
  });

  it('names each event in the picker briefly enough for a phone: the year only when not this one, places while bookings are on', async () => {
    const soon = plusDays(associationToday(), 30);
    stubConsoleApi((url) => {
      if (url.pathname === '/api/committee/bookings/events') {
        return jsonResponse(200, {
          success: true,
          events: [
            { eventId: 'xmas', title: 'Xmas Carol', date: soon, enabled: false, placesTaken: 0, capacity: 0 },
            { eventId: 'onam', title: 'Onam Celebration', date: '2099-09-11', enabled: true, placesTaken: 2, capacity: 100 },
          ],
        });
      }
      return jsonResponse(200, listAnswer());
    });
    renderSection();
    const picker = await screen.findByRole('combobox', { name: 'Event' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an event',
      expect.stringMatching(/^Xmas Carol, \d{1,2} [A-Z][a-z]+$/),
      'Onam Celebration, 11 Sept 2099 · 2/100 booked',
    ]);
  });

  it('reads the totals again every second while shown, so a new booking appears', async () => {
    renderSection();
    await screen.findByRole('group', { name: 'Totals' });
    bookings = [kumar, { ...kumar, familyId: 'fam-2', familyName: 'Biju Thomas', people: 1, members: [kumar.members[0]!] }];
    await waitFor(() => expect(screen.getByText(/of 100 places taken/)).toHaveTextContent('3 of 100 places taken'), { timeout: 2500 });
  });

  it('marks a family paid', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('listitem', { name: 'Anil Kumar' });
    await user.click(within(card).getByRole('button', { name: 'Mark paid: Anil Kumar' }));
    await waitFor(() =>
      expect(api.posts).toEqual([{ url: '/api/committee/bookings/paid', body: { eventId: 'onam', familyId: 'fam-kumar', paid: true } }]),
    );
  });

  it('saves the settings in pence, and names a bad price without sending', async () => {
    const user = userEvent.setup();
    settings = null;
    renderSection('/committee-console/bookings?event=onam');
    const form = await screen.findByRole('form', { name: 'Booking settings for Onam Celebration' });
    await user.type(within(form).getByLabelText('Places (people)'), '150');
    await user.type(within(form).getByLabelText(/Meal options/), 'Veg sadhya{Enter}Non-veg');
    const adult = within(form).getByLabelText('Adult');
    await user.clear(adult);
    await user.type(adult, 'twelve');
    await user.click(within(form).getByRole('button', { name: 'Save booking settings' }));
    await waitFor(() => expect(adult).toHaveAttribute('aria-invalid', 'true'));
    expect(api.posts).toEqual([]);
    await user.clear(adult);
    await user.type(adult, '12.50');
    await user.selectOptions(within(form).getByLabelText('Payment'), 'bank-transfer');
    await user.click(within(form).getByRole('button', { name: 'Save booking settings' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.url).toBe('/api/committee/bookings/settings');
    expect(api.posts[0]!.body).toMatchObject({
      eventId: 'onam',
      settings: {
        capacity: 150,
        meals: ['Veg sadhya', 'Non-veg'],
        prices: { under5: 0, child: 0, adult: 1250 },
        payment: 'bank-transfer',
        reminderDays: [7, 2],
      },
    });
  });

  it('shows what the door phones have sent: booked people in, walk-ins and their cash', async () => {
    door = { bookedIn: 10, walkInPeople: 3, walkInCashPence: 1500 };
    renderSection('/committee-console/bookings?event=onam');
    expect(await screen.findByText(/At the door/)).toHaveTextContent(
      'At the door: 13 people in (10 booked, 3 walk-ins), £15.00 cash taken',
    );
  });

  it('shows the treasurer the figures and payments but not the settings or the door passes, which the events role runs', async () => {
    renderSection('/committee-console/bookings?event=onam', ['treasurer']);
    expect(await screen.findByRole('group', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.queryByText('Booking settings')).toBeNull();
    renderSection('/committee-console/bookings?event=onam&view=door', ['treasurer']);
    expect(await screen.findByRole('list', { name: 'Families going' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Door passes' })).toBeNull();
  });

  it("links to the chosen event's door screen", async () => {
    renderSection('/committee-console/bookings?event=onam');
    expect(await screen.findByRole('link', { name: 'Open the door screen' })).toHaveAttribute('href', '/door?eventId=onam');
  });

  it('ticks arrivals off on the door list', async () => {
    const user = userEvent.setup();
    renderSection('/committee-console/bookings?event=onam&view=door');
    const list = await screen.findByRole('list', { name: 'Families going' });
    expect(screen.getByText(/people arrived$/)).toHaveTextContent('0 of 2 people arrived');
    await user.click(within(list).getByRole('checkbox', { name: /Anil Kumar/ }));
    await waitFor(() =>
      expect(api.posts).toEqual([
        { url: '/api/committee/bookings/arrived', body: { eventId: 'onam', familyId: 'fam-kumar', arrived: true } },
      ]),
    );
  });

  it('shows the catering sheet with the people who have needs', async () => {
    renderSection('/committee-console/bookings?event=onam&view=catering');
    const needs = await screen.findByRole('table', { name: 'People with dietary needs' });
    expect(within(needs).getByRole('row', { name: 'Anil Kumar Anil Kumar Nut allergy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the catering sheet (CSV)' })).toBeInTheDocument();
  });
});
