import {
  DEFAULT_MEMBERSHIP_SETTINGS,
  duesDueDate,
  MEMBERSHIP_API,
  MEMBERSHIP_TEXTS,
  membershipYearOf,
  yearLabel,
  yearStartDate,
  type MembershipSettings,
} from '@edma/contract/membership';
import { FieldValue } from 'firebase-admin/firestore';
import { recordAudit } from '../../store/audit-log.ts';
import { rebuildDirectory } from '../../directory/snapshot-store.ts';
import { db } from '../../store/admin.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { readMembershipSettings, settingsRef, summaryWishRef, type SummaryWishDoc } from '../../store/dues-docs.ts';
import { requestClock } from '../open-dues.ts';

type Handler<K extends keyof typeof MEMBERSHIP_API> = EndpointHandler<(typeof MEMBERSHIP_API)[K], 'committee'>;

/** GET committee/membership/settings: the settings (null until first saved), the bank columns, the caller's summary wish and this year's dates. */
export const getMembershipSettings: Handler<'settings'> = async (_input, { caller }) => {
  const [config, wish] = await Promise.all([readMembershipSettings(), summaryWishRef(caller.uid).get()]);
  const timing = config?.settings ?? DEFAULT_MEMBERSHIP_SETTINGS;
  const { today } = requestClock();
  const year = membershipYearOf(today, timing.yearStart);
  const start = yearStartDate(year, timing.yearStart);
  return {
    success: true,
    settings: config?.settings ?? null,
    importColumns: config?.importColumns ?? null,
    weeklySummary: (wish.data() as SummaryWishDoc | undefined)?.weekly === true,
    current: { year, label: yearLabel(year, timing.yearStart), start, dueDate: duesDueDate(year, timing, start) },
  };
};

/**
 * POST committee/membership/settings/save {settings}. Dues already opened keep their amount and
 * due date (a family's type change takes the new fee); new ones take these.
 */
export const saveMembershipSettings: Handler<'saveSettings'> = async ({ settings }, { caller }) => {
  const directoryChanged = await db().runTransaction(async (tx) => {
    const before = (await tx.get(settingsRef())).get('settings') as MembershipSettings | undefined;
    tx.set(settingsRef(), { settings, updatedAt: FieldValue.serverTimestamp(), updatedBy: caller.email }, { merge: true });
    recordAudit(tx, caller, 'membership.settings', 'membershipSettings/current', {
      yearStart: settings.yearStart,
      fees: settings.fees,
    });
    return (before?.lapsedInDirectory !== false) !== (settings.lapsedInDirectory !== false) || before?.yearStart !== settings.yearStart;
  });
  // Lapsed families leave or rejoin the directory at once.
  if (directoryChanged) await rebuildDirectory(db());
  return { success: true, message: MEMBERSHIP_TEXTS.settingsSaved };
};

/** POST committee/membership/summary {weekly}: the caller's own wish for the weekly summary email. */
export const setSummaryWish: Handler<'summary'> = async ({ weekly }, { caller }) => {
  const wish: SummaryWishDoc = { email: caller.email, weekly };
  await summaryWishRef(caller.uid).set(wish);
  return {
    success: true,
    message: weekly ? 'You will receive the membership summary every Monday.' : 'You will no longer receive the weekly summary.',
  };
};
