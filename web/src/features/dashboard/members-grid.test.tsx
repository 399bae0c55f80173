import { MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formFields, json, jsonBody, jsonResponse, offline, type Route } from '../../test/fetch-stub.ts';
import { imageResponse, testFile } from '../../test/test-files.ts';
import { MembersGrid } from './members-grid.tsx';
import { InDashboard, LoadedFamily, anu, dashboardPanelTests, family, joel, replace, stubFamilyServer } from './dashboard-test-helpers.tsx';

const page = dashboardPanelTests();

/** The server keeps Anu and Joel; `routes` answer in its place. */
const stubApi = (routes: Record<string, Route>) => stubFamilyServer({ family, members: [anu, joel] }, routes);

/** The grid with the members as the page reads them (again after each change). */
function Harness() {
  return (
    <InDashboard onSessionExpired={page.onSessionExpired}>
      <LoadedFamily>{(loaded) => <MembersGrid members={loaded.members} />}</LoadedFamily>
    </InDashboard>
  );
}

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(name) || within(li).queryByDisplayValue(name))!;

/** Renders the grid with the API answering, and opens that member's form; gives the API's calls and the form. */
async function renderAndEdit(name: string) {
  const calls = stubApi({});
  render(<Harness />);
  return { calls, form: await edit(name) };
}

/** Replaces these fields' values in the form, in order, then presses its Save. */
async function replaceAndSave(form: HTMLElement, fields: [label: string | RegExp, value: string][]) {
  for (const [label, value] of fields) await replace(label, value, form);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
}

async function edit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('form', { name: `Edit ${name}` });
}

/** Presses a member's Remove, then confirms in the card (the confirm button has the focus). */
async function removeConfirmed(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Remove ${name}` }));
  expect(screen.getByRole('button', { name: 'Remove member' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

describe('MembersGrid', () => {
  it('puts one card at a time in edit mode, with the member form fields', async () => {
    stubApi({});
    render(<Harness />);
    const form = await edit('Anu Thomas');
    expect(within(form).getByLabelText('New photo')).toHaveAttribute('type', 'file');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Anu Thomas');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Email')).toHaveValue('anu@gmail.com');
    expect(within(form).getByLabelText('Phone')).toHaveValue('07700 900001');
    expect(within(form).getByLabelText('Date of Birth')).toHaveValue('1985-03-14');

    await edit('Joel Thomas');
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Edit Joel Thomas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anu Thomas' })).toBeInTheDocument();
  });

  it('saves a member as multipart with the ID token, alerts success and shows the new values', async () => {
    const { calls, form } = await renderAndEdit('Anu Thomas');
    await replaceAndSave(form, [
      [/^Name/, 'Anu T. Thomas'],
      ['Phone', '07700 900009'],
      ['Date of Birth', '1986-04-15'],
    ]);

    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Member updated successfully.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(formFields(calls[0]!.init.body)).toEqual({
      id: 'm1',
      name: 'Anu T. Thomas',
      email: 'anu@gmail.com',
      phone: '07700 900009',
      dob: '1986-04-15',
      photoPublic: 'false',
      familyId: 'fam-1',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Anu T. Thomas' });
    const card = cardOf('Anu T. Thomas');
    expect(within(card).getByText('07700 900009')).toBeInTheDocument();
    expect(within(card).getByText('1986-04-15')).toBeInTheDocument();
  });

  it('previews a chosen photo, uploads it as newPhoto and shows the new photo afterwards', async () => {
    const photoRequests: string[] = [];
    const calls = stubApi({
      '/api/photos/*': ({ url }) => {
        photoRequests.push(url);
        if (!url.includes('/m2')) return jsonResponse(404, { success: false });
        return imageResponse();
      },
    });
    render(<Harness />);
    const form = await edit('Joel Thomas');
    const photo = testFile('joel.png');
    await userEvent.upload(within(form).getByLabelText('New photo'), photo);

    const preview = await within(form).findByRole('img', { name: 'Preview of the new photo' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Member updated successfully.'));
    expect(formFields(calls[0]!.init.body)).toMatchObject({ id: 'm2', newPhoto: 'file:joel.png', dob: '' });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const img = within(cardOf('Joel Thomas')).getByRole('img', { name: 'Joel Thomas' });
    // The new photo is fetched with the sign-in (it is not public) and shown from memory.
    await waitFor(() => expect(photoRequests).toContain('/api/photos/fam-1/m2-thumb.webp'));
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:/));
    expect(img.getAttribute('src')).not.toBe('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('refuses a file that is not an image', async () => {
    const calls = stubApi({});
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Edit Anu Thomas' }));
    await user.upload(screen.getByLabelText('New photo'), testFile('cv.pdf'));
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a photo too large to upload, as registration does, and saves without it', async () => {
    const calls = stubApi({});
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    const input = within(form).getByLabelText('New photo');
    // jsdom cannot decode images, so the photo is not downscaled and stays over the limit.
    await user.upload(input, new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This photo is too large. Please choose a smaller one.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('img', { name: 'Preview of the new photo' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Member updated successfully.'));
    expect(formFields(calls[0]!.init.body)).not.toHaveProperty('newPhoto');
  });

  it('alerts "Update failed." with the server\'s reason (a refused value) and keeps the card in edit mode', async () => {
    stubApi({
      '/api/update_member.php': json(409, { success: false, message: 'This email already belongs to another family.' }),
    });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Update failed. This email already belongs to another family.'));
    expect(page.alert).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Edit Anu Thomas' })).toBeInTheDocument();
  });

  it('alerts only "Update failed." when the server gives no reason', async () => {
    stubApi({ '/api/update_member.php': json(400, { success: false }) });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Update failed.'));
  });

  it('alerts "Error updating member." with the server\'s message when the response is unusable', async () => {
    stubApi({ '/api/update_member.php': json(413, { message: 'The photo is too large.' }) });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Error updating member. The photo is too large.'));
    expect(page.onSessionExpired).not.toHaveBeenCalled();
  });

  it('alerts "Error updating member." when the request fails', async () => {
    stubApi({ '/api/update_member.php': offline });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Error updating member.'));
  });

  it('reports an expired session from a member save', async () => {
    stubApi({ '/api/update_member.php': json(401, { success: false }) });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.onSessionExpired).toHaveBeenCalledTimes(1));
    expect(page.alert).not.toHaveBeenCalled();
  });

  it('Cancel leaves edit mode without saving and keeps the old values', async () => {
    const { calls, form } = await renderAndEdit('Anu Thomas');
    await replace(/^Name/, 'Someone else', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anu Thomas' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses an empty name, a bad email and a future date of birth without calling the API', async () => {
    const { calls, form } = await renderAndEdit('Anu Thomas');
    await replaceAndSave(form, [
      [/^Name/, ''],
      ['Email', 'not-an-email'],
      ['Date of Birth', '2999-01-01'],
    ]);
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(/Date of birth cannot be in the future\.|Date input not valid\./);
    expect(calls).toHaveLength(0);
  });

  it('adds a member: same form without an id, the new card appears', async () => {
    const calls = stubApi({});
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    expect(within(form).getByLabelText('Photo')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Mia Thomas');
    await userEvent.type(within(form).getByLabelText('Date of Birth'), '2019-06-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Member added successfully.'));
    const fields = formFields(calls[0]!.init.body);
    expect(fields).not.toHaveProperty('id');
    expect(fields).toMatchObject({ name: 'Mia Thomas', dob: '2019-06-01', familyId: 'fam-1' });
    expect(await screen.findByRole('button', { name: 'Edit Mia Thomas' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add member' })).toBeInTheDocument();
  });

  it("alerts when adding a member fails, with the server's reason", async () => {
    stubApi({ '/api/update_member.php': json(400, { success: false, message: 'Name is required.' }) });
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Adding the member failed. Name is required.'));
  });

  it('alerts when adding a member fails', async () => {
    stubApi({ '/api/update_member.php': json(400, { success: false }) });
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Adding the member failed.'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('removes a member only after confirmation', async () => {
    const calls = stubApi({});
    render(<Harness />);
    await screen.findByRole('button', { name: 'Remove Joel Thomas' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Joel Thomas' }));
    const question = screen.getByRole('group', { name: 'Remove Joel Thomas?' });
    expect(question).toHaveTextContent('Remove Joel Thomas from your family? This cannot be undone.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await removeConfirmed('Joel Thomas');
    expect(page.confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Member removed.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(jsonBody(calls[0]!)).toEqual({ id: 'm2', familyId: 'fam-1' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    // The last member cannot be removed.
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('keeps the member when the server refuses the removal', async () => {
    stubApi({
      '/api/delete_member.php': json(409, { success: false, message: 'The family needs a Gmail member.' }),
    });
    render(<Harness />);
    await removeConfirmed('Anu Thomas');
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Removing the member failed. The family needs a Gmail member.'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('alerts when the removal request fails', async () => {
    stubApi({ '/api/delete_member.php': offline });
    render(<Harness />);
    await removeConfirmed('Anu Thomas');
    await waitFor(() => expect(page.alert).toHaveBeenCalledWith('Error removing member.'));
    expect(screen.getByRole('button', { name: 'Remove Anu Thomas' })).toBeEnabled();
  });
});
