import {
  CONSOLE_MESSAGE_API,
  MESSAGE_NOT_FOUND_MESSAGE,
  MESSAGES_PAGE_SIZE,
  RETRY_NOT_FAILED_MESSAGE,
} from '@edma/contract/console-messages';
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED_ERROR } from '../../functions/src/email/delivery-policy.ts';
import { adminDb } from '../support/admin.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { caughtEmails, waitForEmail } from '../support/mail-inbox.ts';
import { sendEmailsAsTheTriggerDoes } from './support/outbox-sender.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

sendEmailsAsTheTriggerDoes();

const messages = () => adminDb().collection('contactMessages');
const run = randomUUID().slice(0, 8);
// Later than anything the contact tests store, so these are the newest messages.
const FUTURE = Date.now() + 365 * 24 * 3600_000;

let chair: Awaited<ReturnType<typeof committeeMember>>;
const created: DocumentReference[] = [];

/** A stored message in a given delivery state (the creation trigger leaves all but `pending` alone). */
async function storedMessage(name: string, delivery: Record<string, unknown>, createdAtMs = Date.now()) {
  const ref = await messages().add({
    name,
    email: 'visitor@example.org',
    message: `Hello from ${name}`,
    createdAt: Timestamp.fromMillis(createdAtMs),
    delivery,
  });
  created.push(ref);
  return ref;
}
const failed = (extra: Record<string, unknown> = {}) => ({
  state: 'failed',
  attempts: 6,
  lastError: 'connect ECONNREFUSED',
  failedAtMs: Date.now() - 1000,
  ...extra,
});
const emailsTitled = async (name: string) => (await caughtEmails()).filter((e) => e.subject === `Website message from ${name}`);

beforeAll(async () => {
  chair = await committeeMember('messages.chair');
});
afterAll(async () => {
  await Promise.all(created.map((ref) => ref.delete()));
});

describe('committee console: contact messages', () => {
  it('lists the messages newest first, with their delivery state, a page at a time', async () => {
    const names = Array.from({ length: MESSAGES_PAGE_SIZE + 2 }, (_, i) => `Paged ${run} ${String(i).padStart(2, '0')}`);
    // Oldest first, so the newest is the last one.
    for (const [i, name] of names.entries()) {
      await storedMessage(
        name,
        i === 0 ? failed({ lastError: INTERRUPTED_ERROR }) : { state: 'sent', attempts: 1, sentAtMs: FUTURE + i },
        FUTURE + i * 1000,
      );
    }
    const first = await callEndpoint(
      CONSOLE_MESSAGE_API.list,
      {},
      {
        token: chair.token,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.body.messages.map((m) => m.name)).toEqual([...names].reverse().slice(0, MESSAGES_PAGE_SIZE));
    expect(first.body.messages[0]).toMatchObject({
      email: 'visitor@example.org',
      message: `Hello from ${names.at(-1)}`,
      createdAtMs: FUTURE + (names.length - 1) * 1000,
      delivery: { state: 'sent', attempts: 1, lastError: null, mayHaveBeenSent: false },
    });
    expect(first.body.next).toBe(first.body.messages.at(-1)!.id);

    const second = await callEndpoint(CONSOLE_MESSAGE_API.list, { after: first.body.next! }, { token: chair.token });
    expect(second.status).toBe(200);
    expect(second.body.messages.slice(0, 2).map((m) => m.name)).toEqual([names[1], names[0]]);
    expect(second.body.messages[1]!.delivery).toMatchObject({ state: 'failed', lastError: INTERRUPTED_ERROR, mayHaveBeenSent: true });

    expect((await callEndpoint(CONSOLE_MESSAGE_API.list, { after: 'no/such' }, { token: chair.token })).status).toBe(400);
    expect((await callEndpoint(CONSOLE_MESSAGE_API.list, { after: 'nosuchmessage' }, { token: chair.token })).status).toBe(400);
  });

  it('sends a failed message again, once, however often retry is pressed', async () => {
    const name = `Retried ${run}`;
    const ref = await storedMessage(name, failed(), FUTURE + 3600_000);
    const retries = await Promise.all([0, 1].map(() => callEndpoint(CONSOLE_MESSAGE_API.retry, { id: ref.id }, { token: chair.token })));
    expect(retries.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(retries.find((r) => r.status === 200)!.body).toEqual({ success: true, message: 'The message was sent.', state: 'sent' });
    expect(retries.find((r) => r.status === 409)!.body).toEqual({ success: false, message: RETRY_NOT_FAILED_MESSAGE });

    await waitForEmail((e) => e.subject === `Website message from ${name}`);
    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({ state: 'sent', attempts: 7, sentAtMs: expect.any(Number) });
    expect(delivery.failedAtMs).toBeUndefined();
    // Read back through the console, and audited.
    const listed = await callEndpoint(CONSOLE_MESSAGE_API.list, {}, { token: chair.token });
    expect(listed.body.messages.find((m) => m.id === ref.id)?.delivery.state).toBe('sent');
    const audit = await adminDb().collection('auditLog').where('target', '==', `contactMessages/${ref.id}`).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('actor.email')])).toEqual([['contact.retry', chair.email]]);

    const again = await callEndpoint(CONSOLE_MESSAGE_API.retry, { id: ref.id }, { token: chair.token });
    expect(again.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emailsTitled(name)).toHaveLength(1);
  });

  it('retries only failed messages', async () => {
    for (const delivery of [
      { state: 'sent', attempts: 1 },
      { state: 'retrying', attempts: 1, nextAttemptAtMs: FUTURE },
      { state: 'sending', attempts: 1, leaseUntilMs: FUTURE },
    ]) {
      const ref = await storedMessage(`Not failed ${run} ${delivery.state}`, delivery);
      const response = await callEndpoint(CONSOLE_MESSAGE_API.retry, { id: ref.id }, { token: chair.token });
      expect(response.status, delivery.state).toBe(409);
      expect((await ref.get()).get('delivery')).toEqual(delivery);
    }
    const missing = await callEndpoint(CONSOLE_MESSAGE_API.retry, { id: 'nosuchmessage' }, { token: chair.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGE_NOT_FOUND_MESSAGE);
    expect((await callEndpoint(CONSOLE_MESSAGE_API.retry, { id: '../x' }, { token: chair.token })).status).toBe(400);
  });

  it('refuses members and anonymous callers, changing and sending nothing', async () => {
    const name = `Refused ${run}`;
    const ref = await storedMessage(name, failed());
    const before = (await ref.get()).data();
    const { token } = await googleSignIn(uniqueGmail('messages.member'));
    for (const [caller, status] of [
      [{ token }, 403],
      [{}, 401],
    ] as const) {
      const list = await callEndpoint(CONSOLE_MESSAGE_API.list, {}, caller);
      expect(list.status).toBe(status);
      expect(list.body).not.toHaveProperty('messages');
      expect((await callEndpoint(CONSOLE_MESSAGE_API.retry, { id: ref.id }, caller)).status).toBe(status);
    }
    expect((await ref.get()).data()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emailsTitled(name)).toHaveLength(0);
    const audit = await adminDb().collection('auditLog').where('target', '==', `contactMessages/${ref.id}`).get();
    expect(audit.size).toBe(0);
  });
});
