import { CALENDAR_API } from '@edma/contract/calendar';
import { longEventDate } from '@edma/contract/calendar-texts';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { DoorRoleNotice } from './door-role-notice.tsx';

const SADHYA = {
  id: '2099-01-09-family-sadhya',
  date: '2099-01-09',
  title: 'Family Sadhya',
  location: 'Seaton Town Hall',
  startTime: '12:30',
  description: '',
};
const DOOR = { roles: ['door'], doorRole: { eventId: SADHYA.id, lastDay: '2099-01-10' } };

const holding = (claims: Record<string, unknown>) => ({ uid: 'uid-volunteer', getIdTokenResult: async () => ({ claims }) });

function renderNotice(user: Parameters<typeof DoorRoleNotice>[0]['user'], today = '2099-01-02') {
  return render(
    <ApiSessionProvider idToken={async () => 'token'}>
      <MemoryRouter>
        <DoorRoleNotice user={user} today={today} />
      </MemoryRouter>
    </ApiSessionProvider>,
  );
}

const calendar = (events = [SADHYA]) => stubFetch({ [CALENDAR_API.events.path]: json(200, { success: true, events }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DoorRoleNotice', () => {
  it('tells a door-role holder which event’s door is theirs and links to the door screen', async () => {
    calendar();
    renderNotice(holding(DOOR) as never);
    const notice = await screen.findByRole('region', { name: 'You are at the door for Family Sadhya' });
    expect(notice).toHaveTextContent(`${longEventDate(SADHYA.date)}, 12:30, Seaton Town Hall`);
    expect(screen.getByRole('link', { name: 'Open the door screen' })).toHaveAttribute('href', '/door');
  });

  it('still shows the way in on the day after the event, the role’s last day', async () => {
    calendar();
    renderNotice(holding(DOOR) as never, '2099-01-10');
    expect(await screen.findByRole('link', { name: 'Open the door screen' })).toBeInTheDocument();
  });

  it('links to the door screen, without a title, when the calendar no longer has the event', async () => {
    calendar([]);
    renderNotice(holding(DOOR) as never);
    expect(await screen.findByRole('region', { name: 'You are at the door for an event' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the door screen' })).toHaveAttribute('href', '/door');
  });

  it('shows nothing, and asks nothing, once the role has ended', async () => {
    const { calls } = calendar();
    const read = vi.fn(async () => ({ claims: DOOR }));
    renderNotice({ uid: 'uid-volunteer', getIdTokenResult: read } as never, '2099-01-11');
    await waitFor(() => expect(read).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toEqual([]);
  });

  it.each([
    ['a member without the door role', { roles: ['treasurer'] }],
    ['the committee', { committee: true }],
    ['a door role without its event', { roles: ['door'] }],
  ])('shows nothing to %s', async (_who, claims) => {
    const { calls } = calendar();
    const read = vi.fn(async () => ({ claims }));
    renderNotice({ uid: 'uid-member', getIdTokenResult: read } as never);
    await waitFor(() => expect(read).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows nothing when the token cannot be read, nor when nobody is signed in', async () => {
    const { calls } = calendar();
    const read = vi.fn(() => Promise.reject(new Error('offline')));
    const { unmount } = renderNotice({ uid: 'uid-volunteer', getIdTokenResult: read } as never);
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    renderNotice(null);
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toEqual([]);
  });
});
