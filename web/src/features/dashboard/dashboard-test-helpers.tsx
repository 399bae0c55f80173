import { FAMILY_API, resolveOther, type FamilyDetails, type FamilyMember } from '@edma/contract/family';
import { BOOKINGS_API } from '@edma/contract/bookings';
import { MEMBERSHIP_API } from '@edma/contract/membership';
import { PHOTOS_PATH_PREFIX } from '@edma/contract/photos';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiSessionProvider } from '../../api/api-session.tsx';
import { useApiQuery } from '../../api/use-api.ts';
import { stubDialogs } from '../../test/dialogs.ts';
import { formFields, json, jsonBody, jsonResponse, stubFetch, type FetchCall, type Route } from '../../test/fetch-stub.ts';
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
/** No membership fees set: the membership panel has its own tests. */
const NO_MEMBERSHIP = { success: true, setUp: false, bankDetails: '', current: null, earlier: [] };
/** No places booked: the bookings panel has its own tests. */
const NO_BOOKINGS = { success: true, bookings: [] };
/** Reads answered the same for every dashboard test, left out of the calls returned. */
const QUIET_READS: readonly string[] = [MEMBERSHIP_API.mine.path, BOOKINGS_API.upcoming.path];

/**
 * The shared fetch stub for the dashboard's API: member cards fetch their photos themselves, so
 * those answer 404 unless a '/api/photos/*' route is given, and are left out of the calls returned.
 */
export function stubApi(routes: Record<string, Route>): FetchCall[] {
  return stubFetch(
    {
      [`${PHOTOS}*`]: json(404, { success: false }),
      [MEMBERSHIP_API.mine.path]: json(200, NO_MEMBERSHIP),
      [BOOKINGS_API.upcoming.path]: json(200, NO_BOOKINGS),
      ...routes,
    },
    { record: (path) => !path.startsWith(PHOTOS) && !QUIET_READS.includes(path) },
  ).calls;
}

const FAMILY_READ = FAMILY_API.family.path;

/**
 * The dashboard's API as the functions answer it, for family fam-1: get_family_from_id.php reads the
 * stored family, and the saves change it (the dashboard reads the family again after each). `routes`
 * replace any of them (a refusal); the calls returned leave out the reads.
 */
export function stubFamilyServer(initial: { family: FamilyDetails; members: FamilyMember[] }, routes: Record<string, Route> = {}) {
  const stored = structuredClone(initial);
  let added = 0;
  const ok = (body: Record<string, unknown> = {}) => jsonResponse(200, { success: true, ...body });
  return stubFetch(
    {
      [`${PHOTOS}*`]: json(404, { success: false }),
      [FAMILY_READ]: () => ok(stored),
      [MEMBERSHIP_API.mine.path]: json(200, NO_MEMBERSHIP),
      [BOOKINGS_API.upcoming.path]: json(200, NO_BOOKINGS),
      [FAMILY_API.update.path]: (call) => {
        const f = jsonBody(call) as Record<string, string>;
        stored.family = {
          ...stored.family,
          house_no: f.house_no!,
          address_line: f.address_line!,
          postal_code: f.postal_code!,
          location: resolveOther(f.location!, f.otherLocation ?? ''),
          membership_type: resolveOther(f.membership_type!, f.otherMembership ?? ''),
        };
        return ok();
      },
      [FAMILY_API.updateMember.path]: (call) => {
        const f = formFields(call.init.body);
        const id = f.id || `new-${++added}`;
        const before = stored.members.find((m) => m.id === id);
        const photo_path = f.newPhoto ? `photos/fam-1/${id}.webp` : (before?.photo_path ?? null);
        const member: FamilyMember = {
          id,
          name: f.name!,
          email: f.email!,
          phone: f.phone!,
          dob: f.dob || null,
          photo_path,
          photo_public: f.photoPublic === 'true',
          email_pending: f.email !== '' && f.email !== before?.email,
        };
        stored.members = before ? stored.members.map((m) => (m.id === id ? member : m)) : [...stored.members, member];
        return ok({ id, photo_path });
      },
      [FAMILY_API.deleteMember.path]: (call) => {
        const { id } = jsonBody(call) as { id: string };
        stored.members = stored.members.filter((m) => m.id !== id);
        return ok();
      },
      ...routes,
    },
    { record: (path) => !path.startsWith(PHOTOS) && !path.startsWith(FAMILY_READ) && !QUIET_READS.includes(path) },
  ).calls;
}

/** The family as the page reads it, for a panel under test. */
export function LoadedFamily({ children }: { children(loaded: { family: FamilyDetails; members: FamilyMember[] }): ReactNode }) {
  const read = useApiQuery(FAMILY_API.family, { familyId: 'fam-1' });
  return read.data ? children(read.data) : null;
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
export async function replace(label: string | RegExp, value: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}
