import { MEMBERSHIP_API, type DuesStatus, type MembershipSettingsInput } from '@edma/contract/membership';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './admin.ts';
import { uniqueGmail } from './test-data.ts';
import { callEndpoint } from './call-endpoint.ts';

export const SETTINGS: MembershipSettingsInput = {
  yearStart: '04-01',
  payWithinDays: 30,
  fees: { Gold: 3000, Silver: 2000, Other: 1000 },
  bankDetails: 'EDMA\nSort code 12-34-56\nAccount 12345678',
  reminderDays: [30, 7, 1],
  graceDays: 30,
  lapsedInDirectory: true,
};

export async function saveSettings(token: string, settings: MembershipSettingsInput = SETTINGS) {
  const saved = await callEndpoint(MEMBERSHIP_API.saveSettings, { settings }, { token });
  if (saved.status !== 200) throw new Error(`Membership settings: HTTP ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** Approved families written straight into Firestore (no sign-in: the committee's and the job's side only). */
export async function writtenFamilies(prefix: string, count: number, town = 'Seaton', type = 'Gold') {
  const db = adminDb();
  const ids: { familyId: string; email: string }[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 200); i += 1) {
      const family = db.collection('families').doc();
      const email = uniqueGmail(`${prefix}${i}`);
      batch.set(family, {
        house_no: String(i + 1),
        address_line: 'Harbour Road',
        location: town,
        postal_code: 'EX12 2AA',
        membership_type: type,
        member_emails: [email],
        approval: 'approved',
        created_at: FieldValue.serverTimestamp(),
      });
      batch.set(family.collection('members').doc(), {
        name: `${prefix} head ${i}`,
        email,
        phone: '',
        dob: null,
        photo_path: null,
        photo_public: false,
        order: 0,
      });
      ids.push({ familyId: family.id, email });
    }
    await batch.commit();
  }
  return ids;
}

export async function duesOf(year: number, familyId: string) {
  return (await adminDb().collection('dues').doc(`${year}~${familyId}`).get()).data() ?? null;
}

export async function serviceEmails(keyPrefix: string) {
  const all = await adminDb().collection('contactMessages').where('kind', '==', 'service').get();
  return all.docs.filter((doc) => String(doc.get('key')).startsWith(keyPrefix)).map((doc) => doc.data());
}

export const myDues = (token: string) => callEndpoint(MEMBERSHIP_API.mine, {}, { token });

export const committeeList = (token: string, year?: number) => callEndpoint(MEMBERSHIP_API.list, { year }, { token });

export function statementForm(csv: string | Buffer, columns?: unknown, filename = 'statement.csv'): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv)], { type: 'text/csv' }), filename);
  if (columns !== undefined) form.set('columns', JSON.stringify(columns));
  return form;
}

/** A reference in the dues' format (`EDMA-27-7KQ4`), unique enough for a test's own records. */
const testReference = (year: number) =>
  `EDMA-${String(year % 100).padStart(2, '0')}-${Array.from({ length: 4 }, () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 30)]).join('')}`;

/**
 * A family's dues record written straight into Firestore, complete as the daily job writes one (the
 * console's list reads every field), in `status`; `lapsedAt` (yyyy-MM-dd) records when it lapsed;
 * `fields` sets any field otherwise (a claim's date, a history naming the member who claimed).
 */
export async function writeDues(
  familyId: string,
  year: number,
  status: DuesStatus,
  lapsedAt?: string,
  fields: Record<string, unknown> = {},
) {
  const history = lapsedAt ? [{ at: `${lapsedAt}T09:00:00.000Z`, by: 'daily job', what: 'Lapsed: not paid' }] : [];
  await adminDb()
    .collection('dues')
    .doc(`${year}~${familyId}`)
    .set({
      year,
      familyId,
      type: 'Gold',
      amountPence: 3000,
      status,
      reference: testReference(year),
      openedOn: `${year}-04-01`,
      dueDate: `${year}-04-30`,
      claimedOn: status === 'claimed' ? `${year}-04-10` : null,
      paidOn: status === 'paid' ? `${year}-04-12` : null,
      waivedReason: status === 'waived' ? 'Hardship' : null,
      history,
      updatedAt: FieldValue.serverTimestamp(),
      ...fields,
    });
}
