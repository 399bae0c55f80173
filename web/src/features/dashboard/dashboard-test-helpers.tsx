import type { FamilyDetails, FamilyMember } from '@edma/contract/family';
import { PHOTOS_PATH_PREFIX } from '@edma/contract/photos';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import { stubDialogs } from '../../test/dialogs.ts';
import { json, stubFetch, type FetchCall, type Route } from '../../test/fetch-stub.ts';
import { FamilyIdProvider } from './family-id-context.tsx';

export const family: FamilyDetails = {
  id: 'fam-1',
  approval: 'approved',
  rejection_reason: null,
  house_no: '12',
  address_line: 'Harbour Road',
  location: 'Seaton',
  postal_code: 'EX12 2LT',
  membership_type: 'Gold',
};

export const anu: FamilyMember = {
  id: 'm1',
  name: 'Anu Thomas',
  email: 'anu@gmail.com',
  phone: '07700 900001',
  dob: '1985-03-14',
  photo_path: 'photos/fam-1/m1.webp',
  photo_public: false,
  email_pending: false,
};

export const joel: FamilyMember = {
  id: 'm2',
  name: 'Joel Thomas',
  email: '',
  phone: '',
  dob: null,
  photo_path: null,
  photo_public: false,
  email_pending: false,
};

const PHOTOS = PHOTOS_PATH_PREFIX;

/**
 * The shared fetch stub for the dashboard's API: member cards fetch their photos themselves, so
 * those answer 404 unless a '/api/photos/*' route is given, and are left out of the calls returned.
 */
export function stubApi(routes: Record<string, Route>): FetchCall[] {
  return stubFetch({ [`${PHOTOS}*`]: json(404, { success: false }), ...routes }, { record: (path) => !path.startsWith(PHOTOS) }).calls;
}

const idToken = async () => 'token-1';

/** What the dashboard page provides its panels: family fam-1 and an API session with token-1. */
export function InDashboard({ onSessionExpired, children }: { onSessionExpired(): void; children: ReactNode }) {
  return (
    <ApiSessionProvider idToken={idToken} onSessionEnded={onSessionExpired}>
      <FamilyIdProvider value="fam-1">{children}</FamilyIdProvider>
    </ApiSessionProvider>
  );
}

/**
 * The set-up every dashboard panel test shares: alert/confirm mocks, silenced error logs, object
 * URLs for photo previews, and a session-expired callback; all restored after each test.
 */
export function dashboardPanelTests() {
  const state = {
    dialogs: null as unknown as ReturnType<typeof stubDialogs>,
    onSessionExpired: vi.fn(),
  };
  beforeEach(() => {
    state.dialogs = stubDialogs();
    state.onSessionExpired.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let n = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++n}`), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return {
    get alert() {
      return state.dialogs.alert;
    },
    get confirm() {
      return state.dialogs.confirm;
    },
    onSessionExpired: state.onSessionExpired,
  };
}

/** Clears a field (found by its label, within `scope`) and types the new value. */
export async function replace(label: string, value: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}
