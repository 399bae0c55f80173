import { FAMILY_API } from '@edma/contract/family';
import { associationToday } from '@edma/contract/dates';
import { MEMBERSHIP_API, membershipYearOf } from '@edma/contract/membership';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildDirectory } from '../../functions/src/directory/snapshot-store.ts';
import { adminDb } from '../support/admin.ts';
import { approvedFamily } from '../support/bookings.ts';
import { SETTINGS, writeDues } from '../support/membership.ts';
import { committeeMember } from '../support/committee.ts';
import { pastInstanceWindow, settledSnapshot } from './support/directory-snapshot.ts';
import { keepAsItWas } from '../support/kept-document.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * "Whether a lapsed family stays in the directory" (membership settings): by default it stays; when
 * the committee says no, a family whose dues of this year have lapsed leaves the directory at once,
 * and comes back when they are paid (or the committee changes its mind).
 */

const settingsDoc = () => adminDb().collection('membershipSettings').doc('current');

let committee: Awaited<ReturnType<typeof committeeMember>>;

keepAsItWas(settingsDoc, () => rebuildDirectory(adminDb()));
beforeAll(async () => {
  committee = await committeeMember('lapsed-dir');
});

const saveSettings = (lapsedInDirectory: boolean) =>
  callEndpoint(MEMBERSHIP_API.saveSettings, { settings: { ...SETTINGS, lapsedInDirectory } }, { token: committee.token });
const yearStart = SETTINGS.yearStart ?? '04-01';

/** Whether the public directory lists the family once the triggers have settled. */
async function listed(familyId: string): Promise<boolean> {
  await settledSnapshot();
  await pastInstanceWindow();
  const families = (await callEndpoint(FAMILY_API.families, {})).body;
  return families.some((f) => f.id === familyId);
}

describe('lapsed families in the directory', () => {
  it('stay by default; leave when the committee says so and their dues lapse; come back once paid', async () => {
    expect((await saveSettings(true)).status).toBe(200);
    const { familyId } = await approvedFamily('lapsed-dir');
    const year = membershipYearOf(associationToday(), yearStart);
    const dues = adminDb().collection('dues').doc(`${year}~${familyId}`);
    await writeDues(familyId, year, 'lapsed');
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
    await writeDues(familyId, year - 1, 'lapsed');
    expect(await listed(familyId)).toBe(true);

    // Back to the default: everyone stays.
    await dues.update({ status: 'lapsed' });
    expect((await saveSettings(true)).status).toBe(200);
    expect(await listed(familyId)).toBe(true);
  });
});
