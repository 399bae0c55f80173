import type { FamilyDetails } from '@edma/contract/family';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { membershipChoice } from './family-form.tsx';
import { FamilyPanel } from './family-panel.tsx';
import { family, jsonResponse, stubApi } from './dashboard-test-helpers.ts';

const onSessionExpired = vi.fn();
let alertMock: ReturnType<typeof vi.fn>;

/** The panel with its family kept in state, as the page does. */
function Harness({ initial = family }: { initial?: FamilyDetails }) {
  const [current, setCurrent] = useState(initial);
  return (
    <FamilyPanel
      family={current}
      familyId="fam-1"
      idToken={async () => 'token-1'}
      onSaved={setCurrent}
      onSessionExpired={onSessionExpired}
    />
  );
}

async function openEditor() {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit family information' }));
  return screen.getByRole('form', { name: 'Edit family information' });
}

async function replace(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

beforeEach(() => {
  alertMock = vi.fn();
  vi.stubGlobal('alert', alertMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  onSessionExpired.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FamilyPanel', () => {
  it('edit mode has the four text inputs and the membership select with its four choices', async () => {
    const form = await openEditor();
    expect(screen.getByLabelText('House No')).toHaveValue('12');
    expect(screen.getByLabelText('Address Line')).toHaveValue('Harbour Road');
    expect(screen.getByLabelText('Location')).toHaveValue('Seaton');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('EX12 2LT');
    const select = screen.getByLabelText('Membership Type');
    expect(select).toHaveValue('Gold');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select Membership',
      'Gold',
      'Silver',
      'Other',
    ]);
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByLabelText('House No')).toHaveAttribute('name', 'house_no');
  });

  it('saves: posts JSON with the ID token, alerts success and shows the new values', async () => {
    const calls = stubApi({ '/api/update_family.php': () => jsonResponse(200, { success: true }) });
    await openEditor();
    await replace('House No', '14B');
    await replace('Address Line', 'Station Road');
    await replace('Location', 'Honiton');
    await replace('Postal Code', 'EX14 1AA');
    await userEvent.selectOptions(screen.getByLabelText('Membership Type'), 'Silver');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Family updated successfully.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      familyId: 'fam-1',
      house_no: '14B',
      address_line: 'Station Road',
      location: 'Honiton',
      postal_code: 'EX14 1AA',
      membership_type: 'Silver',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('14B')).toBeInTheDocument();
    expect(screen.getByText('Station Road, Honiton, EX14 1AA')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
  });

  it('alerts "Family update failed." on success false and stays in edit mode', async () => {
    stubApi({ '/api/update_family.php': () => jsonResponse(403, { success: false, message: 'Not your family.' }) });
    await openEditor();
    await replace('House No', '99');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Family update failed.'));
    expect(screen.getByLabelText('House No')).toHaveValue('99');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('alerts "Error updating family." when the request fails', async () => {
    stubApi({ '/api/update_family.php': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error updating family.'));
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Edit family information' })).toBeInTheDocument();
  });

  it('reports an expired session instead of alerting', async () => {
    stubApi({ '/api/update_family.php': () => jsonResponse(401, { success: false }) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(alertMock).not.toHaveBeenCalled();
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

  it('refuses empty required fields and an unchosen membership without calling the API', async () => {
    const calls = stubApi({});
    await openEditor();
    await replace('House No', '');
    await userEvent.selectOptions(screen.getByLabelText('Membership Type'), 'Select Membership');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('House number is required.')).toBeInTheDocument();
    expect(screen.getByText('Select a membership type.')).toBeInTheDocument();
    expect(screen.getByLabelText('House No')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('House No')).toHaveAccessibleDescription('House number is required.');
    expect(calls).toHaveLength(0);
  });
});

describe('membershipChoice', () => {
  it('keeps Gold, Silver and Other, maps free text to Other and nothing to the placeholder', () => {
    expect(membershipChoice('Silver')).toBe('Silver');
    expect(membershipChoice('Other')).toBe('Other');
    expect(membershipChoice('Family plus')).toBe('Other');
    expect(membershipChoice('')).toBe('');
  });
});
