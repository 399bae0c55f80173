import { endpointUrl } from '@edma/contract/endpoint';
import { apiRoute } from '@edma/contract/api-paths';
import { associationToday } from '@edma/contract/dates';
import { MEMBERSHIP_API, MEMBERSHIP_TEXTS, membershipYearOf } from '@edma/contract/membership';
import { REFERENCE_ALPHABET } from '@edma/contract/money';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../functions/src/http/api-request.ts';
import { confirmDues } from '../../functions/src/membership/handlers/dues-committee.ts';
import { claimDues } from '../../functions/src/membership/handlers/dues-family.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, postJson } from '../support/api-calls.ts';
import { approvedFamily } from '../support/bookings.ts';
import { committeeMember } from '../support/committee.ts';
import {
  committeeList,
  duesOf,
  myDues,
  saveSettings,
  serviceEmails,
  SETTINGS,
  statementForm,
  writeDues,
  writtenFamilies,
} from '../support/membership.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * Membership dues through the API: the family sees its own and says it has paid, the committee
 * confirms, waives and changes the type, the bank statement confirms what it matches and lists the
 * rest; every refusal changes nothing.
 */

const YEAR = membershipYearOf(associationToday(), '04-01');
const REFERENCE = new RegExp(`^EDMA-${String(YEAR % 100).padStart(2, '0')}-[${REFERENCE_ALPHABET}]{4}$`);
const post = (endpoint: { path: string }, body: unknown, token: string) => postJson(apiRoute(endpoint.path), body, { token });

let committee: Awaited<ReturnType<typeof committeeMember>>;
let family: Awaited<ReturnType<typeof approvedFamily>>;
let other: Awaited<ReturnType<typeof approvedFamily>>;

beforeAll(async () => {
  committee = await committeeMember('dues');
  await saveSettings(committee.token);
  [family, other] = await Promise.all([approvedFamily('dues-family'), approvedFamily('dues-other')]);
});

describe('the committee sets it up', () => {
  it('reads back the settings with the defaults filled in, and refuses bad ones changing nothing', async () => {
    const read = await callEndpoint(MEMBERSHIP_API.settings, {}, { token: committee.token });
    expect(read.status).toBe(200);
    expect(read.body.settings).toEqual({ ...SETTINGS, bankDetails: SETTINGS.bankDetails });
    expect(read.body.current).toMatchObject({ year: YEAR, start: `${YEAR}-04-01`, dueDate: `${YEAR}-04-30` });

    const stored = (await adminDb().collection('membershipSettings').doc('current').get()).data();
    for (const bad of [
      { ...SETTINGS, yearStart: '02-29' },
      { ...SETTINGS, fees: { Gold: -1, Silver: 0, Other: 0 } },
      { ...SETTINGS, reminderDays: [7, 7] },
      { ...SETTINGS, bankDetails: '' },
    ]) {
      const refused = await post(MEMBERSHIP_API.saveSettings, { settings: bad }, committee.token);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const member = await post(MEMBERSHIP_API.saveSettings, { settings: SETTINGS }, family.token);
    expect(member.status).toBe(403);
    expect((await adminDb().collection('membershipSettings').doc('current').get()).data()).toEqual(stored);
  });
});

describe('the family', () => {
  it('sees this year’s dues (opened on its first look) with a reference, and says it has paid', async () => {
    const seen = await myDues(family.token);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ setUp: true, bankDetails: SETTINGS.bankDetails, earlier: [] });
    expect(seen.body.current).toMatchObject({ year: YEAR, type: 'Gold', amountPence: 3000, status: 'due', paidOn: null });
    expect(seen.body.current!.reference).toMatch(REFERENCE);
    const reference = seen.body.current!.reference as string;
    expect((await adminDb().collection('bankReferences').doc(reference).get()).data()).toEqual({
      kind: 'dues',
      target: `${YEAR}~${family.familyId}`,
    });
    // Read again: the same record.
    expect((await myDues(family.token)).body.current!.reference).toBe(reference);

    const claimed = await post(MEMBERSHIP_API.claim, { year: YEAR }, family.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ success: true, message: MEMBERSHIP_TEXTS.claimed, dues: { status: 'claimed' } });
    const stored = await duesOf(YEAR, family.familyId);
    expect(stored).toMatchObject({ status: 'claimed', claimedOn: associationToday() });
    expect(stored!.history.at(-1)).toMatchObject({ by: family.email, what: 'Said it has paid' });
  });

  it('answers the caller’s own dues whatever a request names; refuses the committee’s routes and bad input, changing nothing', async () => {
    await myDues(other.token);
    const before = await duesOf(YEAR, other.familyId);
    const own = (await myDues(family.token)).body.current!;
    // A request naming another family is about the caller's own: the server finds it from the sign-in.
    const named = await callApi(endpointUrl(apiRoute(MEMBERSHIP_API.mine.path), { familyId: other.familyId }), { token: family.token });
    expect([named.status, (named.body as { current: unknown }).current]).toEqual([200, own]);
    const claimed = await post(MEMBERSHIP_API.claim, { familyId: other.familyId, year: YEAR }, family.token);
    expect(claimed.body).toMatchObject({ success: true, dues: { reference: own.reference } });
    expect((await post(MEMBERSHIP_API.confirm, { familyId: other.familyId, year: YEAR }, other.token)).status).toBe(403);
    expect((await post(MEMBERSHIP_API.waive, { familyId: other.familyId, year: YEAR, reason: 'x' }, other.token)).status).toBe(403);
    expect((await post(MEMBERSHIP_API.type, { familyId: other.familyId, year: YEAR, type: 'Other' }, other.token)).status).toBe(403);
    expect((await callEndpoint(MEMBERSHIP_API.list, {}, { token: other.token })).status).toBe(403);
    const upload = await callApi(apiRoute(MEMBERSHIP_API.import.path), { token: other.token, body: statementForm('a,b\n1,2\n') });
    expect(upload.status).toBe(403);
    expect((await post(MEMBERSHIP_API.claim, { year: 'soon' }, other.token)).status).toBe(400);
    expect((await post(MEMBERSHIP_API.claim, { year: YEAR - 5 }, other.token)).status).toBe(404);
    // Signed out.
    expect((await callEndpoint(MEMBERSHIP_API.mine, {})).status).toBe(401);
    // The committee's claim does not make anyone a member of a family.
    expect((await myDues(committee.token)).status).toBe(403);
    expect(await duesOf(YEAR, other.familyId)).toEqual(before);
  });
});

describe('the committee works it', () => {
  it('confirms a claim (one receipt to the family), waives with a reason, changes the type', async () => {
    const confirmed = await post(MEMBERSHIP_API.confirm, { familyId: family.familyId, year: YEAR }, committee.token);
    expect(confirmed.body).toMatchObject({ success: true, message: MEMBERSHIP_TEXTS.confirmed('Head Person') });
    expect(await duesOf(YEAR, family.familyId)).toMatchObject({ status: 'paid', paidOn: associationToday() });
    const again = await post(MEMBERSHIP_API.confirm, { familyId: family.familyId, year: YEAR }, committee.token);
    expect(again.body).toMatchObject({ success: true, message: MEMBERSHIP_TEXTS.alreadyConfirmed });
    const receipts = await serviceEmails(`dues-receipt.${YEAR}.${family.familyId}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ email: family.email, subject: expect.stringContaining('Receipt: EDMA membership') });
    expect(receipts[0]!.message).toContain('£30.00');
    const seen = await myDues(family.token);
    expect(seen.body.current).toMatchObject({ status: 'paid', paidOn: associationToday() });

    // A paid year keeps its type and cannot be waived.
    const paid = await duesOf(YEAR, family.familyId);
    expect((await post(MEMBERSHIP_API.type, { familyId: family.familyId, year: YEAR, type: 'Silver' }, committee.token)).status).toBe(409);
    expect((await post(MEMBERSHIP_API.waive, { familyId: family.familyId, year: YEAR, reason: 'Hardship' }, committee.token)).status).toBe(
      409,
    );
    expect(await duesOf(YEAR, family.familyId)).toEqual(paid);

    const typed = await post(MEMBERSHIP_API.type, { familyId: other.familyId, year: YEAR, type: 'Silver' }, committee.token);
    expect(typed.body).toMatchObject({ success: true, message: MEMBERSHIP_TEXTS.typeChanged('Silver', 2000) });
    expect(await duesOf(YEAR, other.familyId)).toMatchObject({ type: 'Silver', amountPence: 2000, status: 'due' });
    expect((await post(MEMBERSHIP_API.waive, { familyId: other.familyId, year: YEAR, reason: '  ' }, committee.token)).status).toBe(400);
    const waived = await post(MEMBERSHIP_API.waive, { familyId: other.familyId, year: YEAR, reason: 'Hardship' }, committee.token);
    expect(waived.status).toBe(200);
    expect(await duesOf(YEAR, other.familyId)).toMatchObject({ status: 'waived', waivedReason: 'Hardship' });
    const waivedDoc = await duesOf(YEAR, other.familyId);
    expect((await post(MEMBERSHIP_API.confirm, { familyId: other.familyId, year: YEAR }, committee.token)).status).toBe(409);
    const claim = await post(MEMBERSHIP_API.claim, { year: YEAR }, other.token);
    expect(claim.body).toMatchObject({ success: true, message: MEMBERSHIP_TEXTS.waivedNothingToPay, dues: { status: 'waived' } });
    expect(await duesOf(YEAR, other.familyId)).toEqual(waivedDoc);
    expect((await post(MEMBERSHIP_API.confirm, { familyId: 'no-such-family', year: YEAR }, committee.token)).status).toBe(404);
  });

  it('ends a claim and a confirmation at the same moment in one paid record with one receipt', { timeout: 120_000 }, async () => {
    const families = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => approvedFamily(`dues-race${i}`)));
    for (const f of families) await myDues(f.token);
    const viaHttp = families.slice(0, 2);
    const inProcess = families.slice(2);
    // Two pairs over HTTP; four more at once at the handlers, as the router hands them over (the
    // Functions emulator starts a worker per concurrent request, too slow to race many).
    const context = <F extends { familyId?: string }>(uid: string, email: string, isCommittee: boolean, family = {} as F) => ({
      caller: { uid, email, committee: isCommittee, ...family },
      request: {} as ApiRequest,
    });
    await Promise.all([
      ...viaHttp.flatMap((f) => [
        post(MEMBERSHIP_API.claim, { year: YEAR }, f.token),
        post(MEMBERSHIP_API.confirm, { familyId: f.familyId, year: YEAR }, committee.token),
      ]),
      ...inProcess.flatMap((f) => [
        claimDues({ year: YEAR }, context(f.uid, f.email, false, { familyId: f.familyId })),
        confirmDues({ familyId: f.familyId, year: YEAR }, context(committee.uid, committee.email, true)),
      ]),
    ]);
    for (const f of families) {
      expect(await duesOf(YEAR, f.familyId), f.email).toMatchObject({ status: 'paid', paidOn: associationToday() });
      expect(await serviceEmails(`dues-receipt.${YEAR}.${f.familyId}`)).toHaveLength(1);
    }
  });

  it('lists the year by status with counts by town and type', { timeout: 180_000 }, async () => {
    const axminster = await writtenFamilies('dues-axm', 3, 'Axminster', 'Silver');
    const listed = await committeeList(committee.token);
    expect(listed.status).toBe(200);
    expect(listed.body.year).toBe(YEAR);
    const mine = listed.body.dues.filter((d) => axminster.some((f) => f.familyId === d.familyId));
    expect(mine.map((d) => [d.status, d.amountPence, d.town])).toEqual(axminster.map(() => ['due', 2000, 'Axminster']));
    expect(listed.body.byTown.Axminster!.due).toBeGreaterThanOrEqual(3);
    expect(listed.body.byType.Silver!.due).toBeGreaterThanOrEqual(3);
    const total = Object.values(listed.body.counts).reduce((a, b) => a + b, 0);
    expect(total).toBe(listed.body.dues.length);
  });

  it('lists a year with a damaged record: the rest shown and counted, the damaged one named', async () => {
    // A year long past, so no other test's families are in it.
    const year = YEAR - 7;
    const [family] = await writtenFamilies('dues-damaged', 1, 'Seaton', 'Gold');
    await writeDues(family!.familyId, year, 'paid');
    const damaged = adminDb().collection('dues').doc(`${year}~damaged-${family!.familyId}`);
    await damaged.set({ year, familyId: `damaged-${family!.familyId}`, status: 'mislaid', amountPence: 'thirty pounds' });
    try {
      const listed = await committeeList(committee.token, year);
      expect(listed.status).toBe(200);
      expect(listed.body.dues.map((d) => [d.familyId, d.status])).toEqual([[family!.familyId, 'paid']]);
      expect(listed.body.unreadable).toEqual([damaged.id]);
      expect(Object.values(listed.body.counts).reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await damaged.delete();
      await adminDb().collection('dues').doc(`${year}~${family!.familyId}`).delete();
    }
  });
});

describe('the bank statement import', () => {
  const columns = { date: 'Date', amount: 'Paid in', text: ['Description', 'Reference'] };
  let good: { familyId: string; reference: string }[];
  let short: { familyId: string; reference: string }[];
  let csv: string;

  /** A reference no family has: the year's prefix and a code not given. */
  async function unknownReference(i: number) {
    const code = [...Array(4)].map((_, j) => REFERENCE_ALPHABET[(i * 7 + j * 3) % REFERENCE_ALPHABET.length]).join('');
    const reference = `EDMA-${String(YEAR % 100).padStart(2, '0')}-${code}`;
    const taken = await adminDb().collection('bankReferences').doc(reference).get();
    return taken.exists ? `EDMA-${String((YEAR + 50) % 100).padStart(2, '0')}-${code}` : reference;
  }

  beforeAll(async () => {
    const written = await writtenFamilies('dues-bank', 85);
    await committeeList(committee.token);
    const withRefs = await Promise.all(
      written.map(async (f) => ({ familyId: f.familyId, reference: (await duesOf(YEAR, f.familyId))!.reference as string })),
    );
    good = withRefs.slice(0, 80);
    short = withRefs.slice(80);
    const lines: string[] = [];
    good.forEach((f, i) => {
      // The bank keeps references in many ways: lower case, spaces, run together, in the description.
      const styles = [f.reference, f.reference.toLowerCase(), f.reference.replace(/-/g, ' '), f.reference.replace(/-/g, '')];
      const text = i % 2 ? `"FASTER PAYMENT ${styles[i % 4]}",` : `"FP IN",${styles[i % 4]}`;
      lines.push(`0${(i % 9) + 1}/04/${YEAR},${i % 5 === 0 ? '35.00' : '30.00'},${text}`);
    });
    for (let i = 0; i < 10; i += 1) lines.push(`10/04/${YEAR},30.00,"MEMBERSHIP",${await unknownReference(i)}`);
    short.forEach((f) => lines.push(`11/04/${YEAR},£10.00,"PART PAYMENT",${f.reference}`));
    // Five families pay a second time, on another day.
    good.slice(0, 5).forEach((f) => lines.push(`12/04/${YEAR},30.00,"AGAIN",${f.reference}`));
    csv = `Date,Paid in,Description,Reference\n${lines.join('\n')}\n`;
  }, 120_000);

  it(
    'confirms exactly the 80 good lines and lists the 20 others with their reasons; again, confirms none',
    { timeout: 180_000 },
    async () => {
      expect(csv.trim().split('\n')).toHaveLength(101);
      const first = await callApi<{ confirmed: number; unmatched: number; lines: { outcome: string; reference: string | null }[] }>(
        apiRoute(MEMBERSHIP_API.import.path),
        { token: committee.token, body: statementForm(csv, columns) },
      );
      expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
      expect(first.body.confirmed).toBe(80);
      expect(first.body.unmatched).toBe(20);
      const reasons = (body: typeof first.body) =>
        body.lines
          .filter((l) => l.outcome !== 'confirmed')
          .reduce<Record<string, number>>((n, l) => ({ ...n, [l.outcome]: (n[l.outcome] ?? 0) + 1 }), {});
      expect(reasons(first.body)).toEqual({ 'unknown-reference': 10, 'short-amount': 5, 'already-paid': 5 });
      for (const f of good) expect((await duesOf(YEAR, f.familyId))?.status).toBe('paid');
      for (const f of short) expect((await duesOf(YEAR, f.familyId))?.status).toBe('due');
      const receipts = await serviceEmails(`dues-receipt.${YEAR}.`);
      expect(receipts.filter((r) => good.some((f) => r.familyId === f.familyId))).toHaveLength(80);

      const again = await callApi<typeof first.body>(apiRoute(MEMBERSHIP_API.import.path), {
        token: committee.token,
        body: statementForm(csv, columns),
      });
      expect(again.body.confirmed).toBe(0);
      expect(reasons(again.body)).toEqual({ 'already-imported': 80, 'unknown-reference': 10, 'short-amount': 5, 'already-paid': 5 });
      expect((await serviceEmails(`dues-receipt.${YEAR}.`)).filter((r) => good.some((f) => r.familyId === f.familyId))).toHaveLength(80);

      // The mapping is remembered: the next file's preview offers it.
      const preview = await callApi<{ columns: unknown; headers: string[]; rows: number }>(apiRoute(MEMBERSHIP_API.importPreview.path), {
        token: committee.token,
        body: statementForm(csv),
      });
      expect(preview.body).toMatchObject({ columns, headers: ['Date', 'Paid in', 'Description', 'Reference'], rows: 100 });
    },
  );

  it('refuses or reports hostile statements line by line, changing nothing it cannot match', { timeout: 120_000 }, async () => {
    const before = await Promise.all(short.map((f) => duesOf(YEAR, f.familyId)));
    const target = short[0]!.reference;
    const send = (body: FormData) =>
      callApi<Record<string, unknown>>(apiRoute(MEMBERSHIP_API.import.path), { token: committee.token, body });

    const huge = await send(
      statementForm(`Date,Paid in,Description,Reference\n${`01/04/${YEAR},30.00,x,${target}\n`.repeat(40_000)}`, columns),
    );
    expect([huge.status, huge.body.message]).toEqual([413, MEMBERSHIP_TEXTS.tooLarge]);
    const wrong = await send(statementForm(`When,Amount,Memo\n01/04/${YEAR},30.00,${target}\n`, columns));
    expect([wrong.status, wrong.body.message]).toEqual([400, MEMBERSHIP_TEXTS.missingColumn('Date')]);
    const binary = await send(statementForm(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), columns));
    expect(binary.status).toBe(400);
    const noColumns = await send(statementForm(`Date,Paid in,Description,Reference\n01/04/${YEAR},30.00,x,${target}\n`));
    expect(noColumns.status).toBe(400);

    // Formulas are text, never amounts; a payment out is not a payment in; UTF-16 reads like UTF-8.
    const hostile = [
      'Date,Paid in,Description,Reference',
      `01/04/${YEAR},=30+0,"=HYPERLINK(""http://evil"")",${target}`,
      `01/04/${YEAR},-30.00,REFUND,${target}`,
      `01/04/${YEAR},@SUM(A1),x,${target}`,
      `01/04/${YEAR},30.00,"=cmd|' /C calc'!A0",no reference here`,
    ].join('\r\n');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(hostile, 'utf16le')]);
    const reported = await send(statementForm(utf16, columns));
    expect(reported.status).toBe(200);
    expect((reported.body.lines as { outcome: string }[]).map((l) => l.outcome)).toEqual([
      'unreadable-amount',
      'not-a-payment',
      'unreadable-amount',
      'no-reference',
    ]);
    expect(await Promise.all(short.map((f) => duesOf(YEAR, f.familyId)))).toEqual(before);
  });
});
