import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import { BOOKING_TEXTS, type BookingView, type PublicBooking } from '@edma/contract/bookings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import { json, jsonBody, jsonResponse, stubFetch, type FetchStub } from '../../test/fetch-stub.ts';
import { BookingPanel } from './booking-panel.tsx';

const terms = (extra: Partial<PublicBooking> = {}): PublicBooking => ({
  eventId: 'onam',
  window: 'open',
  opens: { date: '2027-08-01', time: '09:00' },
  closes: { date: '2027-09-04', time: '18:00' },
  meals: ['Veg sadhya', 'Non-veg'],
  prices: { under5: 0, child: 500, adult: 1200 },
  guestsPerFamily: 2,
  payment: 'bank-transfer',
  placesLeft: 40,
  ...extra,
});

const MEMBERS = [
  { memberId: 'm1', name: 'Anil Kumar', band: 'adult' as const },
  { memberId: 'm2', name: 'Meera Kumar', band: 'child' as const },
];

const goingView = (extra: Partial<BookingView> = {}): BookingView => ({
  status: 'going',
  members: [{ memberId: 'm1', name: 'Anil Kumar', band: 'adult', meal: 'Non-veg', diets: ['nut-allergy'], otherDiet: '' }],
  guests: [],
  note: '',
  people: 1,
  waitingPosition: null,
  amountPence: 1200,
  reference: 'EDMA-B27-7KQ4',
  paid: false,
  version: 3,
  updatedAt: '2027-08-02T10:00:00.000Z',
  ...extra,
});

let mine: { booking: PublicBooking; answer: BookingView | null; pass?: string | null };
let stub: FetchStub;
let saveAnswer: () => Response;

beforeEach(() => {
  mine = { booking: terms(), answer: null };
  saveAnswer = () => jsonResponse(200, { success: true, message: BOOKING_TEXTS.saved.going, answer: goingView() });
  stub = stubFetch({
    '/api/bookings/mine': () =>
      jsonResponse(200, { success: true, booking: mine.booking, members: MEMBERS, answer: mine.answer, pass: mine.pass ?? null }),
    '/api/bookings/save': () => saveAnswer(),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  render(
    <ApiSessionProvider idToken={async () => 'token-family'} onSessionEnded={() => {}}>
      <BookingPanel eventId="onam" />
    </ApiSessionProvider>,
  );

const sent = () => stub.calls.filter((c) => c.path === '/api/bookings/save').map((c) => jsonBody(c) as { saveKey?: string });
/** What each save asked for; its key (new for each save, the same on its retry) is checked on its own. */
const saves = () => sent().map(({ saveKey: _key, ...request }) => request);

describe('BookingPanel', () => {
  it('shows a going family its household pass, the QR code for the door, with a text alternative naming its reference', async () => {
    mine.answer = goingView();
    mine.pass = 'EDMA1:onam:fam-kumar';
    renderPanel();
    const code = await screen.findByRole('img', { name: 'Household pass for this event, booking reference EDMA-B27-7KQ4' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('Show this at the door')).toBeInTheDocument();
  });

  it('shows no household pass to a family waiting or not coming', async () => {
    mine.answer = goingView({ status: 'waiting', waitingPosition: 2 });
    mine.pass = null;
    renderPanel();
    expect(await screen.findByText(/You are on the waiting list/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Household pass/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Show this at the door')).not.toBeInTheDocument();
  });

  it('books the whole family with one press: everyone ticked, the first meal, the band from the date of birth', async () => {
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Booking' });
    expect(screen.getByText('Your family has not answered yet.')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /Anil Kumar/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Meera Kumar\s+5 to 12/ })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Meal for Anil Kumar' })).toHaveValue('Veg sadhya');
    expect(within(form).getByText('2 people: £17.00 by bank transfer (the reference is given once booked).')).toBeInTheDocument();

    mine.answer = goingView();
    await user.click(within(form).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(BOOKING_TEXTS.saved.going)).toBeInTheDocument();
    expect(saves()).toEqual([
      {
        eventId: 'onam',
        answer: 'going',
        members: [
          { memberId: 'm1', meal: 'Veg sadhya', diets: [], otherDiet: '' },
          { memberId: 'm2', meal: 'Veg sadhya', diets: [], otherDiet: '' },
        ],
        guests: [],
        note: '',
        version: 0,
      },
    ]);
    expect(stub.calls.find((c) => c.path === '/api/bookings/save')!.init.headers).toMatchObject({ Authorization: 'Bearer token-family' });
    // Read again: the state, the amount and the reference; the form now changes the booking.
    expect(await screen.findByText('You are going: 1 person.')).toBeInTheDocument();
    expect(screen.getByText('EDMA-B27-7KQ4')).toBeInTheDocument();
    expect(screen.getByText('£12.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('sends meals, dietary needs, guests and the note chosen per person', async () => {
    const user = userEvent.setup();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Booking' });
    await user.click(within(form).getByRole('checkbox', { name: /Meera Kumar/ }));
    expect(within(form).queryByRole('combobox', { name: 'Meal for Meera Kumar' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Meal for Anil Kumar' }), 'Non-veg');
    await user.click(within(form).getByRole('checkbox', { name: 'Nut allergy' }));
    await user.type(within(form).getByRole('textbox', { name: 'Other (optional) for Anil Kumar' }), 'No coconut');
    await user.click(within(form).getByRole('button', { name: 'Add a guest' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Age of guest 1' }), 'Under 5');
    await user.click(within(form).getByRole('button', { name: 'Add a guest' }));
    // Two guests is the limit.
    expect(within(form).queryByRole('button', { name: 'Add a guest' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove guest 2' }));
    await user.type(within(form).getByRole('textbox', { name: 'Note for the committee (optional)' }), 'Arriving late');
    await user.click(within(form).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      members: [{ memberId: 'm1', meal: 'Non-veg', diets: ['nut-allergy'], otherDiet: 'No coconut' }],
      guests: [{ band: 'under5', meal: 'Veg sadhya', diets: [], otherDiet: '' }],
      note: 'Arriving late',
    });
  });

  it('offers no guests when the event takes none, and refuses a booking with nobody ticked without sending it', async () => {
    const user = userEvent.setup();
    mine.booking = terms({ guestsPerFamily: 0 });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Booking' });
    expect(within(form).queryByRole('group', { name: 'Guests' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: /Anil Kumar/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Meera Kumar/ }));
    await user.click(within(form).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tick at least one person who is coming.');
    expect(saves()).toEqual([]);
  });

  it('says "we are not coming" without anyone', async () => {
    const user = userEvent.setup();
    saveAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: BOOKING_TEXTS.saved['not-coming'],
        answer: goingView({ status: 'not-coming', members: [], people: 0, amountPence: 0, reference: null }),
      });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'We are not coming' }));
    expect(await screen.findByText(BOOKING_TEXTS.saved['not-coming'])).toBeInTheDocument();
    expect(saves()).toEqual([{ eventId: 'onam', answer: 'not-coming', members: [], guests: [], note: '', version: 0 }]);
  });

  it('shows a saved booking as saved, and cancels it after a confirmation', async () => {
    const user = userEvent.setup();
    mine.answer = goingView();
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Booking' });
    expect(within(form).getByRole('checkbox', { name: /Anil Kumar/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Meera Kumar/ })).not.toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Meal for Anil Kumar' })).toHaveValue('Non-veg');
    expect(within(form).getByRole('checkbox', { name: 'Nut allergy' })).toBeChecked();
    expect(screen.getByText(/Pay by bank transfer with the reference/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel our booking' }));
    const confirm = screen.getByRole('group', { name: 'Cancel your booking?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, cancel our booking' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ answer: 'not-coming', members: [], version: 3 });
  });

  it('shows the place in the waiting list', async () => {
    mine.answer = goingView({ status: 'waiting', waitingPosition: 2, people: 3 });
    renderPanel();
    expect(await screen.findByText(/You are on the waiting list, number 2 in line \(3 people\)/)).toBeInTheDocument();
  });

  it('reads the booking again after a stale edit, and says so', async () => {
    const user = userEvent.setup();
    mine.answer = goingView();
    saveAnswer = () => {
      // Someone else in the family saved meanwhile: the booking the panel reads next is theirs.
      mine.answer = goingView({ version: 4, members: [{ ...goingView().members[0]!, meal: 'Veg sadhya' }] });
      return jsonResponse(409, { success: false, message: BOOKING_TEXTS.stale });
    };
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Booking' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_TEXTS.stale);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Meal for Anil Kumar' })).toHaveValue('Veg sadhya'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({ version: 4 });
  });

  it('sends a save whose answer was lost once more with the same key, and reads the booking back before saying it failed', async () => {
    const user = userEvent.setup();
    mine.answer = goingView();
    // Hosting gave up waiting twice, but the save was stored: the booking read back carries its key.
    saveAnswer = () => {
      mine.answer = goingView({ version: 4, saveKey: sent()[0]!.saveKey! });
      return jsonResponse(504, { success: false, message: 'Gateway timeout' });
    };
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Booking' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(BOOKING_TEXTS.saved.going)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    const [first, retry] = sent();
    expect(first!.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(retry!.saveKey).toBe(first!.saveKey);
    expect(sent()).toHaveLength(2);
  });

  it('says a save failed when the booking read back is not the one sent', async () => {
    const user = userEvent.setup();
    mine.answer = goingView();
    saveAnswer = () => jsonResponse(503, { success: false, message: 'Unavailable' });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Booking' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.queryByText(BOOKING_TEXTS.saved.going)).not.toBeInTheDocument();
  });

  it('shows no form once bookings have closed', async () => {
    mine.booking = terms({ window: 'closed' });
    mine.answer = goingView({ paid: true });
    renderPanel();
    expect(await screen.findByText(/Bookings for this event are closed/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Booking' })).not.toBeInTheDocument();
    expect(screen.getByText(/paid, thank you/)).toBeInTheDocument();
  });

  it('says why the family cannot book', async () => {
    stubFetch({ '/api/bookings/mine': json(403, { success: false, message: BOOKING_TEXTS.notApproved }) });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_TEXTS.notApproved);
  });

  it('tells a signed-in account that no family holds that there is no booking to show (the server found no family)', async () => {
    const { calls } = stubFetch({ '/api/bookings/mine': json(403, { success: false, message: NOT_REGISTERED_MESSAGE }) });
    renderPanel();
    expect(
      await screen.findByText('Your sign-in is not linked to a registered family, so there is no booking to show.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/bookings/mine?eventId=onam']);
  });

  it('works by keyboard alone: Tab to a tick, Space to untick, Enter on Book', async () => {
    const user = userEvent.setup();
    mine.answer = null;
    renderPanel();
    await screen.findByRole('form', { name: 'Booking' });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /Anil Kumar/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Anil Kumar/ })).not.toBeChecked();
    screen.getByRole('button', { name: 'Book' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ members: [{ memberId: 'm2' }] });
  });
});
