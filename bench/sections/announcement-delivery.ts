import { ANNOUNCEMENT_API } from '@edma/contract/announcements';
import { FieldValue } from 'firebase-admin/firestore';
import { createHash, randomUUID } from 'node:crypto';
import { googleIdToken } from '../lib/google-sign-in.ts';
import { sleep } from '../lib/processes.ts';
import type { BenchContext, Section } from '../lib/section.ts';

/*
 * An announcement to 250 families, through the delivery pipeline (one message document per address,
 * its trigger, SMTP to the slot's maildev): the time from Send until every recipient's email is sent
 * or has a recorded failure. Target: within 10 minutes.
 */

const RECIPIENTS = 250;
const TARGET_MS = 10 * 60_000;

async function committeeToken(context: BenchContext): Promise<string> {
  const email = `bench.news.${Date.now()}@gmail.com`;
  const port = context.suite().ports.auth!;
  await googleIdToken(port, email);
  const { auth } = context.admin();
  await auth.setCustomUserClaims((await auth.getUserByEmail(email)).uid, { committee: true });
  return googleIdToken(port, email);
}

/** Approved families in one town of their own, each address having said yes to news. */
async function townFamilies(context: BenchContext, town: string): Promise<void> {
  const db = context.admin().db;
  for (let start = 0; start < RECIPIENTS; start += 200) {
    const batch = db.batch();
    for (let i = start; i < Math.min(RECIPIENTS, start + 200); i += 1) {
      const email = `bench.news.${i}.${randomUUID().slice(0, 6)}@example.com`;
      const family = db.collection('families').doc();
      batch.set(family, {
        house_no: String(i),
        address_line: 'Bench Road',
        location: town,
        postal_code: 'EX12 2AA',
        membership_type: 'Silver',
        member_emails: [email],
        approval: 'approved',
        created_at: FieldValue.serverTimestamp(),
      });
      batch.set(family.collection('members').doc(), { name: `Bench Reader ${i}`, email, phone: '', dob: null, photo_path: null, order: 0 });
      batch.set(db.collection('emailPreferences').doc(createHash('sha256').update(email).digest('hex')), {
        email,
        news: true,
        changedBy: 'member',
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
}

export const announcementDeliverySection: Section = {
  name: 'announcement-delivery',
  title: 'Announcements: 250 recipients through the delivery pipeline',
  phase: 'emulators',
  timeoutMs: TARGET_MS + 120_000,
  async run(context) {
    const base = context.suite().urls.site;
    const town = `Bench${randomUUID().slice(0, 6)}`;
    const [chair] = await Promise.all([committeeToken(context), townFamilies(context, town)]);
    const id = randomUUID().replaceAll('-', '');
    const started = Date.now();
    const response = await fetch(`${base}${ANNOUNCEMENT_API.send.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${chair}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, subject: `Bench ${town}`, body: 'Two hundred and fifty.', eventId: null, audience: { towns: [town] } }),
    });
    if (!response.ok) throw new Error(`Send: HTTP ${response.status} ${await response.text()}`);
    const messages = context.admin().db.collection('contactMessages').where('announcementId', '==', id);
    let sent = 0;
    let failed = 0;
    while (Date.now() - started < TARGET_MS) {
      const states = (await messages.select('delivery.state').get()).docs.map((doc) => doc.get('delivery.state') as string);
      sent = states.filter((s) => s === 'sent').length;
      failed = states.filter((s) => s === 'failed').length;
      if (states.length === RECIPIENTS && sent + failed === RECIPIENTS) break;
      await sleep(1000);
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const settled = sent + failed === RECIPIENTS;
    return {
      data: { recipients: RECIPIENTS, sent, failed, seconds, settled },
      tables: [
        {
          title: this.title,
          headers: ['recipients', 'sent', 'failed', 'seconds to the last', 'target'],
          rows: [[RECIPIENTS, sent, failed, settled ? seconds : `not all after ${seconds}`, 'every one within 600 s']],
          notes: ["From Send's answer to the last recipient's email sent or failed (one message document each, SMTP to maildev)."],
        },
      ],
      summary: [`Announcements: 250 recipients settled in ${seconds} s (${sent} sent, ${failed} failed; target 10 minutes)`],
    };
  },
};
