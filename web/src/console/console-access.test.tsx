import { NOT_COMMITTEE_MESSAGE, type ConsoleRole } from '@edma/contract/committee';
import { screen, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '@web/firebase/auth-session.ts';
import SignedInArea from '@web/firebase/signed-in-area.tsx';
import { renderRoutes } from '@web/test/render-routes.tsx';
import CommitteeConsolePage from './committee-console-page.tsx';

const session = {
  status: 'signed-in',
  user: { uid: 'uid-meera' },
  auth: {},
  signInWithGoogle: vi.fn(),
  signOut: vi.fn(),
  idToken: vi.fn(async () => 'token-meera'),
  consoleRoles: vi.fn<() => Promise<ConsoleRole[]>>(),
};
vi.mock('@web/firebase/auth-session.ts', () => ({ useAuthSession: () => session as unknown as AuthSession }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The sections' reads stay unanswered: these tests are about which sections open, not their content.
  fetchMock = vi.fn(() => new Promise(() => {}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Where the console ended up, and whether it got there by replacing the entry it was opened at. */
function Where() {
  return <p data-testid="where">{`${useLocation().pathname} ${useNavigationType()}`}</p>;
}

function openAs(roles: ConsoleRole[], path = '/committee-console') {
  session.consoleRoles.mockResolvedValue(roles);
  renderRoutes(
    path,
    {
      '/committee-console/*': (
        <>
          <CommitteeConsolePage />
          <Where />
        </>
      ),
    },
    { layout: <SignedInArea /> },
  );
}

const navLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Console sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const EVERY_SECTION = [
  'Registrations',
  'Families',
  'Committee members',
  'Membership',
  'Calendar',
  'Bookings',
  'Rota',
  'Videos',
  'Gallery',
  'Committee page',
  'Contact details',
  'Draws',
  'Announcements',
  'Messages',
  'Privacy',
  'Before going live',
];

describe('The console by role', () => {
  it.each<[string, ConsoleRole[], string[]]>([
    ['the committee', ['committee'], EVERY_SECTION],
    ['the treasurer', ['treasurer'], ['Membership', 'Bookings']],
    ['the events role', ['events'], ['Calendar', 'Bookings', 'Rota', 'Announcements']],
    ['the content role', ['content'], ['Videos', 'Gallery', 'Committee page', 'Contact details', 'Privacy']],
    ['the treasurer and events roles together', ['events', 'treasurer'], ['Membership', 'Calendar', 'Bookings', 'Rota', 'Announcements']],
    ['the committee beside a task role', ['content', 'committee'], EVERY_SECTION],
  ])('lists for %s only the sections of their roles', async (_, roles, sections) => {
    openAs(roles, '/committee-console/bookings');
    expect(await navLinks()).toEqual(sections);
  });

  it('shows someone holding no role the same refusal as before, and calls nothing', async () => {
    openAs([]);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_COMMITTEE_MESSAGE);
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Committee console' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the landing section (Registrations) for the committee where it is', async () => {
    openAs(['committee']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pending registrations' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/committee-console POP');
  });

  it.each<[ConsoleRole[], string, string, string]>([
    [['treasurer'], '/committee-console', '/committee-console/membership', 'Membership'],
    [['events'], '/committee-console', '/committee-console/calendar', 'Calendar'],
    [['content'], '/committee-console', '/committee-console/videos', 'Videos'],
    [['events'], '/committee-console/videos', '/committee-console/calendar', 'Calendar'],
    [['treasurer'], '/committee-console/announcements', '/committee-console/membership', 'Membership'],
    [['content'], '/committee-console/committee-members', '/committee-console/videos', 'Videos'],
    [['content'], '/committee-console/before-going-live', '/committee-console/videos', 'Videos'],
    [['events', 'content'], '/committee-console/membership', '/committee-console/calendar', 'Calendar'],
  ])('leads %j from the typed %s to their first section, %s, in place of it', async (roles, typed, first, label) => {
    openAs(roles, typed);
    expect(await screen.findByRole('link', { name: label, current: 'page' })).toHaveAttribute('href', first);
    expect(screen.getByTestId('where')).toHaveTextContent(`${first} REPLACE`);
    // Nothing of the section they may not see was shown or asked for.
    expect(screen.queryByRole('heading', { level: 2, name: 'Pending registrations' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/committee/registrations'))).toEqual([]);
  });

  it('opens a section of their roles where it is typed', async () => {
    openAs(['content'], '/committee-console/gallery');
    expect(await screen.findByRole('link', { name: 'Gallery', current: 'page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/committee-console/gallery POP');
  });
});
