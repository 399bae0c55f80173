import { MEMBERSHIP_API, MEMBERSHIP_TEXTS, membershipYearOf } from '@edma/contract/membership';
import { FieldValue } from 'firebase-admin/firestore';
import { familyOfCaller, readFamilyForCaller } from '../../families/family-access.ts';
import { familyRef } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { DUES, duesRef, readMembershipSettings, type DuesDoc } from '../../store/dues-docs.ts';
import { duesView, ensureDues, historyEntry, isApproved, requestClock } from '../open-dues.ts';

/**
 * GET membership/dues: the caller's family's dues, this year's first. A family approved since the
 * year began (and since the daily job last ran) has its dues opened here, on its first look.
 */
export const getMyDues: EndpointHandler<typeof MEMBERSHIP_API.mine, 'my-family'> = async (_input, { caller }) => {
  const { familyId } = caller;
  const [familySnap, config] = await Promise.all([familyRef(familyId).get(), readMembershipSettings()]);
  const family = familyOfCaller(familySnap, caller);
  if (!config) return { success: true, setUp: false, bankDetails: '', current: null, earlier: [] };
  const { settings } = config;
  const clock = requestClock();
  const year = membershipYearOf(clock.today, settings.yearStart);
  const all = (await db().collection(DUES).where('familyId', '==', familyId).get()).docs.map((doc) => doc.data() as DuesDoc);
  if (isApproved(family) && !all.some((doc) => doc.year === year)) {
    all.push((await ensureDues(familyId, family, year, settings, clock, caller.email)).doc);
  }
  const views = all.sort((a, b) => b.year - a.year).map((doc) => duesView(doc, settings.yearStart));
  return {
    success: true,
    setUp: true,
    bankDetails: settings.bankDetails,
    current: views.find((v) => v.year === year) ?? null,
    earlier: views.filter((v) => v.year < year),
  };
};

/** POST membership/claim {year}: "I have paid". Due or lapsed dues become claimed; paid or waived ones stay as they are. */
export const claimDues: EndpointHandler<typeof MEMBERSHIP_API.claim, 'my-family'> = async ({ year }, { caller }) => {
  const { familyId } = caller;
  const config = await readMembershipSettings();
  const clock = requestClock();
  const result = await db().runTransaction(async (tx) => {
    await readFamilyForCaller(tx, familyId, caller);
    const snapshot = await tx.get(duesRef(year, familyId));
    if (!snapshot.exists) throw notFound(MEMBERSHIP_TEXTS.noDues);
    const doc = snapshot.data() as DuesDoc;
    if (doc.status === 'paid') return { doc, message: MEMBERSHIP_TEXTS.alreadyPaid };
    if (doc.status === 'waived') return { doc, message: MEMBERSHIP_TEXTS.waivedNothingToPay };
    if (doc.status === 'claimed') return { doc, message: MEMBERSHIP_TEXTS.claimed };
    tx.update(snapshot.ref, {
      status: 'claimed',
      claimedOn: clock.today,
      history: FieldValue.arrayUnion(historyEntry(clock, caller.email, 'Said it has paid')),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { doc: { ...doc, status: 'claimed' as const, claimedOn: clock.today }, message: MEMBERSHIP_TEXTS.claimed };
  });
  return { success: true, message: result.message, dues: duesView(result.doc, config?.settings.yearStart ?? '04-01') };
};
