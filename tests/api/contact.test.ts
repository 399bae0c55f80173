import { apiRoute } from '@edma/contract/api-paths';
import { CONTACT_API } from '@edma/contract/contact';
import { MAX_MESSAGE_TEXT } from '@edma/contract/limits';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_SWEEP,
  deliverContactMessage,
  FAILED_ALERT,
  failedContactMessages,
  retryDueContactMessages,
} from '../../functions/src/email/outbox-delivery.ts';
import { INTERRUPTED_ERROR, SEND_LEASE_MS } from '../../functions/src/email/delivery-policy.ts';
import type { SmtpSettings } from '../../functions/src/email/smtp-settings.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, postJson } from '../support/api-calls.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { caughtEmails, emailSource, waitFor, waitForEmail } from '../support/mail-inbox.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const messages = () => adminDb().collection('contactMessages');
const byName = async (name: string) =>
  (await messages().where('name', '==', name).get()).docs.map((doc) => ({ id: doc.id, data: doc.data() }));

describe('POST contact', () => {
  it('stores the message and emails it to the association', async () => {
    const name = `Visitor ${randomUUID().slice(0, 8)}`;
    const response = await callEndpoint(CONTACT_API.send, {
      name,
      email: 'visitor@example.org',
      message: 'When is the Onam celebration?',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Message sent successfully!' });

    // The trigger's first run starts a worker of the Functions emulator, which takes seconds on a busy
    // machine: wait for the delivery it records, then for the email it sent.
    const [doc] = await waitFor(
      () => byName(name),
      (docs) => docs[0]?.data.delivery?.state === 'sent',
      45_000,
    );
    const email = await waitForEmail((e) => e.subject === `Website message from ${name}`);
    expect(email.to.map((t) => t.address)).toEqual(['committee@edma.local']);
    expect(email.from.map((f) => f.address)).toEqual(['website@edma.local']);
    expect(await emailSource(email.id)).toMatch(/^Reply-To: .*<visitor@example\.org>\r?$/m);
    expect(email.text).toContain('When is the Onam celebration?');

    expect(doc!.data).toMatchObject({
      name,
      email: 'visitor@example.org',
      message: 'When is the Onam celebration?',
      delivery: { state: 'sent', attempts: 1 },
    });
    expect(doc!.data.createdAt).toBeInstanceOf(Timestamp);
    expect(doc!.data.delivery.sentAtMs).toBeGreaterThan(0);
    // Once, and with the same Message-ID any later attempt would carry.
    const copies = (await caughtEmails()).filter((e) => e.subject === `Website message from ${name}`);
    expect(copies).toHaveLength(1);
    expect(await emailSource(copies[0]!.id)).toMatch(new RegExp(`^Message-ID: <contact\\.${doc!.id}@edma\\.local>\\r?$`, 'mi'));
  });

  it.each([
    ['no name', { name: ' ', email: 'a@b.org', message: 'x' }, 400, 'Name is required.'],
    ['a bad email', { name: 'N', email: 'not-an-email', message: 'x' }, 400, 'Enter a valid email address.'],
    ['no message', { name: 'N', email: 'a@b.org', message: '' }, 400, 'Message is required.'],
    ['a message too long', { name: 'N', email: 'a@b.org', message: 'm'.repeat(MAX_MESSAGE_TEXT + 1) }, 400, `message: Too big`],
    ['a wrong type', { name: 'N', email: 'a@b.org', message: 42 }, 400, 'message: Invalid input'],
  ])('refuses %s and stores nothing', async (_, body, status, message) => {
    const before = (await messages().count().get()).data().count;
    const response = await postJson(apiRoute(CONTACT_API.send.path), body);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false });
    expect(String(response.body.message)).toContain(message);
    expect((await messages().count().get()).data().count).toBe(before);
  });

  it('refuses bodies that are not a JSON object, and oversized ones', async () => {
    const before = (await messages().count().get()).data().count;
    const cases: Array<[string, Record<string, string>, number]> = [
      ['name=a&email=b', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
      ['["a", "b"]', { 'Content-Type': 'application/json' }, 400],
      [JSON.stringify({ name: 'a', email: 'a@b.org', message: 'x'.repeat(70_000) }), { 'Content-Type': 'application/json' }, 413],
    ];
    for (const [body, headers, status] of cases) {
      const response = await callApi(apiRoute(CONTACT_API.send.path), { body, headers });
      expect(response.status, body.slice(0, 20)).toBe(status);
      expect(response.body).toMatchObject({ success: false });
    }
    // Unparseable JSON is refused by the platform's body parser before the function runs, in the API's own words.
    const malformed = await callApi(apiRoute(CONTACT_API.send.path), {
      body: '{"name": "a",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    expect((await messages().count().get()).data().count).toBe(before);
  });
});

/** A local port where nothing listens, so an SMTP connection is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('delivering contact emails', () => {
  const FAR = Date.now() + 365 * 24 * 3600_000;
  const HOUR = 3600_000;
  let catcher: SmtpSettings;
  let broken: SmtpSettings;

  beforeAll(async () => {
    const mailPort = Number(new URL(emulatorEnv.mailUrl).port) - 1080 + 1025;
    catcher = {
      host: '127.0.0.1',
      port: mailPort,
      secure: false,
      user: '',
      password: '',
      from: 'website@edma.local',
      to: 'committee@edma.local',
    };
    broken = { ...catcher, port: await closedPort() };
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  // A sweep with a clock a year ahead acts on every open message: these tests start from an outbox
  // that holds only their own (other files' emails, long since checked, would be sent first).
  beforeEach(async () => {
    const open = await messages().where('delivery.state', 'in', ['pending', 'retrying', 'sending']).get();
    await Promise.all(open.docs.map((doc) => doc.ref.delete()));
    // As before the first sweep of a deployment that still holds messages without a due time.
    await adminDb().collection(DELIVERY_SWEEP).doc('legacy').delete();
  });

  /**
   * A stored message that the trigger leaves alone (it makes first attempts only, of `pending`
   * messages): a retry due at FAR, so only the calls below (with a clock past FAR) send it.
   */
  async function heldMessage(
    name: string,
    delivery: Record<string, unknown> = { state: 'retrying', attempts: 0, nextAttemptAtMs: FAR, dueAtMs: FAR },
  ) {
    const ref = await messages().add({
      name,
      email: 'held@example.org',
      message: 'Please call me back.',
      createdAt: Timestamp.now(),
      delivery,
    });
    // Give the creation trigger its chance to (correctly) skip the message.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await ref.get()).get('delivery')).toEqual(delivery);
    return ref;
  }

  const emailsTitled = async (name: string) => (await caughtEmails()).filter((e) => e.subject === `Website message from ${name}`);

  it('records a failed send, retries it hours later and records the delivery', async () => {
    const name = `Retry ${randomUUID().slice(0, 8)}`;
    const ref = await heldMessage(name);

    const failed = await deliverContactMessage(ref.id, broken, { maxAttempts: 3, sender: 'sweep', nowMs: FAR + 1 });
    expect(failed).toMatchObject({ state: 'retrying', attempts: 1 });
    const afterFailure = (await ref.get()).get('delivery');
    expect(afterFailure).toMatchObject({
      state: 'retrying',
      attempts: 1,
      lastAttemptAtMs: expect.any(Number),
      nextAttemptAtMs: expect.any(Number),
    });
    expect(afterFailure.nextAttemptAtMs - afterFailure.lastAttemptAtMs).toBeGreaterThanOrEqual(15 * 60_000);
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Neither the trigger nor an early sweep retries it...
    expect(
      await deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'trigger', nowMs: afterFailure.nextAttemptAtMs }),
    ).toBeNull();
    expect(
      await deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'sweep', nowMs: afterFailure.nextAttemptAtMs - 60_000 }),
    ).toBeNull();
    // ...the sweep does, when it is due.
    const outcomes = await retryDueContactMessages(catcher, { maxAttempts: 3, nowMs: afterFailure.nextAttemptAtMs });
    expect(outcomes.find((o) => o.id === ref.id)?.delivery).toMatchObject({ state: 'sent', attempts: 2 });
    const delivered = (await ref.get()).get('delivery');
    expect(delivered).toMatchObject({ state: 'sent', attempts: 2, lastError: afterFailure.lastError, sentAtMs: expect.any(Number) });
    await waitForEmail((e) => e.subject === `Website message from ${name}`);

    // A sent message is never sent again.
    expect(await deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'sweep', nowMs: FAR * 2 })).toBeNull();
    expect(await emailsTitled(name)).toHaveLength(1);
  });

  it('ends quietly when the message is erased while it is being sent, recording nothing', async () => {
    const ref = await heldMessage(`Erased ${randomUUID().slice(0, 8)}`);
    // An SMTP server that, once connected, sees the message erased (a family's erasure, the
    // retention sweep) and then drops the connection.
    const server = createServer((socket) => {
      void ref.delete().then(() => socket.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const erasing = { ...catcher, port: (server.address() as { port: number }).port };
    try {
      const outcome = await deliverContactMessage(ref.id, erasing, { maxAttempts: 3, sender: 'sweep', nowMs: FAR + 1 });
      expect(outcome).toMatchObject({ state: 'retrying', attempts: 1 });
      expect((await ref.get()).exists).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('marks a message failed after the last attempt, logs an alert and lists it for the committee', async () => {
    const alerts = vi.spyOn(logger, 'error');
    const ref = await heldMessage(`Failing ${randomUUID().slice(0, 8)}`);
    let now = FAR + 1;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const outcome = await deliverContactMessage(ref.id, broken, { maxAttempts: 3, sender: 'sweep', nowMs: now });
      expect(outcome).toMatchObject({ attempts: attempt, state: attempt < 3 ? 'retrying' : 'failed' });
      now = outcome!.nextAttemptAtMs ?? now + 24 * HOUR;
    }
    const stored = (await ref.get()).data()!;
    expect(stored).toMatchObject({
      message: 'Please call me back.',
      delivery: { state: 'failed', attempts: 3, failedAtMs: expect.any(Number) },
    });
    expect(stored.delivery.lastError).toBeTruthy();
    expect(alerts).toHaveBeenCalledWith(
      expect.stringMatching(/not delivered/),
      expect.objectContaining({ alert: FAILED_ALERT, id: ref.id }),
    );
    expect((await failedContactMessages()).map((m) => m.id)).toContain(ref.id);
    expect(await deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'sweep', nowMs: now })).toBeNull();
  });

  it('sweeps every due message, the longest overdue first, past its first page, and those stored before due times', async () => {
    const batch = adminDb().batch();
    const due = Array.from({ length: 55 }, (_, i) => {
      const ref = messages().doc();
      const dueAtMs = FAR - i * 1000;
      batch.set(ref, {
        name: `Queued ${i}`,
        email: 'held@example.org',
        message: 'Queued',
        createdAt: Timestamp.now(),
        delivery: { state: 'retrying', attempts: 1, nextAttemptAtMs: dueAtMs, dueAtMs },
      });
      return { id: ref.id, dueAtMs };
    });
    const later = messages().doc();
    batch.set(later, {
      name: 'Not yet',
      email: 'held@example.org',
      message: 'Later',
      createdAt: Timestamp.now(),
      delivery: { state: 'retrying', attempts: 1, nextAttemptAtMs: FAR + HOUR, dueAtMs: FAR + HOUR },
    });
    const legacy = messages().doc();
    batch.set(legacy, {
      name: 'Stored earlier',
      email: 'held@example.org',
      message: 'Legacy',
      createdAt: Timestamp.now(),
      delivery: { state: 'retrying', attempts: 1, nextAttemptAtMs: FAR },
    });
    await batch.commit();

    const outcomes = await retryDueContactMessages(broken, { maxAttempts: 3, nowMs: FAR });
    const expected = [...due].sort((a, b) => a.dueAtMs - b.dueAtMs).map((m) => m.id);
    expect(outcomes.map((o) => o.id)).toEqual([...expected, legacy.id]);
    expect(outcomes.every((o) => o.delivery?.state === 'retrying' && o.delivery.attempts === 2)).toBe(true);
    // The swept ones are due again at their next attempt; the one not yet due was not touched.
    expect((await legacy.get()).get('delivery.dueAtMs')).toBeGreaterThan(FAR);
    expect((await later.get()).get('delivery')).toMatchObject({ attempts: 1, dueAtMs: FAR + HOUR });
    // The next sweep finds none left from before due times, and ends that pass for good.
    expect((await adminDb().collection(DELIVERY_SWEEP).doc('legacy').get()).exists).toBe(false);
    await retryDueContactMessages(broken, { maxAttempts: 3, nowMs: FAR });
    expect((await adminDb().collection(DELIVERY_SWEEP).doc('legacy').get()).exists).toBe(true);
  });

  it('sends a message once when senders race for it', async () => {
    const name = `Race ${randomUUID().slice(0, 8)}`;
    const ref = await heldMessage(name);
    const outcomes = await Promise.all([
      deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'sweep', nowMs: FAR + 1 }),
      deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'sweep', nowMs: FAR + 1 }),
      deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'trigger', nowMs: FAR + 1 }),
      retryDueContactMessages(catcher, { maxAttempts: 3, nowMs: FAR + 1 }).then(
        (all) => all.find((o) => o.id === ref.id)?.delivery ?? null,
      ),
    ]);
    expect(outcomes.filter((o) => o?.state === 'sent')).toHaveLength(1);
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'sent', attempts: 1 });
    await waitForEmail((e) => e.subject === `Website message from ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emailsTitled(name)).toHaveLength(1);
  });

  it('never sends again a message whose sender vanished after claiming it, and alerts the committee', async () => {
    // What a send that succeeded but whose status write failed leaves behind: a claim, then nothing.
    const alerts = vi.spyOn(logger, 'error');
    const name = `Vanished ${randomUUID().slice(0, 8)}`;
    const ref = await heldMessage(name, {
      state: 'sending',
      attempts: 1,
      lastAttemptAtMs: FAR - SEND_LEASE_MS,
      leaseUntilMs: FAR,
      dueAtMs: FAR,
    });

    // While the claim lasts nobody touches it; once it has expired the sweep settles it as failed.
    expect(await deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'sweep', nowMs: FAR - 60_000 })).toBeNull();
    const outcomes = await retryDueContactMessages(catcher, { maxAttempts: 3, nowMs: FAR });
    expect(outcomes.find((o) => o.id === ref.id)?.delivery).toMatchObject({ state: 'failed', attempts: 1, lastError: INTERRUPTED_ERROR });
    const settled = (await ref.get()).get('delivery');
    expect(settled).toMatchObject({ state: 'failed', attempts: 1, lastError: INTERRUPTED_ERROR });
    expect(settled.failedAtMs).toBeGreaterThanOrEqual(FAR);
    expect(alerts).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ alert: FAILED_ALERT, id: ref.id }));
    expect((await failedContactMessages()).map((m) => m.id)).toContain(ref.id);

    expect(await deliverContactMessage(ref.id, catcher, { maxAttempts: 3, sender: 'sweep', nowMs: FAR * 2 })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emailsTitled(name)).toHaveLength(0);
  });
});
