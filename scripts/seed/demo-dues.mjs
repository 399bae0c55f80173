// Membership dues for the demo, in every state: the committee's settings, last year's dues (mostly
// paid) and this year's: to confirm, due, paid, lapsed and waived. demo.member's family (the first)
// is due, so the demo member can press "I have paid"; the console's lists all have someone in them.
import { FieldValue } from 'firebase-admin/firestore';
import { plusDays } from '../../contract/src/dates.ts';
import { duesDueDate, duesReferencePrefix, membershipTypeOf, membershipYearOf } from '../../contract/src/membership.ts';
import { bankReference } from '../../contract/src/money.ts';
import { prng } from './prng.mjs';

export const DEMO_MEMBERSHIP_SETTINGS = {
  yearStart: '04-01',
  payWithinDays: 30,
  fees: { Gold: 3000, Silver: 2000, Other: 1000 },
  bankDetails: 'East Devon Malayalee Association\nSort code 12-34-56\nAccount 12345678',
  reminderDays: [30, 7, 1],
  graceDays: 30,
  lapsedInDirectory: true,
};

/**
 * Writes the settings and the dues in the functions' layout (functions/src/membership/dues-docs.ts),
 * each reference reserved in bankReferences.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Array<{ id: string, approval?: string, membership_type?: string }>} families
 * @param {Date} today
 */
export async function seedDemoDues(db, families, today, seed = 1) {
  const random = prng(seed + 23);
  const settings = DEMO_MEMBERSHIP_SETTINGS;
  const todayIso = today.toISOString().slice(0, 10);
  const year = membershipYearOf(todayIso, settings.yearStart);
  const used = new Set();
  const reference = (y) => {
    for (;;) {
      const candidate = bankReference(duesReferencePrefix(y), random);
      if (!used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
  };
  const writer = db.bulkWriter();
  void writer.set(db.collection('membershipSettings').doc('current'), {
    settings,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: 'seed',
  });
  const approved = families.filter((f) => (f.approval ?? 'approved') === 'approved');
  const counts = { due: 0, claimed: 0, paid: 0, lapsed: 0, waived: 0 };
  const write = (y, family, status, openedOn) => {
    const type = membershipTypeOf(family.membership_type);
    const dueDate = duesDueDate(y, settings, openedOn);
    const at = (date) => `${date}T09:00:00.000Z`;
    const ref = reference(y);
    const paidOn = status === 'paid' ? plusDays(openedOn, Math.floor(random() * 25)) : null;
    const claimedOn = status === 'claimed' ? (todayIso > openedOn ? plusDays(todayIso, -1) : todayIso) : null;
    const history = [{ at: at(openedOn), by: 'daily job', what: `Opened: ${type}` }];
    if (claimedOn) history.push({ at: at(claimedOn), by: 'demo.member@gmail.com', what: 'Said it has paid' });
    if (paidOn) history.push({ at: at(paidOn), by: 'bank import', what: 'Paid: bank line' });
    if (status === 'lapsed') history.push({ at: at(plusDays(dueDate, settings.graceDays + 1)), by: 'daily job', what: 'Lapsed' });
    if (status === 'waived') history.push({ at: at(openedOn), by: 'treasurer@gmail.com', what: 'Waived: hardship this year' });
    void writer.set(db.collection('dues').doc(`${y}~${family.id}`), {
      year: y,
      familyId: family.id,
      type,
      amountPence: settings.fees[type],
      status,
      reference: ref,
      openedOn,
      dueDate,
      claimedOn,
      paidOn,
      waivedReason: status === 'waived' ? 'Hardship this year' : null,
      history,
      updatedAt: FieldValue.serverTimestamp(),
    });
    void writer.set(db.collection('bankReferences').doc(ref), { kind: 'dues', target: `${y}~${family.id}` });
  };
  const start = `${year}-${settings.yearStart}`;
  const lastStart = `${year - 1}-${settings.yearStart}`;
  // A lapsed family is one whose due date and grace are behind today.
  const canLapse = todayIso >= plusDays(duesDueDate(year, settings, start), settings.graceDays + 1);
  approved.forEach((family, index) => {
    write(year - 1, family, index % 9 === 4 ? 'lapsed' : 'paid', lastStart);
    const r = random();
    const status =
      index === 0
        ? 'due'
        : index % 11 === 3
          ? 'claimed'
          : index % 17 === 5
            ? 'waived'
            : r < 0.55
              ? 'paid'
              : canLapse && r < 0.7
                ? 'lapsed'
                : 'due';
    counts[status] += 1;
    write(year, family, status, start);
  });
  await writer.close();
  return { year, counts };
}
