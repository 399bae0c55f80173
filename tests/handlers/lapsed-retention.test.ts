import { FAMILY_API } from '@edma/contract/family';
import { describe, expect, it } from 'vitest';
import { clockFor } from '../../functions/src/store/clock.ts';
import { DAILY_STEPS, runDailyJob } from '../../functions/src/daily/daily-job.ts';
import { adminDb } from '../support/admin.ts';
import { approvedFamily } from '../support/bookings.ts';
import { rebuildDirectory } from '../../functions/src/directory/snapshot-store.ts';
import { pastInstanceWindow } from '../api/support/directory-snapshot.ts';
import { writeDues } from '../support/membership.ts';
import { familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * Retention of lapsed families, by the daily job with its clock given (defaults: archived after 12
 * months without a year in good standing, erased after 24): archived families leave the directory
 * and keep no phone, date of birth or photo; a family that paid again is left alone.
 */

const STEPS = DAILY_STEPS.filter((step) => step.name === 'lapsedRetention');
const SITE = 'https://edma.example';
const run = (date: string) => runDailyJob({ ...clockFor(date), siteUrl: SITE }, STEPS);
async function listed(familyId: string): Promise<boolean> {
  // What the directory's triggers do on the slot's own project (their own tests are in tests/api).
  await rebuildDirectory(adminDb());
  await pastInstanceWindow();
  return (await callEndpoint(FAMILY_API.families, {})).body.some((f) => f.id === familyId);
}

describe('lapsed families', () => {
  it('are archived after 12 months away, erased after 24; one that paid again stays', { timeout: 240_000 }, async () => {
    const away = await approvedFamily('lapsed-away', [{ name: 'Asha Away', dob: '1980-01-01' }]);
    const back = await approvedFamily('lapsed-back', [{ name: 'Babu Back', dob: '1981-01-01' }]);
    const later = await approvedFamily('lapsed-later', [{ name: 'Cyril Later', dob: '1982-01-01' }]);
    await adminDb()
      .collection('families')
      .doc(away.familyId)
      .collection('members')
      .doc(away.memberIds[0]!)
      .update({ phone: '07700 900111' });
    await writeDues(away.familyId, 2030, 'paid');
    await writeDues(away.familyId, 2031, 'lapsed', '2031-06-15');
    await writeDues(away.familyId, 2032, 'due');
    await writeDues(back.familyId, 2031, 'lapsed', '2031-06-15');
    await writeDues(back.familyId, 2032, 'paid');
    await writeDues(later.familyId, 2032, 'lapsed', '2032-06-15');
    expect(await listed(away.familyId)).toBe(true);

    // A day short of 12 months: nothing.
    expect((await run('2032-06-14')).steps.lapsedRetention).toEqual({ archived: 0, erased: 0 });

    // 12 months: archived, out of the directory, with nothing but names, emails and the address.
    expect((await run('2032-06-15')).steps.lapsedRetention).toEqual({ archived: 1, erased: 0 });
    const archived = await familyState(away.familyId);
    expect(archived.family).toMatchObject({ archived_on: '2032-06-15', location: 'Seaton' });
    expect(archived.members[0]).toMatchObject({ name: 'Asha Away', phone: '', dob: null, photo_path: null });
    expect(await listed(away.familyId)).toBe(false);
    expect((await familyState(back.familyId)).family).not.toHaveProperty('archived_on');
    const audit = await adminDb().collection('auditLog').doc('retention.lapsed-families.2032-06-15').get();
    expect(audit.get('details')).toMatchObject({ archived: 1, erased: 0, archiveMonths: 12, eraseMonths: 24 });
    // Run again the same day: nothing twice.
    expect((await run('2032-06-15')).steps.lapsedRetention).toEqual({ archived: 0, erased: 0 });

    // 24 months: erased as the console erases (dues kept for the accounts, anonymised); the later one archived.
    expect((await run('2033-06-15')).steps.lapsedRetention).toEqual({ archived: 1, erased: 1 });
    expect((await familyState(away.familyId)).family).toBeNull();
    expect((await familyState(later.familyId)).family).toMatchObject({ archived_on: '2033-06-15' });
    expect((await familyState(back.familyId)).family).toMatchObject({ approval: 'approved' });
    expect((await familyState(back.familyId)).family).not.toHaveProperty('archived_on');
  });
});
