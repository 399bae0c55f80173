import {
  committeeDuesSchema,
  DUES_STATUSES,
  MEMBERSHIP_API,
  MEMBERSHIP_TEXTS,
  membershipYearOf,
  yearLabel,
  type CommitteeDues,
  type DuesStatus,
} from '@edma/contract/membership';
import { poundsText } from '@edma/contract/money';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { recordAudit } from '../../store/audit-log.ts';
import { siteUrl } from '../../config/params.ts';
import { FAMILIES, familyRef, type FamilyDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { markPaid } from '../dues-changes.ts';
import { DUES, duesRef, readMembershipSettings, type DuesDoc } from '../../store/dues-docs.ts';
import { duesView, historyEntry, openYearDues, requestClock } from '../open-dues.ts';
import { familyNames } from '../family-names.ts';

type Handler<K extends keyof typeof MEMBERSHIP_API> = EndpointHandler<(typeof MEMBERSHIP_API)[K], 'committee'>;

const zeroCounts = (): Record<DuesStatus, number> => Object.fromEntries(DUES_STATUSES.map((s) => [s, 0])) as Record<DuesStatus, number>;

async function requireSettings() {
  const config = await readMembershipSettings();
  if (!config) throw conflict(MEMBERSHIP_TEXTS.notSetUp);
  return config.settings;
}

/**
 * GET committee/membership/dues?year=: every family's dues for the year (the current one opened
 * first for families approved since the last run), with counts by status, by town and by type.
 */
export const listDues: Handler<'list'> = async ({ year: asked }) => {
  const config = await readMembershipSettings();
  const clock = requestClock();
  const yearStart = config?.settings.yearStart ?? '04-01';
  const current = membershipYearOf(clock.today, yearStart);
  const year = asked ?? current;
  if (config && year === current) await openYearDues(config.settings, clock, 'committee list');
  const [dues, families, names, yearsSnap] = await Promise.all([
    db().collection(DUES).where('year', '==', year).get(),
    db().collection(FAMILIES).get(),
    familyNames(),
    db().collection(DUES).select('year').get(),
  ]);
  const towns = new Map(families.docs.map((doc) => [doc.id, (doc.data() as FamilyDoc).location ?? '']));
  const counts = zeroCounts();
  const byTown: Record<string, Record<DuesStatus, number>> = {};
  const byType: Record<string, Record<DuesStatus, number>> = {};
  const rows: CommitteeDues[] = [];
  // One damaged record (written by hand, or by an older version) must not hide the whole year: it is
  // left out of the list and the counts, and named, so the committee can ask for it to be mended.
  const unreadable: string[] = [];
  for (const snapshot of dues.docs) {
    const doc = snapshot.data() as DuesDoc;
    const town = towns.get(doc.familyId) ?? '';
    const row = committeeDuesSchema.safeParse({
      ...duesView(doc, yearStart),
      familyId: doc.familyId,
      familyName: names.get(doc.familyId) ?? (towns.has(doc.familyId) ? '' : 'Family no longer registered'),
      town,
      history: doc.history,
    });
    if (!row.success) {
      unreadable.push(snapshot.id);
      logger.warn('A dues record could not be read', { id: snapshot.id, issues: row.error.issues.slice(0, 3) });
      continue;
    }
    rows.push(row.data);
    counts[row.data.status] += 1;
    (byTown[town || 'Unknown'] ??= zeroCounts())[row.data.status] += 1;
    (byType[row.data.type] ??= zeroCounts())[row.data.status] += 1;
  }
  rows.sort((a, b) => a.familyName.localeCompare(b.familyName) || a.familyId.localeCompare(b.familyId));
  const years = [...new Set([current, ...yearsSnap.docs.map((doc) => Number(doc.get('year')))])]
    .sort((a, b) => b - a)
    .map((y) => ({ year: y, label: yearLabel(y, yearStart) }));
  return { success: true, year, label: yearLabel(year, yearStart), years, counts, byTown, byType, dues: rows, unreadable };
};

async function readDues(tx: Transaction, year: number, familyId: string): Promise<DocumentSnapshot> {
  const snapshot = await tx.get(duesRef(year, familyId));
  if (!snapshot.exists) throw notFound(MEMBERSHIP_TEXTS.noDues);
  return snapshot;
}

/** POST committee/membership/confirm {year, familyId}: paid, with the receipt to the family. Confirming twice sends one receipt. */
export const confirmDues: Handler<'confirm'> = async ({ year, familyId }, { caller }) => {
  const settings = await requireSettings();
  const clock = requestClock();
  const names = await familyNames();
  const outcome = await db().runTransaction(async (tx) => {
    const snapshot = await readDues(tx, year, familyId);
    const family = await tx.get(familyRef(familyId));
    const result = markPaid(tx, snapshot, family.data() as FamilyDoc | undefined, clock, caller.email, {
      yearStart: settings.yearStart,
      siteUrl: siteUrl(),
    });
    if (result === 'confirmed') recordAudit(tx, caller, 'membership.confirm', `dues/${snapshot.id}`);
    return result;
  });
  if (outcome === 'waived') throw conflict(MEMBERSHIP_TEXTS.waivedCannotConfirm);
  if (outcome === 'already-paid') return { success: true, message: MEMBERSHIP_TEXTS.alreadyConfirmed };
  return { success: true, message: MEMBERSHIP_TEXTS.confirmed(names.get(familyId) || 'The family') };
};

/** POST committee/membership/waive {year, familyId, reason}: nothing to pay this year (never once paid). */
export const waiveDues: Handler<'waive'> = async ({ year, familyId, reason }, { caller }) => {
  const clock = requestClock();
  await db().runTransaction(async (tx) => {
    const snapshot = await readDues(tx, year, familyId);
    const doc = snapshot.data() as DuesDoc;
    if (doc.status === 'paid') throw conflict(MEMBERSHIP_TEXTS.cannotWaivePaid);
    if (doc.status === 'waived' && doc.waivedReason === reason) return;
    tx.update(snapshot.ref, {
      status: 'waived',
      waivedReason: reason,
      history: FieldValue.arrayUnion(historyEntry(clock, caller.email, `Waived: ${reason}`)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(tx, caller, 'membership.waive', `dues/${snapshot.id}`, { reason });
  });
  return { success: true, message: MEMBERSHIP_TEXTS.waived };
};

/** POST committee/membership/type {year, familyId, type}: the family's type for the year; the amount follows the fees. */
export const changeDuesType: Handler<'type'> = async ({ year, familyId, type }, { caller }) => {
  const settings = await requireSettings();
  const clock = requestClock();
  const amountPence = settings.fees[type];
  await db().runTransaction(async (tx) => {
    const snapshot = await readDues(tx, year, familyId);
    const doc = snapshot.data() as DuesDoc;
    if (doc.status === 'paid' || doc.status === 'waived') throw conflict(MEMBERSHIP_TEXTS.cannotChangePaid);
    if (doc.type === type && doc.amountPence === amountPence) return;
    tx.update(snapshot.ref, {
      type,
      amountPence,
      history: FieldValue.arrayUnion(historyEntry(clock, caller.email, `Type ${doc.type} → ${type} (${poundsText(amountPence)})`)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(tx, caller, 'membership.type', `dues/${snapshot.id}`, { from: doc.type, to: type });
  });
  return { success: true, message: MEMBERSHIP_TEXTS.typeChanged(type, amountPence) };
};
