import { endpointUrl } from '@edma/contract/endpoint';
import { CONSOLE_MESSAGE_API } from '@edma/contract/console-messages';
import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import { associationToday } from '@edma/contract/dates';
import { apiRoute } from '@edma/contract/api-paths';
import { ADULTS_ONLY_MESSAGE, PRIVACY_API } from '@edma/contract/privacy';
import { Timestamp } from 'firebase-admin/firestore';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, clockFor } from '../../functions/src/store/clock.ts';
import { DAILY_STEPS, runDailyJob } from '../../functions/src/daily/daily-job.ts';
import { FAMILY_DATA_COLLECTIONS } from '../../functions/src/privacy/family-holdings.ts';
import { adminDb, storedFiles } from '../support/admin.ts';
import { callApiRaw, callApi, postJson } from '../support/api-calls.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import { googleSignIn } from '../support/auth-tokens.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { familyInEveryFeature, OTHER_PAYER } from '../support/privacy.ts';
import { everythingStored, familyState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * A family's rights over its data: the export holds everything kept about it (an inventory of the
 * whole database, this file's own project, proves it), any erasure leaves nothing of it anywhere but anonymised accounts, a
 * family's own deletion waits 7 days and can be cancelled, and retention runs on an injected clock.
 */

const SITE = 'https://edma.example';

/**
 * Collections that may hold a family's id (never its names, addresses or photos), with why they
 * are not part of its export. Anything else holding the family's id or an address of it must be in
 * FAMILY_DATA_COLLECTIONS (read by the export and the erasure).
 */
const NOT_FAMILY_DATA: Record<string, string> = {
  publicDirectory: 'the public answer itself, rebuilt from families (what anyone sees)',
  bankReferences: 'a reference reserved once, pointing at a booking or dues record by id',
};

const erase = (familyId: string, token: string) => callEndpoint(CONSOLE_FAMILY_API.erase, { familyId, confirm: familyId }, { token });

/** Every stored document (by path) whose JSON holds one of `needles`, and every file whose name does. */
async function holding(needles: readonly string[]) {
  const stored = await everythingStored();
  const docs = Object.entries(stored.documents)
    .filter(([, data]) => needles.some((n) => JSON.stringify(data).toLowerCase().includes(n.toLowerCase())))
    .map(([p]) => p);
  const files = stored.files.filter((f) => needles.some((n) => f.includes(n)));
  return { docs, files, documents: stored.documents };
}

type Seeded = Awaited<ReturnType<typeof familyInEveryFeature>>;

/** The seeded bank import's unmatched lines as stored: the family's two, then another payer's. */
async function importedLines(seeded: Seeded) {
  const stored = (await adminDb().collection('bankImports').doc(seeded.bankImportId).get()).data()!;
  const lines = stored.unmatchedLines as {
    line: number;
    date: string;
    amountPence: number;
    text: string;
    reason: string;
    familyId?: string | null;
  }[];
  return { stored, lines: lines.map((l) => ({ ...l, familyId: l.familyId ?? null })) };
}

/** After any erasure: the import keeps its counts, dates, amounts and reasons, and the other payer's line; the family's words are gone. */
async function expectImportKeptWithoutFamily(seeded: Seeded) {
  const { stored, lines } = await importedLines(seeded);
  expect(stored).toMatchObject({ lines: 3, confirmed: 0, unmatched: 3, fileName: expect.stringMatching(/^statement-.+\.csv$/) });
  expect(lines).toEqual([
    expect.objectContaining({ line: 2, amountPence: 3000, reason: 'already-paid', text: 'erased', familyId: null }),
    expect.objectContaining({ line: 3, amountPence: 1500, reason: 'no-reference', text: 'erased', familyId: null }),
    expect.objectContaining({ line: 4, amountPence: 3000, reason: 'unknown-reference', text: expect.stringContaining(OTHER_PAYER) }),
  ]);
  expect(lines.map((l) => l.date)).toEqual([
    expect.stringContaining('2026'),
    expect.stringContaining('2026'),
    expect.stringContaining('2026'),
  ]);
  expect(JSON.stringify(stored).toLowerCase()).not.toContain(seeded.tag.toLowerCase());
  expect(JSON.stringify(stored)).not.toContain(seeded.familyId);
}

/** Before: the import's first two lines name the family, the third another payer. */
async function expectImportNamingFamily(seeded: Seeded) {
  const { lines } = await importedLines(seeded);
  expect(lines.map((l) => l.reason)).toEqual(['already-paid', 'no-reference', 'unknown-reference']);
  expect(lines.map((l) => l.text.includes(seeded.tag.toUpperCase()))).toEqual([true, true, false]);
}

/** The caller's family's export; `named`: the family the request names (the server goes by the sign-in). */
async function download(token: string, named?: string) {
  return callApiRaw(endpointUrl(apiRoute(PRIVACY_API.exportFamily.path), named ? { familyId: named } : {}), { token });
}

function unzipped(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'export-'));
  writeFileSync(join(dir, 'export.zip'), bytes);
  execFileSync('unzip', ['-q', join(dir, 'export.zip'), '-d', join(dir, 'x')]);
  return join(dir, 'x');
}

describe('export: "Download our family\'s data"', () => {
  it('holds every document and file kept about the family, in JSON and CSV, and is logged (inventory)', { timeout: 300_000 }, async () => {
    const seeded = await familyInEveryFeature();
    const response = await download(seeded.headToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const dir = unzipped(response.bytes);

    const found = await holding([seeded.familyId, ...seeded.emails]);
    const exported = (name: string) =>
      existsSync(join(dir, `${name}.json`)) ? (JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as { id: string }[]) : [];
    const problems: string[] = [];
    for (const docPath of found.docs) {
      const segments = docPath.split('/');
      const top = segments[0]!;
      if (top in NOT_FAMILY_DATA) continue;
      if (!(FAMILY_DATA_COLLECTIONS as readonly string[]).includes(top)) {
        problems.push(`${docPath}: collection ${top} holds the family's data but is neither exported nor allow-listed`);
        continue;
      }
      // families/{id} is family.json; its subcollections are members.json, memberAdds.json.
      const part = segments.length === 2 ? (top === 'families' ? 'family' : top) : segments.at(-2)!;
      if (!exported(part).some((row) => row.id === segments.at(-1))) problems.push(`${docPath} is not in ${part}.json`);
      if (!existsSync(join(dir, `${part}.csv`))) problems.push(`${part}.csv is missing`);
    }
    expect(problems).toEqual([]);
    // Its photos, as stored.
    for (const file of await storedFiles(`photos/${seeded.familyId}/`)) expect(existsSync(join(dir, file)), file).toBe(true);
    // Consents and choices, bookings, dues, messages sent from its addresses and emails sent to it are there.
    expect(exported('members').map((m) => (m as unknown as { name: string }).name)).toEqual(seeded.names);
    expect(exported('bookings')).toHaveLength(2);
    expect(exported('dues')).toHaveLength(1);
    // Its lines of the bank import, not the other payer's.
    const imports = exported('bankImports') as unknown as { id: string; lines: { reason: string; text: string }[] }[];
    expect(imports.find((i) => i.id === seeded.bankImportId)?.lines.map((l) => l.reason)).toEqual(['already-paid', 'no-reference']);
    expect(JSON.stringify(imports)).not.toContain(OTHER_PAYER);
    // The line whose reference was the family's dues carries the family, so its erasure finds it whatever the text.
    expect((await importedLines(seeded)).lines.map((l) => l.familyId)).toEqual([seeded.familyId, null, null]);
    const messages = exported('contactMessages') as unknown as { kind?: string; email: string }[];
    expect(messages.some((m) => !m.kind && m.email === seeded.emails[0])).toBe(true);
    expect(messages.some((m) => m.kind === 'approval' || m.kind === 'service')).toBe(true);
    const audit = await adminDb().collection('auditLog').where('target', '==', `families/${seeded.familyId}`).get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('family.export');
  });

  it('is never another family’s: a request naming this family gets the caller’s own; anonymous callers 401, accounts no family holds 403; this family’s log unchanged', async () => {
    // Any other signed-in family: a plain one is enough.
    const [seeded, other, stranger] = await Promise.all([
      familyInEveryFeature(),
      familyWithSignedInHead('other'),
      googleSignIn(uniqueGmail('no-family')),
    ]);
    const audits = async () => (await adminDb().collection('auditLog').where('target', '==', `families/${seeded.familyId}`).get()).size;
    const before = await audits();
    const named = await download(other.token, seeded.familyId);
    expect(named.status).toBe(200);
    expect(named.headers.get('content-disposition')).toContain(`edma-family-${other.familyId}-`);
    expect(named.headers.get('content-disposition')).not.toContain(seeded.familyId);
    expect((await callApiRaw(endpointUrl(apiRoute(PRIVACY_API.exportFamily.path), { familyId: seeded.familyId }))).status).toBe(401);
    const refused = await callApi(endpointUrl(apiRoute(PRIVACY_API.exportFamily.path), { familyId: seeded.familyId }), {
      token: stranger.token,
    });
    expect([refused.status, refused.body.message]).toEqual([403, NOT_REGISTERED_MESSAGE]);
    expect(await audits()).toBe(before);
  });
});

describe('erasure leaves nothing behind', () => {
  it(
    'after the console erases a family seeded into every feature, no document or file holds its names, emails, phones or photos; the accounts still add up',
    { timeout: 300_000 },
    async () => {
      const seeded = await familyInEveryFeature();
      const db = adminDb();
      const paidBooking = (await db.collection('bookings').doc(`${seeded.events.paid}~${seeded.familyId}`).get()).data()!;
      const placesBefore = (await db.collection('bookingEvents').doc(seeded.events.unpaid).get()).get('placesTaken') as number;
      const needles = [seeded.tag, ...seeded.emails, ...seeded.phones, ...seeded.photoPaths];
      expect((await holding(needles)).docs.length).toBeGreaterThan(8);
      await expectImportNamingFamily(seeded);

      const response = await erase(seeded.familyId, seeded.committee.token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);

      const left = await holding(needles);
      expect(left.docs.map((p) => `${p}: ${JSON.stringify(left.documents[p]).slice(0, 300)}`)).toEqual([]);
      expect(left.files).toEqual([]);
      expect(await storedFiles(`photos/${seeded.familyId}/`)).toEqual([]);
      // The approval email and the contact message are gone from the console's list too.
      const listed = await callApi(apiRoute(CONSOLE_MESSAGE_API.list.path), { token: seeded.committee.token });
      expect(JSON.stringify(listed.body)).not.toContain(seeded.tag);

      await expectImportKeptWithoutFamily(seeded);
      // The accounts: the paid booking keeps its amount, reference and people; the dues their amount.
      const kept = (await db.collection('bookings').doc(`${seeded.events.paid}~${seeded.familyId}`).get()).data()!;
      expect(kept).toMatchObject({
        amountPence: paidBooking.amountPence,
        reference: paidBooking.reference,
        paid: true,
        people: 3,
        note: '',
      });
      expect(kept.amountPence).toBeGreaterThan(0);
      expect((kept.members as { memberId: string }[]).every((m) => m.memberId === '')).toBe(true);
      expect((await db.collection('bookingHealth').doc(`${seeded.events.paid}~${seeded.familyId}`).get()).exists).toBe(false);
      const dues = (await db.collection('dues').doc(seeded.duesId).get()).data()!;
      expect(dues).toMatchObject({ amountPence: 3000, status: 'paid', paidOn: '2026-04-03' });
      expect((await db.collection('bankLines').where('duesId', '==', seeded.duesId).get()).docs.map((d) => d.get('amountPence'))).toEqual([
        3000,
      ]);
      // The unpaid booking is gone and its places freed.
      expect((await db.collection('bookings').doc(`${seeded.events.unpaid}~${seeded.familyId}`).get()).exists).toBe(false);
      expect((await db.collection('bookingEvents').doc(seeded.events.unpaid).get()).get('placesTaken')).toBe(placesBefore - 2);
      // Someone else on the same announcement is still on it.
      expect((await db.collection('announcements').doc(`ann-${seeded.tag}`).get()).get('recipients')).toEqual(['someone@example.org']);
    },
  );
});

describe('"Delete our family": 7 days to change their mind, then the same erasure', () => {
  it(
    'only an adult of the family asks; it can be cancelled; the committee is told; the daily job erases on the day',
    { timeout: 300_000 },
    async () => {
      const seeded = await familyInEveryFeature();
      const ask = (token: string, confirm = 'DELETE') => callEndpoint(PRIVACY_API.requestErasure, { confirm }, { token });
      const cancel = (token: string) => callEndpoint(PRIVACY_API.cancelErasure, {}, { token });
      const before = await familyState(seeded.familyId);
      await expectImportNamingFamily(seeded);

      // Refusals change nothing: an unconfirmed request, an account no family holds, a child of the family.
      expect((await ask(seeded.headToken, 'yes')).status).toBe(400);
      const stranger = await googleSignIn(uniqueGmail('no-family'));
      const named = await postJson(
        apiRoute(PRIVACY_API.requestErasure.path),
        { familyId: seeded.familyId, confirm: 'DELETE' },
        { token: stranger.token },
      );
      expect([named.status, named.body.message]).toEqual([403, NOT_REGISTERED_MESSAGE]);
      const db = adminDb();
      const childEmail = `child.${seeded.tag.toLowerCase()}@gmail.com`;
      const child = db.collection('families').doc(seeded.familyId).collection('members').doc(seeded.memberIds[2]!);
      await child.update({ email: childEmail });
      await db
        .collection('families')
        .doc(seeded.familyId)
        .update({ member_emails: [...seeded.emails.slice(0, 2), childEmail] });
      // The email index, as an edit of the child's email writes it: the server finds the child's family there.
      await db
        .collection('memberEmails')
        .doc(createHash('sha256').update(childEmail).digest('hex'))
        .set({ email: childEmail, familyId: seeded.familyId });
      const childToken = (await googleSignIn(childEmail)).token;
      const refused = await ask(childToken);
      expect([refused.status, refused.body.message]).toEqual([403, ADULTS_ONLY_MESSAGE]);
      expect((await cancel(seeded.headToken)).status).toBe(409);
      const state = await familyState(seeded.familyId);
      expect(state.family?.erasure_request ?? null).toBeNull();
      expect(state.members.map((m) => m.name)).toEqual(before.members.map((m) => m.name));

      // Asked, then cancelled, then asked again.
      const today = associationToday();
      const asked = await ask(seeded.spouseToken);
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      expect(asked.body.due).toBe(addDays(today, 7));
      const emails = await db.collection('contactMessages').where('familyId', '==', seeded.familyId).get();
      expect(emails.docs.map((d) => d.get('subject'))).toEqual(
        expect.arrayContaining(['A family asked to be deleted', 'Your family will be deleted from EDMA']),
      );
      expect((await cancel(seeded.headToken)).status).toBe(200);
      expect((await familyState(seeded.familyId)).family?.erasure_request).toBeNull();
      expect((await ask(seeded.headToken)).status).toBe(200);

      // The daily job: nothing the day before, everything on the day.
      const steps = DAILY_STEPS.filter((s) => s.name === 'familyErasures');
      await runDailyJob({ ...clockFor(addDays(today, 6)), siteUrl: SITE }, steps);
      expect((await familyState(seeded.familyId)).family).not.toBeNull();
      const report = await runDailyJob({ ...clockFor(addDays(today, 7)), siteUrl: SITE }, steps);
      expect(report.steps.familyErasures).toMatchObject({ erased: expect.any(Number) });
      expect((await familyState(seeded.familyId)).family).toBeNull();
      const left = await holding([seeded.tag, ...seeded.emails, ...seeded.phones, ...seeded.photoPaths]);
      expect(left.docs).toEqual([]);
      expect(left.files).toEqual([]);
      await expectImportKeptWithoutFamily(seeded);
      const run = await db
        .collection('auditLog')
        .doc(`retention.family-erasures.${addDays(today, 7)}`)
        .get();
      expect(run.get('actor.uid')).toBe('daily-job');
    },
  );
});

describe('retention', () => {
  it('deletes contact messages older than the period (12 months by default) and lists the run in the audit log', async () => {
    const db = adminDb();
    const today = associationToday();
    const clock = clockFor(today);
    const month = 30.5 * 86_400_000;
    const old = db.collection('contactMessages').doc();
    const recent = db.collection('contactMessages').doc();
    const message = { name: 'Visitor', email: 'visitor@example.org', message: 'Hello', delivery: { state: 'sent', attempts: 1 } };
    await old.set({ ...message, createdAt: Timestamp.fromMillis(clock.nowMs - 13 * month) });
    await recent.set({ ...message, createdAt: Timestamp.fromMillis(clock.nowMs - 11 * month) });
    const steps = DAILY_STEPS.filter((s) => s.name === 'messageRetention');
    await runDailyJob({ ...clock, siteUrl: SITE }, steps);
    expect((await old.get()).exists).toBe(false);
    expect((await recent.get()).exists).toBe(true);
    const run = await db.collection('auditLog').doc(`retention.contact-messages.${today}`).get();
    expect(run.get('details')).toMatchObject({ months: 12 });
    expect(run.get('details.deleted')).toBeGreaterThanOrEqual(1);
    await recent.delete();
  });
});
