import type { FamilyMember } from '@edma/contract/family';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MembersGrid } from './members-grid.tsx';
import { anu, formFields, joel, jsonResponse, stubApi } from './dashboard-test-helpers.ts';

const onSessionExpired = vi.fn();
let alertMock: ReturnType<typeof vi.fn>;
let confirmMock: ReturnType<typeof vi.fn>;

function Harness({ initial = [anu, joel] }: { initial?: FamilyMember[] }) {
  const [members, setMembers] = useState(initial);
  return (
    <MembersGrid
      members={members}
      familyId="fam-1"
      idToken={async () => 'token-1'}
      onMembersChange={setMembers}
      onSessionExpired={onSessionExpired}
    />
  );
}

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(name) || within(li).queryByDisplayValue(name))!;

async function edit(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('form', { name: `Edit ${name}` });
}

async function replace(form: HTMLElement, label: string, value: string) {
  const input = within(form).getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

beforeEach(() => {
  alertMock = vi.fn();
  confirmMock = vi.fn();
  vi.stubGlobal('alert', alertMock);
  vi.stubGlobal('confirm', confirmMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  onSessionExpired.mockReset();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MembersGrid', () => {
  it('puts one card at a time in edit mode, with the member form fields', async () => {
    render(<Harness />);
    const form = await edit('Anu Thomas');
    expect(within(form).getByLabelText('New photo')).toHaveAttribute('type', 'file');
    expect(within(form).getByLabelText('Name')).toHaveValue('Anu Thomas');
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
    const calls = stubApi({
      '/api/update_member.php': () => jsonResponse(200, { success: true, photo_path: 'photos/fam-1/m1.webp' }),
    });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await replace(form, 'Name', 'Anu T. Thomas');
    await replace(form, 'Phone', '07700 900009');
    await replace(form, 'Date of Birth', '1986-04-15');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Member updated successfully.'));
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
    const card = cardOf('Anu T. Thomas');
    expect(within(card).getByText('07700 900009')).toBeInTheDocument();
    expect(within(card).getByText('1986-04-15')).toBeInTheDocument();
  });

  it('previews a chosen photo, uploads it as newPhoto and shows the new photo afterwards', async () => {
    const photoRequests: string[] = [];
    const calls = stubApi({
      '/api/update_member.php': () => jsonResponse(200, { success: true, photo_path: 'photos/fam-1/m2.webp' }),
      '/api/photos/': ({ url }) => {
        photoRequests.push(url);
        if (!url.includes('/m2')) return jsonResponse(404, { success: false });
        return new Response(new Uint8Array([1]), { status: 200, headers: { 'Content-Type': 'image/webp' } });
      },
    });
    render(<Harness />);
    const form = await edit('Joel Thomas');
    const photo = new File([new Uint8Array([1, 2, 3])], 'joel.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('New photo'), photo);

    const preview = await within(form).findByRole('img', { name: 'Preview of the new photo' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Member updated successfully.'));
    expect(formFields(calls[0]!.init.body)).toMatchObject({ id: 'm2', newPhoto: 'file:joel.png', dob: '' });
    const img = within(cardOf('Joel Thomas')).getByRole('img', { name: 'Photo of Joel Thomas' });
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
    await user.click(screen.getByRole('button', { name: 'Edit Anu Thomas' }));
    await user.upload(screen.getByLabelText('New photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('alerts "Update failed." with the server\'s reason (a refused value) and keeps the card in edit mode', async () => {
    stubApi({
      '/api/update_member.php': () => jsonResponse(409, { success: false, message: 'This email already belongs to another family.' }),
    });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Update failed. This email already belongs to another family.'));
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Edit Anu Thomas' })).toBeInTheDocument();
  });

  it('alerts only "Update failed." when the server gives no reason', async () => {
    stubApi({ '/api/update_member.php': () => jsonResponse(400, { success: false }) });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Update failed.'));
  });

  it('alerts "Error updating member." with the server\'s message when the response is unusable', async () => {
    stubApi({ '/api/update_member.php': () => jsonResponse(413, { message: 'The photo is too large.' }) });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error updating member. The photo is too large.'));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('alerts "Error updating member." when the request fails', async () => {
    stubApi({ '/api/update_member.php': () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error updating member.'));
  });

  it('reports an expired session from a member save', async () => {
    stubApi({ '/api/update_member.php': () => jsonResponse(401, { success: false }) });
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('Cancel leaves edit mode without saving and keeps the old values', async () => {
    const calls = stubApi({});
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await replace(form, 'Name', 'Someone else');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anu Thomas' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses an empty name, a bad email and a future date of birth without calling the API', async () => {
    const calls = stubApi({});
    render(<Harness />);
    const form = await edit('Anu Thomas');
    await replace(form, 'Name', '');
    await replace(form, 'Email', 'not-an-email');
    await replace(form, 'Date of Birth', '2999-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(/Date of birth cannot be in the future\.|Date input not valid\./);
    expect(calls).toHaveLength(0);
  });

  it('adds a member: same form without an id, the new card appears', async () => {
    const calls = stubApi({
      '/api/update_member.php': () => jsonResponse(200, { success: true, id: 'm3', photo_path: null }),
    });
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    expect(within(form).getByLabelText('Photo')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'Mia Thomas');
    await userEvent.type(within(form).getByLabelText('Date of Birth'), '2019-06-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Member added successfully.'));
    const fields = formFields(calls[0]!.init.body);
    expect(fields).not.toHaveProperty('id');
    expect(fields).toMatchObject({ name: 'Mia Thomas', dob: '2019-06-01', familyId: 'fam-1' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Edit Mia Thomas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeInTheDocument();
  });

  it("alerts when adding a member fails, with the server's reason", async () => {
    stubApi({ '/api/update_member.php': () => jsonResponse(400, { success: false, message: 'Name is required.' }) });
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Adding the member failed. Name is required.'));
  });

  it('alerts when adding a member fails', async () => {
    stubApi({ '/api/update_member.php': () => jsonResponse(400, { success: false }) });
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Adding the member failed.'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('removes a member only after confirmation', async () => {
    const calls = stubApi({ '/api/delete_member.php': () => jsonResponse(200, { success: true }) });
    render(<Harness />);

    confirmMock.mockReturnValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Joel Thomas' }));
    expect(confirmMock).toHaveBeenCalledWith('Remove Joel Thomas from your family? This cannot be undone.');
    expect(calls).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    confirmMock.mockReturnValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Joel Thomas' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Member removed.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ id: 'm2', familyId: 'fam-1' });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // The last member cannot be removed.
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('keeps the member when the server refuses the removal', async () => {
    stubApi({
      '/api/delete_member.php': () => jsonResponse(409, { success: false, message: 'The family needs a Gmail member.' }),
    });
    confirmMock.mockReturnValue(true);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Anu Thomas' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Removing the member failed. The family needs a Gmail member.'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('alerts when the removal request fails', async () => {
    stubApi({ '/api/delete_member.php': () => Promise.reject(new TypeError('Failed to fetch')) });
    confirmMock.mockReturnValue(true);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Anu Thomas' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error removing member.'));
    expect(screen.getByRole('button', { name: 'Remove Anu Thomas' })).toBeEnabled();
  });
});
