import type { CalendarEvent } from '@edma/contract/calendar';
import { BOOKINGS_API } from '@edma/contract/bookings';
import { ROTA_API, type MemberSlot } from '@edma/contract/rota';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { jsonResponse, stubFetch, type FetchStub } from '../../test/fetch-stub.ts';
import BookingArea from './booking-area.tsx';
import { EventOfPageContext } from './event-of-page.ts';

const session = { status: 'signed-in', user: { uid: 'uid-anil', email: 'anil@gmail.com' } };
vi.mock('../../firebase/auth-session.ts', () => ({ useAuthSession: () => session as unknown as AuthSession }));

const PICNIC: CalendarEvent = {
  id: '2099-07-04-picnic',
  date: '2099-07-04',
  title: 'Summer picnic',
  location: 'Seaton',
  startTime: '11:00',
  description: '',
};
const kitchen: MemberSlot = { slotId: 'kitchen-1', job: 'kitchen', time: '09:30', needed: 4, taken: 1, gaps: 3, mine: false };

let slots: MemberSlot[];
let stub: FetchStub;
beforeEach(() => {
  session.status = 'signed-in';
  slots = [kitchen];
  stub = stubFetch({
    [ROTA_API.event.path]: () => jsonResponse(200, { success: true, slots, canSignUp: true, lastWithdrawDay: '2099-07-02' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderArea = () =>
  render(
    <ApiSessionProvider idToken={async () => 'token-anil'} onSessionEnded={() => {}}>
      <EventOfPageContext value={{ event: PICNIC, booking: null }}>
        <BookingArea />
      </EventOfPageContext>
    </ApiSessionProvider>,
  );

describe('BookingArea for an event without bookings', () => {
  it('shows the helpers’ rota as a panel of its own, with Sign up, and asks nothing about a booking', async () => {
    renderArea();
    const panel = await screen.findByRole('region', { name: 'Helpers needed' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Helpers needed' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sign up for Kitchen preparation, 09:30' })).toBeInTheDocument();
    expect(stub.calls.map((call) => call.path)).not.toContain(BOOKINGS_API.mine.path);
  });

  it('shows nothing when the event has no slots, nor to someone signed out', async () => {
    slots = [];
    const { container, unmount } = renderArea();
    await vi.waitFor(() => expect(stub.calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    unmount();
    session.status = 'signed-out';
    expect(renderArea().container).toBeEmptyDOMElement();
  });
});
