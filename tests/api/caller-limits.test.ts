import { apiRoute } from '@edma/contract/api-paths';
import { BOOKINGS_API, type SaveBooking } from '@edma/contract/bookings';
import { PRIVACY_API } from '@edma/contract/privacy';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FamilyCaller } from '../../functions/src/auth/verify-caller.ts';
import { saveBooking } from '../../functions/src/bookings/handlers/save-booking.ts';
import type { ApiRequest } from '../../functions/src/http/api-request.ts';
import { DomainError } from '../../functions/src/errors/domain-error.ts';
import { cancelErasure, exportFamily, requestErasure } from '../../functions/src/privacy/handlers/privacy-handlers.ts';
import { counterIds, RATE_LIMITS, scaled } from '../../functions/src/rate-limit/fixed-window.ts';
import type { RateLimitScope } from '../../functions/src/store/rate-limit-docs.ts';
import { adminDb } from '../support/admin.ts';
import { apiUrl } from '../support/api-calls.ts';
import { approvedFamily, eventWithBookings, goingAnswer } from '../support/bookings.ts';
import { committeeMember } from '../support/committee.ts';
import { emulatorParam } from '../support/emulator-params.ts';
import { httpStatusOf, refusalHeaders } from '../../functions/src/http/refusal-status.ts';

/*
 * A family's costly or noisy actions, limited per signed-in caller (issue 32, item 6): the export,
 * the deletion request and the booking save answer 429 with Retry-After past their limit and change
 * nothing; a deletion asked and cancelled again and again, or a booking saved again as it was,
 * emails once. Run in-process as the router runs the handlers, with one check through the wire.
 */

const multiplier = Number(emulatorParam('RATE_LIMIT_MULTIPLIER') ?? 1);
const limitOf = (scope: RateLimitScope) => scaled(RATE_LIMITS[scope], multiplier);
const counters = () => adminDb().collection('rateLimits');
const TOO_MANY = 'Too many requests. Please wait a few minutes and try again.';

let committee: Awaited<ReturnType<typeof committeeMember>>;
beforeAll(async () => {
  // What the Functions emulator gives the functions; firebase-functions reads params from the environment.
  process.env.RATE_LIMIT_MULTIPLIER = String(multiplier);
  process.env.CONTACT_TO = emulatorParam('CONTACT_TO') ?? '';
  process.env.SITE_URL = emulatorParam('SITE_URL') ?? '';
  committee = await committeeMember('limits');
});

/** Counter ids for now, after waiting out a window about to end (so a test cannot straddle two). */
async function currentCounters(scope: RateLimitScope, uid: string) {
  const { windowMs } = limitOf(scope);
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return counterIds(scope, uid, Date.now(), windowMs);
}

const countOf = async (id: string) => ((await counters().doc(id).get()).get('count') as number | undefined) ?? 0;

/** The caller's window of `scope` full: their next call is one too many. */
async function atLimit(scope: RateLimitScope, uid: string) {
  const ids = await currentCounters(scope, uid);
  const { perClient, windowMs } = limitOf(scope);
  await counters()
    .doc(ids.client)
    .set({ scope, windowStart: ids.start, expireAt: Timestamp.fromMillis(ids.start + 2 * windowMs), count: perClient });
  return ids;
}

/** The 429 a call ends in, its Retry-After within the scope's window; the caller's count did not move. */
async function expectRefused(scope: RateLimitScope, clientId: string, call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const refused = error as DomainError;
  expect([httpStatusOf(refused), refused.message]).toEqual([429, TOO_MANY]);
  const retryAfter = Number(refusalHeaders(refused)['Retry-After']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limitOf(scope).windowMs / 1000);
  expect(await countOf(clientId)).toBe(limitOf(scope).perClient);
}

/** An approved family of an adult head and a child, the head signed in. */
async function family(prefix: string) {
  const made = await approvedFamily(prefix, [
    { name: 'Limit Head', dob: '1980-02-03' },
    { name: 'Limit Child', dob: '2016-04-05' },
  ]);
  const caller: FamilyCaller = { uid: made.uid, email: made.email, committee: false, familyId: made.familyId };
  return { ...made, caller, context: { caller, request: {} as ApiRequest } };
}

const exportRequest = (): ApiRequest => ({
  method: 'GET',
  route: PRIVACY_API.exportFamily.path,
  query: new URLSearchParams(),
  headers: {},
  rawBody: Buffer.alloc(0),
  ip: '127.0.0.1',
});

const exportAudits = async (familyId: string) =>
  (await adminDb().collection('auditLog').where('target', '==', `families/${familyId}`).where('action', '==', 'family.export').get()).size;

/** Service emails whose key starts so, by recipient. */
async function emailsWithKey(prefix: string) {
  const all = await adminDb().collection('contactMessages').where('kind', '==', 'service').get();
  return all.docs
    .filter((doc) => String(doc.get('key')).startsWith(prefix))
    .map((doc) => ({ key: String(doc.get('key')), email: String(doc.get('email')), subject: String(doc.get('subject')) }));
}

describe('limits per caller', () => {
  it('are far above what a family does', () => {
    expect(RATE_LIMITS['family-export']).toEqual({ windowMs: 3_600_000, perClient: 5, global: 100 });
    expect(RATE_LIMITS['erasure-request']).toEqual({ windowMs: 86_400_000, perClient: 5, global: 100 });
    expect(RATE_LIMITS['booking-save']).toEqual({ windowMs: 3_600_000, perClient: 30, global: 3000 });
  });

  it('the export: counted per caller, then 429 with Retry-After in-process and through the wire, building and logging nothing', async () => {
    const head = await family('limit-export');
    const ids = await currentCounters('family-export', head.uid);
    const made = await exportFamily(exportRequest(), head.caller);
    expect(made.headers?.['Content-Type']).toBe('application/zip');
    expect(await countOf(ids.client)).toBe(1);
    expect(await exportAudits(head.familyId)).toBe(1);

    await atLimit('family-export', head.uid);
    await expectRefused('family-export', ids.client, exportFamily(exportRequest(), head.caller));
    const response = await fetch(apiUrl(apiRoute(PRIVACY_API.exportFamily.path)), {
      headers: { Authorization: `Bearer ${head.token}` },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await response.json()).toEqual({ success: false, message: TOO_MANY });
    expect(await countOf(ids.client)).toBe(limitOf('family-export').perClient);
    expect(await exportAudits(head.familyId)).toBe(1);
  });

  it('the deletion request: asked and cancelled again and again, the committee and the family are emailed once; past the limit 429, changing nothing; a cancel is never refused', async () => {
    const head = await family('limit-erase');
    const ask = () => requestErasure(PRIVACY_API.requestErasure.request.parse({ confirm: 'DELETE' }), head.context);
    const cancel = () => cancelErasure(PRIVACY_API.cancelErasure.request.parse({}), head.context);
    const familyDoc = async () => (await adminDb().collection('families').doc(head.familyId).get()).data()!;
    for (let i = 0; i < 3; i += 1) {
      expect(await ask()).toMatchObject({ success: true });
      expect(await cancel()).toMatchObject({ success: true });
    }
    expect(await ask()).toMatchObject({ success: true });
    const emails = await emailsWithKey(`erasure-request.${head.familyId}.`);
    expect(emails.map((e) => [e.email, e.subject]).sort()).toEqual([
      [emulatorParam('CONTACT_TO'), 'A family asked to be deleted'],
      [head.email, 'Your family will be deleted from EDMA'],
    ]);

    const ids = await atLimit('erasure-request', head.uid);
    const before = await familyDoc();
    await expectRefused('erasure-request', ids.client, ask());
    expect(await familyDoc()).toEqual(before);
    expect(await emailsWithKey(`erasure-request.${head.familyId}.`)).toHaveLength(2);
    // The family keeps the right to change its mind whatever the count.
    expect(await cancel()).toMatchObject({ success: true });
    expect((await familyDoc()).erasure_request).toBeNull();
  });

  it('the booking save: saved again as the family was last told (a note, a diet, cancelled and booked back) emails nobody; past the limit 429, changing nothing', async () => {
    const eventId = await eventWithBookings(committee.token);
    const head = await family('limit-booking');
    const bookingRef = adminDb().collection('bookings').doc(`${eventId}~${head.familyId}`);
    const save = (answer: Partial<SaveBooking>, version: number) =>
      saveBooking(BOOKINGS_API.save.request.parse({ ...goingAnswer(eventId, head.memberIds), ...answer, version }), head.context);
    const bookingEmails = async () => (await emailsWithKey('booking-')).filter((e) => e.key.includes(`.${eventId}.${head.familyId}.`));

    await save({}, 0);
    await save({ note: 'We may be late' }, 1);
    await save({ answer: 'not-coming', members: [] }, 2);
    await save({}, 3);
    await save({ members: head.memberIds.map((memberId) => ({ memberId, meal: 'Veg sadhya', diets: ['vegan'] })) }, 4);
    expect((await bookingEmails()).map((e) => e.subject)).toEqual(['Booking confirmed: Onam Celebration']);
    // A change the email tells: one more.
    await save({ members: [{ memberId: head.memberIds[0]!, meal: 'Non-veg' }] }, 5);
    expect((await bookingEmails()).map((e) => e.subject).sort()).toEqual([
      'Booking changed: Onam Celebration',
      'Booking confirmed: Onam Celebration',
    ]);

    const ids = await atLimit('booking-save', head.uid);
    const before = (await bookingRef.get()).data();
    await expectRefused('booking-save', ids.client, save({ answer: 'not-coming', members: [] }, 6));
    expect((await bookingRef.get()).data()).toEqual(before);
    expect(await bookingEmails()).toHaveLength(2);
  });
});
