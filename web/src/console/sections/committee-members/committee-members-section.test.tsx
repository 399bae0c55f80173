import { BOOKINGS_API } from '@edma/contract/bookings';
import { longEventDate } from '@edma/contract/calendar-texts';
import { COMMITTEE_MEMBER_API, OWN_ROLE_MESSAGE, ROLE_LABELS, type CommitteeMember } from '@edma/contract/committee';
import { associationToday, plusDays } from '@edma/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, TEST_TOKEN, type ConsoleApi } from '../../console-test-helpers.tsx';
import { CommitteeMembersSection } from './committee-members-section.tsx';

let members: CommitteeMember[];
const today = associationToday();
const onam = { eventId: 'onam', title: 'Onam', date: plusDays(today, 10), enabled: true, placesTaken: 4, capacity: 80 };
const picnic = { eventId: 'picnic', title: 'Picnic', date: plusDays(today, 3), enabled: false, placesTaken: 0, capacity: 0 };
const past = { eventId: 'vishu', title: 'Vishu', date: plusDays(today, -2), enabled: true, placesTaken: 9, capacity: 80 };
const events = [onam, past, picnic];
let api: ConsoleApi;

beforeEach(() => {
  members = [
    { uid: 'u-chair', email: 'chair@gmail.com', name: 'Chair Person', roles: ['committee'], door: null },
    { uid: 'u-meera', email: 'meera@gmail.com', name: '', roles: ['treasurer', 'events'], door: null },
  ];
  api = stubConsoleApi((url) =>
    url.pathname === COMMITTEE_MEMBER_API.list.path
      ? jsonResponse(200, { success: true, members })
      : url.pathname === BOOKINGS_API.committeeEvents.path
        ? jsonResponse(200, { success: true, events })
        : jsonResponse(404, { success: false }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rolesOf = (email: string) =>
  within(screen.getByRole('list', { name: `Roles of ${email}` }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('CommitteeMembersSection', () => {
  it("lists each person's roles by their labels", async () => {
    openSection(<CommitteeMembersSection />, api);
    expect(await screen.findByText('meera@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('Chair Person')).toBeInTheDocument();
    expect(rolesOf('chair@gmail.com')).toEqual([ROLE_LABELS.committee]);
    expect(rolesOf('meera@gmail.com')).toEqual([ROLE_LABELS.treasurer, ROLE_LABELS.events]);
  });

  it('grants the committee role unless another is chosen, then the chosen one', async () => {
    const user = openSection(
      <CommitteeMembersSection />,
      api,
      answer(200, 'new@gmail.com is now a committee member.'),
      answer(200, 'anu@gmail.com now holds the content role.', () =>
        members.push({ uid: 'u-anu', email: 'anu@gmail.com', name: '', roles: ['content'], door: null }),
      ),
    );
    await screen.findByText('meera@gmail.com');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('committee');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Object.values(ROLE_LABELS));

    const email = screen.getByLabelText('Give a role to (their Google email; they sign in once first)');
    await user.type(email, 'new@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByRole('status')).toHaveTextContent('new@gmail.com is now a committee member.');
    expect(email).toHaveValue('');

    await user.type(email, 'anu@gmail.com');
    await user.selectOptions(role, ROLE_LABELS.content);
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByRole('status')).toHaveTextContent('anu@gmail.com now holds the content role.');
    expect(api.posts).toEqual([
      { url: COMMITTEE_MEMBER_API.grant.path, body: { email: 'new@gmail.com', role: 'committee' } },
      { url: COMMITTEE_MEMBER_API.grant.path, body: { email: 'anu@gmail.com', role: 'content' } },
    ]);
    expect(api.authorizations).toEqual([`Bearer ${TEST_TOKEN}`, `Bearer ${TEST_TOKEN}`]);
    await waitFor(() => expect(rolesOf('anu@gmail.com')).toEqual([ROLE_LABELS.content]));
  });

  it('grants the door role for one coming event, chosen from the calendar, and lists it with its event and last day', async () => {
    const lastDay = plusDays(onam.date, 1);
    const user = openSection(
      <CommitteeMembersSection />,
      api,
      answer(200, `door@gmail.com now holds the role ${ROLE_LABELS.door} until ${lastDay}.`, () =>
        members.push({
          uid: 'u-door',
          email: 'door@gmail.com',
          name: '',
          roles: ['door'],
          door: { eventId: 'onam', title: 'Onam', lastDay },
        }),
      ),
    );
    await screen.findByText('meera@gmail.com');
    expect(screen.queryByRole('combobox', { name: 'Event (its door only)' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Give a role to (their Google email; they sign in once first)'), 'door@gmail.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), ROLE_LABELS.door);
    const event = await screen.findByRole('combobox', { name: 'Event (its door only)' });
    // Coming events only, soonest first; an event over is not offered.
    await waitFor(() =>
      expect(
        within(event)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose an event', `Picnic, ${longEventDate(picnic.date)}`, `Onam, ${longEventDate(onam.date)} (bookings)`]),
    );
    expect(screen.getByRole('button', { name: 'Grant role' })).toBeDisabled();
    await user.selectOptions(event, 'onam');
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`door@gmail.com now holds the role ${ROLE_LABELS.door} until ${lastDay}.`);
    expect(api.posts).toEqual([{ url: COMMITTEE_MEMBER_API.grant.path, body: { email: 'door@gmail.com', role: 'door', eventId: 'onam' } }]);
    await waitFor(() => expect(rolesOf('door@gmail.com')).toEqual([`Door: Onam, until ${longEventDate(lastDay)}`]));
    expect(screen.getByRole('button', { name: `Remove role Door: Onam, until ${longEventDate(lastDay)} of door@gmail.com` })).toBeEnabled();
  });

  it('removes one role of a person after asking, and keeps their others', async () => {
    const user = openSection(
      <CommitteeMembersSection />,
      api,
      answer(200, 'meera@gmail.com no longer holds the treasurer role.', () => {
        members[1] = { ...members[1]!, roles: ['events'] };
      }),
    );
    await screen.findByText('meera@gmail.com');
    const remove = screen.getByRole('button', { name: `Remove role ${ROLE_LABELS.treasurer} of meera@gmail.com` });
    expect(screen.getByRole('button', { name: `Remove role ${ROLE_LABELS.events} of meera@gmail.com` })).toBeInTheDocument();

    // Cancel asks nothing of the server and gives the focus back to the button.
    await user.click(remove);
    const question = screen.getByRole('group', { name: `Remove the role ${ROLE_LABELS.treasurer} of meera@gmail.com?` });
    expect(within(question).getByRole('button', { name: 'Remove role' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: `Remove role ${ROLE_LABELS.treasurer} of meera@gmail.com` })).toHaveFocus();
    expect(api.posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Remove role ${ROLE_LABELS.treasurer} of meera@gmail.com` }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('meera@gmail.com no longer holds the treasurer role.');
    expect(api.posts).toEqual([{ url: COMMITTEE_MEMBER_API.revoke.path, body: { email: 'meera@gmail.com', role: 'treasurer' } }]);
    await waitFor(() => expect(rolesOf('meera@gmail.com')).toEqual([ROLE_LABELS.events]));
    expect(rolesOf('chair@gmail.com')).toEqual([ROLE_LABELS.committee]);
  });

  it("says the server's refusal and closes the question on the button that asked", async () => {
    const user = openSection(<CommitteeMembersSection />, api, answer(409, OWN_ROLE_MESSAGE));
    await screen.findByText('chair@gmail.com');
    await user.click(screen.getByRole('button', { name: `Remove role ${ROLE_LABELS.committee} of chair@gmail.com` }));
    await user.click(screen.getByRole('button', { name: 'Remove role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWN_ROLE_MESSAGE);
    expect(api.posts).toEqual([{ url: COMMITTEE_MEMBER_API.revoke.path, body: { email: 'chair@gmail.com', role: 'committee' } }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Remove role ${ROLE_LABELS.committee} of chair@gmail.com` })).toHaveFocus(),
    );
    expect(rolesOf('chair@gmail.com')).toEqual([ROLE_LABELS.committee]);
  });
});
