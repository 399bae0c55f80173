import type { ConsoleFamily } from '@edma/contract/console-families';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { headingTexts } from '@web/test/form-filling.ts';
import { answer, renderInConsole, stubConsoleApi, type ConsoleApi } from '../../console-test-helpers.tsx';
import { testFile } from '@web/test/test-files.ts';
import { FamiliesSection } from './families-section.tsx';

// Photos are downscaled in the browser; here the chosen file is used as it is.
vi.mock('@web/lib/downscale-image.ts', () => ({ downscaleImage: (file: File) => Promise.resolve(file) }));

const family = (familyId: string, head: string, location: string): ConsoleFamily => ({
  familyId,
  house_no: '12',
  address_line: 'Harbour Road',
  postal_code: 'EX12 2AB',
  location,
  membership_type: 'Gold',
  approval: 'approved',
  created_at_ms: 0,
  members: [
    {
      id: `${familyId}-1`,
      name: head,
      email: `${familyId}@gmail.com`,
      phone: '07700 900123',
      dob: '1984-02-03',
      has_photo: true,
      photo_public: true,
    },
    { id: `${familyId}-2`, name: 'Child', email: '', phone: '', dob: null, has_photo: false, photo_public: false },
  ],
});

let families: ConsoleFamily[];
let api: ConsoleApi;

beforeEach(() => {
  families = [family('f1', 'Anu Thomas', 'Seaton'), family('f2', 'Joseph Kurian', 'Exmouth')];
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: vi.fn() }));
  api = stubConsoleApi(
    (url) => {
      if (url.pathname.endsWith('/family')) {
        const found = families.find((f) => f.familyId === url.searchParams.get('familyId'));
        return found
          ? jsonResponse(200, { success: true, family: found, invitations: [] })
          : jsonResponse(404, { success: false, message: 'Family not found.' });
      }
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const matches = families.filter((f) => !q || JSON.stringify(f).toLowerCase().includes(q));
      return jsonResponse(200, { success: true, families: matches, truncated: false });
    },
    ({ body }, url) => {
      if (url.pathname.endsWith('/erase')) {
        families = families.filter((f) => f.familyId !== body.familyId);
        return jsonResponse(200, { success: true, message: 'The family was erased.', members: 2, photos: 1 });
      }
      if (url.pathname.endsWith('/update')) return jsonResponse(200, { success: true, message: 'The family was updated.' });
      if (url.pathname.endsWith('/member')) return undefined;
      return jsonResponse(409, { success: false, message: 'x@gmail.com is the only address that can sign in to family f1.' });
    },
  );
});

const renderSection = () => renderInConsole(<FamiliesSection />);
const posts = () => api.posts;

/** Renders the section and opens that family. */
async function openFamily(name: string) {
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: `Open ${name}'s family` }));
}

/** Renders the section and opens the form that adds a member to Anu Thomas's family. */
async function addMember(user: UserEvent) {
  await openFamily('Anu Thomas');
  await user.click(await screen.findByRole('button', { name: 'Add a member' }));
  return screen.getByRole('form', { name: 'Add a member' });
}

/** Renders the section and opens the family's details form. */
async function editFamily(name: string) {
  await openFamily(name);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
  return screen.getByRole('form', { name: 'Edit the family' });
}

/** The update the family form sends: the test family's address, with these fields. */
const familyUpdate = (familyId: string, fields: Record<string, string>) => ({
  url: '/api/committee/families/update',
  body: { familyId, house_no: '12', address_line: 'Harbour Road', postal_code: 'EX12 2AB', ...fields },
});

describe('FamiliesSection', () => {
  it('lists every family and searches by the typed text', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Families found' });
    expect(headingTexts(list)).toEqual(['Anu Thomas', 'Joseph Kurian']);
    await userEvent.type(screen.getByLabelText('Search by name, email or town'), 'exmouth{Enter}');
    await screen.findByText(/Exmouth · 2 members/);
    expect(headingTexts(screen.getByRole('list', { name: 'Families found' }))).toEqual(['Joseph Kurian']);
    expect(api.gets.some((url) => url.endsWith('?q=exmouth'))).toBe(true);
  });

  it('opens a family and erases it only after the confirmation, with the family id as confirmation', async () => {
    await openFamily('Anu Thomas');
    const title = await screen.findByRole('heading', { name: "Anu Thomas's family" });
    expect(title).toHaveFocus();
    expect(screen.getByText(/f1@gmail.com · 07700 900123 · 1984-02-03 · photo \(public\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase this family' }));
    expect(posts()).toEqual([]);
    const confirm = screen.getByRole('button', { name: "Yes, erase Anu Thomas's family" });
    expect(confirm).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Erase this family' }));
    await userEvent.click(screen.getByRole('button', { name: "Yes, erase Anu Thomas's family" }));
    expect(await screen.findByText("Anu Thomas's family: The family was erased.")).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/api/committee/families/erase', body: { familyId: 'f1', confirm: 'f1' } }]);
    expect(screen.getByRole('heading', { name: 'Families' })).toHaveFocus();
    await screen.findByText(/Exmouth/);
    expect(screen.queryByText('Anu Thomas')).toBeNull();
  });

  it('releases an email only after the question in the page, and shows the server refusal', async () => {
    await openFamily('Anu Thomas');
    await userEvent.click(await screen.findByRole('button', { name: 'Release email f1@gmail.com' }));
    const question = screen.getByRole('group', { name: 'Release f1@gmail.com?' });
    expect(question).toHaveTextContent('Release f1@gmail.com? It will no longer open this family.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Release email f1@gmail.com' }));
    expect(screen.getByRole('button', { name: 'Release email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('is the only address that can sign in');
    expect(posts()).toEqual([{ url: '/api/committee/families/release-email', body: { email: 'f1@gmail.com' } }]);
  });

  it('removes a member only after the question in the page', async () => {
    await openFamily('Anu Thomas');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Child' }));
    const question = screen.getByRole('group', { name: 'Remove Child?' });
    expect(question).toHaveTextContent('Remove Child from this family?');
    expect(posts()).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Remove member' }));
    await vi.waitFor(() =>
      expect(posts()).toEqual([{ url: '/api/committee/families/remove-member', body: { familyId: 'f1', memberId: 'f1-2' } }]),
    );
  });

  it('edits the family with the contract schema: Other needs its text, and the text is sent', async () => {
    const form = await editFamily('Anu Thomas');
    await userEvent.selectOptions(within(form).getByLabelText('Location'), 'Other');
    await userEvent.click(within(form).getByRole('button', { name: 'Save family' }));
    expect(await within(form).findByText('Specify other location.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Other location')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Other location'), 'Beer');
    await userEvent.click(within(form).getByRole('button', { name: 'Save family' }));
    expect(await screen.findByText('The family was updated.')).toBeInTheDocument();
    expect(posts()).toEqual([
      familyUpdate('f1', { location: 'Other', otherLocation: 'Beer', membership_type: 'Gold', otherMembership: '' }),
    ]);
  });

  it('reopens a stored "Other" location and membership as Other with their text, and saves them unchanged', async () => {
    families.push({ ...family('f3', 'Leela Nair', 'Beer village'), membership_type: 'Life member' });
    const form = await editFamily('Leela Nair');
    expect(within(form).getByLabelText('Location')).toHaveValue('Other');
    expect(within(form).getByLabelText('Other location')).toHaveValue('Beer village');
    expect(within(form).getByLabelText('Membership Type')).toHaveValue('Other');
    expect(within(form).getByLabelText('Other type')).toHaveValue('Life member');
    await userEvent.click(within(form).getByRole('button', { name: 'Save family' }));
    expect(await screen.findByText('The family was updated.')).toBeInTheDocument();
    expect(posts()).toEqual([
      familyUpdate('f3', { location: 'Other', otherLocation: 'Beer village', membership_type: 'Other', otherMembership: 'Life member' }),
    ]);
  });

  it("edits a member with the dashboard's rules and sends the form with the public choice", async () => {
    await openFamily('Anu Thomas');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Anu Thomas' }));
    const form = screen.getByRole('form', { name: 'Edit Anu Thomas' });
    const name = within(form).getByLabelText(/^Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Anu Thomas');
    expect(within(form).getByLabelText('Show my photo in the public directory')).toBeChecked();
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Anu T.');
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'anu.new@gmail.com');
    await userEvent.click(within(form).getByLabelText('Show my photo in the public directory'));
    api.postAnswers.push(answer(200, 'The member was updated.', undefined, { memberId: 'f1-1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The member was updated.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Anu Thomas' })).toBeNull();
    expect(posts()).toEqual([
      {
        url: '/api/committee/families/member',
        body: {
          familyId: 'f1',
          id: 'f1-1',
          name: 'Anu T.',
          email: 'anu.new@gmail.com',
          phone: '07700 900123',
          dob: '1984-02-03',
          photoPublic: 'false',
        },
      },
    ]);
    expect(api.authorizations).toEqual(['Bearer token-chair']);
  });

  it('adds a member with a photo, and shows the server refusal', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = await addMember(user);
    await user.type(within(form).getByLabelText(/^Name/), 'Baby');
    await user.upload(within(form).getByLabelText('Photo (optional)'), testFile('baby.png'));
    expect(await within(form).findByRole('img', { name: 'Preview of the new photo' })).toBeInTheDocument();
    api.postAnswers.push(answer(409, 'A family can have at most 20 members.'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A family can have at most 20 members.');
    api.postAnswers.push(answer(200, 'The member was added.', undefined, { memberId: 'f1-3' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The member was added.')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]).toEqual({
      url: '/api/committee/families/member',
      // A new member has no id yet (the server adds one).
      body: { familyId: 'f1', name: 'Baby', email: '', phone: '', dob: '', photoPublic: 'false', newPhoto: 'file:baby.png' },
    });
  });

  it('refuses a file that is not an image before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = await addMember(user);
    await user.upload(within(form).getByLabelText('Photo (optional)'), testFile('notes.txt'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/image/i);
    expect(posts()).toEqual([]);
  });
});
