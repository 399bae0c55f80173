import { COMMITTEE_MEMBER_API, OWN_ROLE_MESSAGE, ROLE_LABELS, type CommitteeMember } from '@edma/contract/committee';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, TEST_TOKEN, type ConsoleApi } from '../../console-test-helpers.tsx';
import { CommitteeMembersSection } from './committee-members-section.tsx';

let members: CommitteeMember[];
let api: ConsoleApi;

beforeEach(() => {
  members = [
    { uid: 'u-chair', email: 'chair@gmail.com', name: 'Chair Person', roles: ['committee'] },
    { uid: 'u-meera', email: 'meera@gmail.com', name: '', roles: ['treasurer', 'events'] },
  ];
  api = stubConsoleApi((url) =>
    url.pathname === COMMITTEE_MEMBER_API.list.path ? jsonResponse(200, { success: true, members }) : jsonResponse(404, { success: false }),
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
        members.push({ uid: 'u-anu', email: 'anu@gmail.com', name: '', roles: ['content'] }),
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
