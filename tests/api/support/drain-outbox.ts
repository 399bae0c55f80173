import { afterAll } from 'vitest';
import { adminDb } from '../../support/admin.ts';

/**
 * Each API test file leaves no email behind for the next: the emulators deliver trigger events one
 * at a time, so hundreds of queued emails (a simulated year of dues reminders, an announcement to
 * 250 families) would hold up the next file's triggers, such as the directory's, for minutes.
 */
const DRAIN_LIMIT_MS = 300_000;

afterAll(async () => {
  const open = adminDb().collection('contactMessages').where('delivery.state', 'in', ['pending', 'sending']);
  const deadline = Date.now() + DRAIN_LIMIT_MS - 5_000;
  let left = (await open.count().get()).data().count;
  while (left > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    left = (await open.count().get()).data().count;
  }
  if (left > 0) throw new Error(`${left} emails were still waiting to be sent when this file's tests ended.`);
}, DRAIN_LIMIT_MS);
