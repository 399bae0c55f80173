import { DOOR_ROLE_TEXTS } from '@edma/contract/committee';
import { DOOR_PATHS, DOOR_TEXTS } from '@edma/contract/door';
import { DOOR_PASS_PATHS, DOOR_PASS_TEXTS, doorPassUid } from '@edma/contract/door-pass';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../../firebase/auth-session.ts';
import SignedInArea from '../../firebase/signed-in-area.tsx';
import { json, jsonBody, jsonResponse, stubFetch, type FetchStub } from '../../test/fetch-stub.ts';
import { loadDoorPass, saveDoorPass } from './door-pass-store.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { DOOR_EVENTS, DOOR_HOUSEHOLDS, doorListAnswer, doorServer } from './door-fixtures.ts';
import DoorPage from './door-page.tsx';
import { EMPTY_DOOR, loadDoor, newTick, saveDoor, saveDoorList } from './door-queue.ts';
import { saveDoorEvents } from './door-events.ts';

const session = {
  status: 'signed-in',
  user: { uid: 'uid-door' },
  auth: null,
  idToken: vi.fn(),
  signOut: vi.fn(),
  signInWithCustomToken: vi.fn(),
};
vi.mock('../../firebase/auth-session.ts', () => ({ useAuthSession: () => session as unknown as AuthSession }));
// The QR reader (its WebAssembly) has tests of its own (door-scan.test.tsx): here it never arrives.
vi.mock('./door-scan-decoder.ts', () => ({ loadQrDecoder: () => new Promise(() => {}) }));

let online: boolean;
let server: ReturnType<typeof doorServer>;
let api: FetchStub;

beforeEach(() => {
  localStorage.clear();
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  server = doorServer();
  session.status = 'signed-in';
  session.user = { uid: 'uid-door' };
  session.idToken.mockResolvedValue('token-door');
  api = stubFetch({
    '/api/committee/bookings/events': json(200, { success: true, events: DOOR_EVENTS }),
    [DOOR_PATHS.list]: json(200, doorListAnswer()),
    [DOOR_PATHS.sync]: server.sync,
  });
});
afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
});

const renderDoor = (path = '/door?eventId=onam') => renderRoutes(path, { '/door': <DoorPage /> }, { layout: <SignedInArea /> });
/** The phone as it was left after an earlier visit with signal: the events and the list kept. */
const keptFromEarlier = () => {
  saveDoorEvents(localStorage, DOOR_EVENTS);
  saveDoorList(localStorage, 'onam', { title: 'Onam Celebration', households: DOOR_HOUSEHOLDS });
};
const statusLine = () => screen.getByText(/changes? (sent|waiting)|Sending/);
const tapButton = (name: string | RegExp) => screen.findByRole('button', { name });
const totals = () => screen.getByText((_, element) => element?.classList.contains('door-totals') ?? false);

describe('DoorPage', () => {
  it('shows each household going with what it owes, the allergy flag and its people, and no other detail', async () => {
    renderDoor();
    const list = await screen.findByRole('list', { name: 'Households' });
    const nair = within(list).getByRole('listitem', { name: /Nair/ });
    expect(nair).toHaveTextContent('£17.00 to pay at the door');
    expect(within(nair).getByText('Allergy')).toBeInTheDocument();
    expect(within(nair).getByRole('button', { name: /^Tick in Asha Nair / })).toHaveAttribute('aria-pressed', 'false');
    expect(within(nair).getByRole('button', { name: /^Tick in Guest 1, Nair / })).toHaveTextContent(
      'Tick in Guest 1, Nair 5 to 12 · Not in · No photos',
    );
    const kurian = within(list).getByRole('listitem', { name: /Kurian/ });
    expect(kurian).toHaveTextContent('Paid');
    expect(within(kurian).queryByText('Allergy')).toBeNull();
    expect(document.body).not.toHaveTextContent(/Veg sadhya|Parking|Nut allergy|Seaton/);
    expect(totals()).toHaveTextContent('0 of 3 people in');
    await waitFor(() => expect(statusLine()).toHaveTextContent('All changes sent'));
  });

  it('queues taps on the phone and shows them at once while offline, sending nothing', async () => {
    keptFromEarlier();
    online = false;
    const user = userEvent.setup();
    renderDoor();
    await user.click(await tapButton(/^Tick in Asha Nair /));
    await user.click(screen.getByRole('button', { name: /^Tick in Guest 1, Nair / }));
    expect(screen.getByRole('button', { name: /^Tick in Asha Nair / })).toHaveAttribute('aria-pressed', 'true');
    expect(totals()).toHaveTextContent('2 of 3 people in');
    expect(statusLine()).toHaveTextContent('Offline: 2 changes waiting');
    expect(loadDoor(localStorage, 'onam').pending.map((t) => [t.person, t.in])).toEqual([
      ['m:asha', true],
      ['g:0', true],
    ]);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends the queue once when the connection comes back, and then says all is sent', async () => {
    keptFromEarlier();
    online = false;
    const user = userEvent.setup();
    renderDoor();
    await user.click(await tapButton(/^Tick in Asha Nair /));
    await user.click(screen.getByRole('button', { name: /^Tick in Joseph Kurian / }));
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(statusLine()).toHaveTextContent('All changes sent'));
    expect(server.syncs.map((ticks) => ticks.map((t) => t.person))).toEqual([['m:asha', 'm:joseph']]);
    expect(loadDoor(localStorage, 'onam').pending).toEqual([]);
    expect(loadDoor(localStorage, 'onam').ticks).toHaveLength(2);
    expect(totals()).toHaveTextContent('2 of 3 people in');
  });

  it('shows a tick the server refused as refused, with its reason, not counted as in', async () => {
    server.refuse = (tick) => (tick.person === 'm:asha' ? DOOR_TEXTS.notInBooking : null);
    const user = userEvent.setup();
    renderDoor();
    await user.click(await tapButton(/^Tick in Asha Nair /));
    const refused = await screen.findByRole('list', { name: 'Refused ticks' });
    expect(refused).toHaveTextContent(`Tick in: Asha Nair, Nair — ${DOOR_TEXTS.notInBooking}`);
    expect(screen.getByRole('button', { name: /^Tick in Asha Nair / })).toHaveAttribute('aria-pressed', 'false');
    expect(totals()).toHaveTextContent('0 of 3 people in');
    await user.click(screen.getByRole('button', { name: 'Clear this list' }));
    expect(screen.queryByRole('list', { name: 'Refused ticks' })).toBeNull();
  });

  it('undoes a tick with a new tick, so every phone hears of the undo', async () => {
    const user = userEvent.setup();
    renderDoor();
    const asha = await tapButton(/^Tick in Asha Nair /);
    await user.click(asha);
    expect(asha).toHaveAttribute('aria-pressed', 'true');
    await user.click(asha);
    expect(asha).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(server.ticks.map((t) => [t.person, t.in])).toEqual([
        ['m:asha', true],
        ['m:asha', false],
      ]),
    );
    await waitFor(() => expect(statusLine()).toHaveTextContent('All changes sent'));
    expect(asha).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the other phones’ ticks', async () => {
    server.ticks = [{ id: 'other-phone-tick-00001', familyId: 'fam-kurian', person: 'm:joseph', in: true, atMs: 1 }];
    renderDoor();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Tick in Joseph Kurian / })).toHaveAttribute('aria-pressed', 'true'));
    expect(totals()).toHaveTextContent('1 of 3 people in');
  });

  it('finds a household by family name, person or reference', async () => {
    const user = userEvent.setup();
    renderDoor();
    const list = await screen.findByRole('list', { name: 'Households' });
    await user.type(screen.getByRole('searchbox', { name: 'Find a household' }), 'joseph');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Kurian']);
    await user.clear(screen.getByRole('searchbox', { name: 'Find a household' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a household' }), '7kq4');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Nair']);
    await user.type(screen.getByRole('searchbox', { name: 'Find a household' }), 'x');
    expect(screen.getByText('No household matches.')).toBeInTheDocument();
  });

  it('adds a walk-in with the cash taken while offline, counts it at once, and sends it when the connection returns', async () => {
    keptFromEarlier();
    online = false;
    const user = userEvent.setup();
    renderDoor();
    await user.click(await screen.findByText('Add a walk-in'));
    await user.type(screen.getByRole('textbox', { name: /Who came in/ }), 'Guests of the Nairs');
    await user.clear(screen.getByRole('textbox', { name: /How many people/ }));
    await user.type(screen.getByRole('textbox', { name: /How many people/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /Cash taken/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Add the walk-in' }));
    expect(totals()).toHaveTextContent('0 of 3 people in, and 2 walk-ins (£10.00 cash)');
    expect(statusLine()).toHaveTextContent('Offline: 1 change waiting');
    expect(loadDoor(localStorage, 'onam').pendingWalkIns).toEqual([
      { id: expect.stringMatching(/^[\w-]{22}$/), name: 'Guests of the Nairs', people: 2, cashPence: 1000, atMs: expect.any(Number) },
    ]);

    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(statusLine()).toHaveTextContent('All changes sent'));
    expect(server.walkIns.map((w) => [w.name, w.people, w.cashPence])).toEqual([['Guests of the Nairs', 2, 1000]]);
    expect(loadDoor(localStorage, 'onam').pendingWalkIns).toEqual([]);
    expect(totals()).toHaveTextContent('and 2 walk-ins (£10.00 cash)');
  });

  it('checks a walk-in before adding it: a name, a whole number of people, an amount', async () => {
    keptFromEarlier();
    online = false;
    const user = userEvent.setup();
    renderDoor();
    await user.click(await screen.findByText('Add a walk-in'));
    await user.clear(screen.getByRole('textbox', { name: /How many people/ }));
    await user.type(screen.getByRole('textbox', { name: /How many people/ }), '1.5');
    await user.type(screen.getByRole('textbox', { name: /Cash taken/ }), 'ten');
    await user.click(screen.getByRole('button', { name: 'Add the walk-in' }));
    expect(await screen.findByText('Say who came in.')).toBeInTheDocument();
    expect(screen.getByText('Enter how many people.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount.')).toBeInTheDocument();
    expect(loadDoor(localStorage, 'onam').pendingWalkIns).toEqual([]);
  });

  it('shows the list kept on the phone when reloaded without signal', async () => {
    const first = renderDoor('/door');
    await screen.findByRole('list', { name: 'Households' });
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('onam');
    await waitFor(() => expect(statusLine()).toHaveTextContent('All changes sent'));
    first.unmount();
    api.fetch.mockClear();
    online = false;
    renderDoor('/door');
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('onam');
    expect(screen.getByRole('option', { name: /^Onam Celebration/ })).toBeInTheDocument();
    // The screen names its event from the list kept with it, without signal too.
    expect(screen.getByRole('heading', { level: 2, name: 'Onam Celebration' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Households' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Kurian', 'Nair']);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('says the list needs signal once when the phone has none kept', () => {
    online = false;
    renderDoor();
    expect(screen.getByText(/No list on this phone yet/)).toBeInTheDocument();
  });

  it('asks for a sign-in first', () => {
    session.status = 'signed-out';
    renderDoor();
    expect(screen.getByText(/committee, events or door role/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('DoorPage for a member holding the door role', () => {
  const signedInWith = (claims: Record<string, unknown>) => {
    session.user = { uid: 'uid-volunteer', getIdTokenResult: async () => ({ claims }) } as unknown as { uid: string };
  };

  it('opens its event’s door without asking which event, nor asking for the events', async () => {
    signedInWith({ roles: ['door'], doorRole: { eventId: 'onam', lastDay: '2099-09-12' } });
    renderDoor('/door');
    expect(await screen.findByRole('list', { name: 'Households' })).toBeInTheDocument();
    expect(screen.getByText(/door role opens this event's door until/)).toHaveTextContent('12 September 2099');
    expect(screen.queryByRole('combobox', { name: 'Event' })).toBeNull();
    expect(api.calls.map((call) => call.url.split('?')[0])).not.toContain('/api/committee/bookings/events');
  });

  it('says the role has ended once the day after the event has passed, and asks the server nothing', async () => {
    signedInWith({ roles: ['door'], doorRole: { eventId: 'onam', lastDay: '2020-01-02' } });
    renderDoor('/door');
    expect(await screen.findByRole('alert')).toHaveTextContent(DOOR_ROLE_TEXTS.ended);
    expect(api.calls).toEqual([]);
  });

  it('opens the role’s door at once on a reload without signal, where the token cannot be read', async () => {
    signedInWith({ roles: ['door'], doorRole: { eventId: 'onam', lastDay: '2099-09-12' } });
    const first = renderDoor('/door');
    expect(await screen.findByRole('list', { name: 'Households' })).toBeInTheDocument();
    first.unmount();
    online = false;
    session.user = { uid: 'uid-volunteer', getIdTokenResult: () => Promise.reject(new Error('offline')) } as unknown as { uid: string };
    renderDoor('/door');
    expect(screen.getByRole('list', { name: 'Households' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Event' })).toBeNull();
  });

  it('lets the events role choose the event although it holds a door role too', async () => {
    signedInWith({ roles: ['events', 'door'], doorRole: { eventId: 'onam', lastDay: '2099-09-12' } });
    renderDoor('/door');
    expect(await screen.findByRole('combobox', { name: 'Event' })).toBeInTheDocument();
  });
});

describe('DoorPage with a door pass', () => {
  const PASS = 'pass-front-door-0001';

  beforeEach(() => {
    session.status = 'signed-out';
    session.user = null as unknown as { uid: string };
    api = stubFetch({
      [DOOR_PATHS.list]: json(200, doorListAnswer()),
      [DOOR_PATHS.sync]: server.sync,
      [DOOR_PASS_PATHS.signIn]: (call) => {
        const { pin } = jsonBody(call) as { pin: string };
        return pin === '042137'
          ? jsonResponse(200, { success: true, token: 'custom-token', eventId: 'onam', lastDay: '2099-09-12' })
          : jsonResponse(403, { success: false, message: DOOR_PASS_TEXTS.wrongPin });
      },
    });
    session.signInWithCustomToken.mockImplementation(async () => {
      session.status = 'signed-in';
      session.user = { uid: doorPassUid(PASS) };
    });
  });

  it('asks for the PIN, signs in with the token it opens, and shows its event’s door without asking which event', async () => {
    const user = userEvent.setup();
    renderDoor(`/door?pass=${PASS}`);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /PIN/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'Open the door list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOOR_PASS_TEXTS.wrongPin);
    expect(session.signInWithCustomToken).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: /PIN/ }));
    await user.type(screen.getByRole('textbox', { name: /PIN/ }), '042137');
    await user.click(screen.getByRole('button', { name: 'Open the door list' }));
    expect(await screen.findByRole('list', { name: 'Households' })).toBeInTheDocument();
    expect(session.signInWithCustomToken).toHaveBeenCalledWith('custom-token');
    expect(screen.queryByRole('combobox', { name: 'Event' })).toBeNull();
    expect(loadDoorPass(localStorage, PASS)).toEqual({ passId: PASS, eventId: 'onam', lastDay: '2099-09-12' });
  });

  it('checks the PIN is six digits before sending it', async () => {
    const user = userEvent.setup();
    renderDoor(`/door?pass=${PASS}`);
    await user.type(screen.getByRole('textbox', { name: /PIN/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Open the door list' }));
    expect(await screen.findByText('Enter the 6-digit PIN.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('opens the door at once on a phone already signed in with the pass (a reload without signal)', async () => {
    session.status = 'signed-in';
    session.user = { uid: doorPassUid(PASS) };
    saveDoorPass(localStorage, { passId: PASS, eventId: 'onam', lastDay: '2099-09-12' });
    keptFromEarlier();
    online = false;
    renderDoor(`/door?pass=${PASS}`);
    expect(await screen.findByRole('list', { name: 'Households' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /PIN/ })).toBeNull();
  });

  it('says a pass revoked meanwhile is closed, and how many changes the phone could not send', async () => {
    session.status = 'signed-in';
    session.user = { uid: doorPassUid(PASS) };
    saveDoorPass(localStorage, { passId: PASS, eventId: 'onam', lastDay: '2099-09-12' });
    keptFromEarlier();
    saveDoor(localStorage, 'onam', { ...EMPTY_DOOR, pending: [newTick('fam-nair', 'm:asha', true)] });
    const closed = json(401, { success: false, message: DOOR_PASS_TEXTS.closed });
    api = stubFetch({ [DOOR_PATHS.list]: closed, [DOOR_PATHS.sync]: closed });
    renderDoor(`/door?pass=${PASS}`);
    expect(await screen.findByText(DOOR_PASS_TEXTS.closed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 change made on this phone was refused and not recorded');
  });
});
