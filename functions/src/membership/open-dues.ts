import { randomInt } from 'node:crypto';
import { associationToday } from '@edma/contract/dates';
import { bankReference } from '@edma/contract/money';
import {
  duesDueDate,
  duesReferencePrefix,
  membershipTypeOf,
  membershipYearOf,
  yearLabel,
  type DuesView,
  type MembershipSettings,
} from '@edma/contract/membership';
import { Timestamp, type QuerySnapshot, type Transaction } from 'firebase-admin/firestore';
import { bankReferenceRef } from '../store/booking-docs.ts';
import { FAMILIES, type FamilyDoc } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { unavailable } from '../errors/domain-error.ts';
import { DUES, duesId, duesRef, type DuesDoc, type DuesHistoryEntry } from '../store/dues-docs.ts';

/** The time of a change: the UK date it counts for and the instant (injected by the daily job and the tests). */
export interface DuesClock {
  today: string;
  nowMs: number;
}

export const isApproved = (family: FamilyDoc) => (family.approval ?? 'approved') === 'approved';

export const historyEntry = (clock: DuesClock, by: string, what: string): DuesHistoryEntry => ({
  at: new Date(clock.nowMs).toISOString(),
  by,
  what,
});

/** A bank reference no dues record or booking has yet (read in the transaction, so two never share one). */
async function freshReference(tx: Transaction, year: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = bankReference(duesReferencePrefix(year), () => randomInt(0, 1_000_000) / 1_000_000);
    if (!(await tx.get(bankReferenceRef(candidate))).exists) return candidate;
  }
  throw unavailable('Please try again in a moment.');
}

/**
 * The family's dues for `year`, opened now when they do not exist yet (type and amount from the
 * family and the fees, the reference reserved with them). Two at once open it once.
 */
export async function ensureDues(
  familyId: string,
  family: FamilyDoc,
  year: number,
  settings: MembershipSettings,
  clock: DuesClock,
  by: string,
): Promise<{ doc: DuesDoc; opened: boolean }> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(duesRef(year, familyId));
    if (snapshot.exists) return { doc: snapshot.data() as DuesDoc, opened: false };
    const reference = await freshReference(tx, year);
    const type = membershipTypeOf(family.membership_type);
    const doc: DuesDoc = {
      year,
      familyId,
      type,
      amountPence: settings.fees[type],
      status: 'due',
      reference,
      openedOn: clock.today,
      dueDate: duesDueDate(year, settings, clock.today),
      claimedOn: null,
      paidOn: null,
      waivedReason: null,
      history: [historyEntry(clock, by, `Opened: ${type}`)],
      updatedAt: Timestamp.fromMillis(clock.nowMs),
    };
    tx.create(snapshot.ref, doc);
    tx.create(bankReferenceRef(reference), { kind: 'dues', target: duesId(year, familyId) });
    return { doc, opened: true };
  });
}

/**
 * Opens this year's dues for every approved family that has none (the daily job at the year's
 * start and every day after, so a family approved since has them by the next morning; the
 * family's and the committee's reads open them on the spot). Answers how many it opened.
 */
export async function openYearDues(
  settings: MembershipSettings,
  clock: DuesClock,
  by = 'daily job',
  /** Every family, when the caller has read them already. */
  known?: QuerySnapshot,
): Promise<number> {
  const year = membershipYearOf(clock.today, settings.yearStart);
  const [families, existing] = await Promise.all([
    known ?? db().collection(FAMILIES).get(),
    db().collection(DUES).where('year', '==', year).select('familyId').get(),
  ]);
  const have = new Set(existing.docs.map((doc) => doc.get('familyId') as string));
  const missing = families.docs.filter((doc) => !have.has(doc.id) && isApproved(doc.data() as FamilyDoc));
  let opened = 0;
  // A few at a time: each is its own small transaction.
  for (let i = 0; i < missing.length; i += 10) {
    const results = await Promise.all(
      missing.slice(i, i + 10).map((doc) => ensureDues(doc.id, doc.data() as FamilyDoc, year, settings, clock, by)),
    );
    opened += results.filter((r) => r.opened).length;
  }
  return opened;
}

export function duesView(doc: DuesDoc, yearStart: string): DuesView {
  return {
    year: doc.year,
    label: yearLabel(doc.year, yearStart),
    type: doc.type,
    amountPence: doc.amountPence,
    status: doc.status,
    reference: doc.reference,
    dueDate: doc.dueDate,
    claimedOn: doc.claimedOn,
    paidOn: doc.paidOn,
    waivedReason: doc.waivedReason,
  };
}

/** The clock of a request: now, in the UK. */
export function requestClock(): DuesClock {
  const nowMs = Date.now();
  return { nowMs, today: associationToday(new Date(nowMs)) };
}
