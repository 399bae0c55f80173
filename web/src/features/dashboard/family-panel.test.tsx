import type { FamilyDetails } from '@edma/contract/family';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, jsonBody, offline } from '../../test/fetch-stub.ts';
import { optionTexts } from '../../test/form-filling.ts';
import { FamilyPanel } from './family-panel.tsx';
import type { Route } from '../../test/fetch-stub.ts';
import { InDashboard, LoadedFamily, dashboardPanelTests, family, replace, stubFamilyServer } from './dashboard-test-helpers.tsx';

const page = dashboardPanelTests();

/** The server keeps the family; `routes` answer in its place. */
const stubApi = (routes: Record<string, Route>, initial: FamilyDetails = family) =>
  stubFamilyServer({ family: initial, members: [] }, routes);

/** The panel with the family as the page reads it (again after a save). */
function Harness() {
  return (
    <InDashboard onSessionExpired={page.onSessionExpired}>
      <LoadedFamily>{(loaded) => <FamilyPanel family={loaded.family} />}</LoadedFamily>
    </InDashboard>
  );
}

/** What the form sends for a location and a membership type given as "Other" with these texts. */
const otherTexts = (location: string, membership: string) => ({
  location: 'Other',
  otherLocation: location,
  membership_type: 'Other',
  otherMembership: membership,
});

/** Presses Save and waits for the page's alert with that message. */
async function saveAndExpectAlert(message: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(page.alert).toHaveBeenCalledWith(message));
}

async function openEditor() {
  render(<Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit family information' }));
  return screen.getByRole('form', { name: 'Edit family information' });
}

describe('FamilyPanel', () => {
  it('edit mode has the text inputs, and the location and membership selects with their choices', async () => {
    stubApi({});
    const form = await openEditor();
    expect(screen.getByLabelText('House No')).toHaveValue('12');
    expect(screen.getByLabelText('Address Line')).toHaveValue('Harbour Road');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('EX12 2LT');
    const location = screen.getByLabelText('Location');
    expect(location).toHaveValue('Seaton');
    expect(optionTexts(location)).toEqual(['Select Location', 'Seaton', 'Honiton', 'Axminster', 'Sidmouth', 'Other']);
    const select = screen.getByLabelText('Membership Type');
    expect(select).toHaveValue('Gold');
    expect(optionTexts(select)).toEqual(['Select Membership', 'Gold', 'Silver', 'Other']);
    // The free-text fields appear only with "Other".
    expect(screen.queryByLabelText('Other location')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Other type')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByLabelText('House No')).toHaveAttribute('name', 'house_no');
  });

  it('saves: posts JSON with the ID token, alerts success and shows the new values', async () => {
    const calls = stubApi({});
    await openEditor();
    await replace('House No', '14B');
    await replace('Address Line', 'Station Road');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Honiton');
    await replace('Postal Code', 'EX14 1AA');
    await userEvent.selectOptions(screen.getByLabelText('Membership Type'), 'Silver');
    await saveAndExpectAlert('Family updated successfully.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    expect(jsonBody(calls[0]!)).toEqual({
      familyId: 'fam-1',
      house_no: '14B',
      address_line: 'Station Road',
      location: 'Honiton',
      otherLocation: '',
      postal_code: 'EX14 1AA',
      membership_type: 'Silver',
      otherMembership: '',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('14B')).toBeInTheDocument();
    expect(screen.getByText('Station Road, Honiton, EX14 1AA')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
  });

  it('alerts "Family update failed." with the server\'s reason on success false and stays in edit mode', async () => {
    stubApi({ '/api/update_family.php': json(403, { success: false, message: 'Not your family.' }) });
    await openEditor();
    await replace('House No', '99');
    await saveAndExpectAlert('Family update failed. Not your family.');
    expect(page.alert).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('House No')).toHaveValue('99');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('alerts only "Family update failed." when the server gives no reason', async () => {
    stubApi({ '/api/update_family.php': json(400, { success: false }) });
    await openEditor();
    await saveAndExpectAlert('Family update failed.');
  });

  it('alerts "Error updating family." with the server\'s message when the response is unusable', async () => {
    stubApi({ '/api/update_family.php': json(503, { message: 'The service is busy. Try again in a minute.' }) });
    await openEditor();
    await saveAndExpectAlert('Error updating family. The service is busy. Try again in a minute.');
    expect(page.onSessionExpired).not.toHaveBeenCalled();
  });

  it('alerts "Error updating family." when the request fails', async () => {
    stubApi({ '/api/update_family.php': offline });
    await openEditor();
    await saveAndExpectAlert('Error updating family.');
    expect(page.onSessionExpired).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Edit family information' })).toBeInTheDocument();
  });

  it('reports an expired session instead of alerting', async () => {
    stubApi({ '/api/update_family.php': json(401, { success: false }) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.onSessionExpired).toHaveBeenCalledTimes(1));
    expect(page.alert).not.toHaveBeenCalled();
  });

  it('Cancel returns to the view with the original values and sends nothing', async () => {
    const calls = stubApi({});
    await openEditor();
    await replace('House No', 'changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.queryByText('changed')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit family information' }));
    expect(screen.getByLabelText('House No')).toHaveValue('12');
    expect(calls).toHaveLength(0);
  });

  it('refuses empty required fields and an unchosen location or membership without calling the API', async () => {
    const calls = stubApi({});
    await openEditor();
    await replace('House No', '');
    await userEvent.selectOptions(screen.getByLabelText('Membership Type'), 'Select Membership');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Select Location');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('House number is required.')).toBeInTheDocument();
    expect(screen.getByText('Select a membership type.')).toBeInTheDocument();
    expect(screen.getByText('Select a location.')).toBeInTheDocument();
    expect(screen.getByLabelText('House No')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('House No')).toHaveAccessibleDescription('House number is required.');
    expect(calls).toHaveLength(0);
  });

  it('keeps a registered "Other" location and membership text when only the house number changes', async () => {
    const calls = stubApi({}, { ...family, location: 'Exmouth', membership_type: 'Life member' });
    await openEditor();
    expect(screen.getByLabelText('Location')).toHaveValue('Other');
    expect(screen.getByLabelText('Other location')).toHaveValue('Exmouth');
    expect(screen.getByLabelText('Other location')).toHaveAttribute('placeholder', 'Specify other location');
    expect(screen.getByLabelText('Membership Type')).toHaveValue('Other');
    expect(screen.getByLabelText('Other type')).toHaveValue('Life member');
    expect(screen.getByLabelText('Other type')).toHaveAttribute('placeholder', 'Specify other type');

    await replace('House No', '14');
    await saveAndExpectAlert('Family updated successfully.');
    expect(jsonBody(calls[0]!)).toMatchObject({ house_no: '14', ...otherTexts('Exmouth', 'Life member') });
    // The view shows the texts as entered, never the word "Other".
    expect(await screen.findByText('Harbour Road, Exmouth, EX12 2LT')).toBeInTheDocument();
    expect(screen.getByText('Life member')).toBeInTheDocument();
    expect(screen.queryByText('Other')).not.toBeInTheDocument();

    // Editing again starts from the same texts.
    await userEvent.click(screen.getByRole('button', { name: 'Edit family information' }));
    expect(screen.getByLabelText('Other location')).toHaveValue('Exmouth');
    expect(screen.getByLabelText('Other type')).toHaveValue('Life member');
  });

  it('choosing Other reveals its field, and saves the text entered', async () => {
    const calls = stubApi({});
    await openEditor();
    await userEvent.selectOptions(screen.getByLabelText('Membership Type'), 'Other');
    await userEvent.type(screen.getByLabelText('Other type'), 'Patron');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Other');
    await userEvent.type(screen.getByLabelText('Other location'), 'Beer');
    await saveAndExpectAlert('Family updated successfully.');
    expect(jsonBody(calls[0]!)).toMatchObject(otherTexts('Beer', 'Patron'));
    expect(await screen.findByText('Patron')).toBeInTheDocument();
    expect(screen.getByText('Harbour Road, Beer, EX12 2LT')).toBeInTheDocument();
  });

  it('refuses Other without its text, with the registration messages, and sends nothing', async () => {
    const calls = stubApi({});
    await openEditor();
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Other');
    await userEvent.selectOptions(screen.getByLabelText('Membership Type'), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Specify other location.')).toBeInTheDocument();
    expect(screen.getByText('Specify other type.')).toBeInTheDocument();
    expect(screen.getByLabelText('Other type')).toHaveAccessibleDescription('Specify other type.');
    expect(screen.getByLabelText('Other location')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });
});
