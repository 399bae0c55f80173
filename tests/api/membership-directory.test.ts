import { associationToday } from '@edma/contract/dates';
import { MEMBERSHIP_API, membershipYearOf, type MembershipSettings } from '@edma/contract/membership';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildDirectory } from '../../functions/src/directory/snapshot-store.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, postJson } from '../support/api-calls.ts';
import { approvedFamily, path } from '../support/bookings.ts';
import { committeeMember } from '../support/committee.ts';
import { pastInstanceWindow, settledSnapshot } from './support/directory-snapshot.ts';

/*
 * "Whether a lapsed family stays in the directory" (membership settings): by default it stays; when
 * the committee says no, a family whose dues of this year have lapsed leaves the directory at once,
 * and comes back when they are paid (or the committee changes its mind).
 */

const SETTINGS: MembershipSettings = {
  yearStart: '04-01',
  payWithinDays: 30,
  fees: { Gold: 3000, Silver: 2000, Other: 1000 },
  bankDetails: 'EDMA, sort code 12-34-56, account 12345678',
  reminderDays: [30, 7, 1],
  graceDays: 30,
  lapsedInDirectory: true,
};
const settingsDoc = () => adminDb().collection('membershipSettings').doc('current');

let committee: Awaited<ReturnType<typeof committeeMember>>;
let stored: DocumentData | undefined;

beforeAll(async () => {
  committee = await committeeMember('lapsed-dir');
  stored = (await settingsDoc().get()).data();
});

afterAll(async () => {
  if (stored) await settingsDoc().set(stored);
  else await settingsDoc().delete();
  await rebuildDirectory(adminDb());
});

const saveSettings = (lapsedInDirectory: boolean) =>
  postJson(path(MEMBERSHIP_API.saveSettings.path), { settings: { ...SETTINGS, lapsedInDirectory } }, { token: committee.token });

/** Whether the public directory lists the family once the triggers have settled. */
async function listed(familyId: string): Promise<boolean> {
  await settledSnapshot();
  await pastInstanceWindow();
  const families = (await callApi<{ id: string }[]>('get_families.php')).body;
  return families.some((f) => f.id === familyId);
}

describe('lapsed families in the directory', () => {
  it('stay by default; leave when the committee says so and their dues lapse; come back once paid', async () => {
    expect((await saveSettings(true)).status).toBe(200);
    const { familyId } = await approvedFamily('lapsed-dir');
    const year = membershipYearOf(associationToday(), SETTINGS.yearStart);
    const dues = adminDb().collection('dues').doc(`${year}~${familyId}`);
    await dues.set({ year, familyId, status: 'lapsed' });
    expect(await listed(familyId)).toBe(true);

    // The committee's choice applies at once to families already lapsed.
    expect((await saveSettings(false)).status).toBe(200);
    expect(await listed(familyId)).toBe(false);

    // Paid: back in; lapsed again: out (each through the dues' trigger).
    await dues.update({ status: 'paid' });
    expect(await listed(familyId)).toBe(true);
    await dues.update({ status: 'lapsed' });
    expect(await listed(familyId)).toBe(false);

    // Last year's lapse does not count this year.
    await dues.update({ status: 'paid' });
    await adminDb()
      .collection('dues')
      .doc(`${year - 1}~${familyId}`)
      .set({ year: year - 1, familyId, status: 'lapsed' });
    expect(await listed(familyId)).toBe(true);

    // Back to the default: everyone stays.
    await dues.update({ status: 'lapsed' });
    expect((await saveSettings(true)).status).toBe(200);
    expect(await listed(familyId)).toBe(true);
  });
});
