import { endpointUrl } from '@edma/contract/endpoint';
import { apiRoute } from '@edma/contract/api-paths';
import { EMAIL_PREFERENCES_API } from '@edma/contract/email-preferences';
import { PRIVACY_API } from '@edma/contract/privacy';
import { strFromU8, unzipSync } from 'fflate';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { callApiRaw } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { familyInEveryFeature } from '../support/privacy.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * A family's export holds only what is about the family (issue 32, item 1): over an association of
 * several families, announcements sent to all and the committee's audit entries, the zip names no
 * other family (address, name, phone) and no committee member's address.
 */

/** Every text file of the family's export, by name (photos left out). */
async function exportText(familyId: string, token: string): Promise<Record<string, string>> {
  const response = await callApiRaw(endpointUrl(apiRoute(PRIVACY_API.exportFamily.path), { familyId: familyId }), { token });
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(response.bytes));
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => /\.(json|csv|txt)$/.test(name))
      .map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

/** An announcement as send-announcement.ts stores it: every address that said yes, from every family. */
async function announcementToAll(id: string, recipients: string[], sentBy: string) {
  const now = Timestamp.now();
  await adminDb().collection('announcements').doc(id).set({
    subject: 'Onam 2027',
    body: 'Join us for **Onam**.',
    html: '<p>Join us for <strong>Onam</strong>.</p>',
    text: 'Join us for Onam.',
    eventId: null,
    audience: 'all',
    families: 3,
    recipients,
    queued: recipients.length,
    batchStart: 0,
    sentBy,
    sentAt: now,
    sentAtMs: now.toMillis(),
  });
}

describe("a family's export and everyone else's data", () => {
  it(
    "holds no address, name or phone of another family and no committee member's address; announcements say which of its own addresses they went to",
    { timeout: 300_000 },
    async () => {
      const committee = await committeeMember('exportboard');
      // The committee member asks for committee emails, so "a registration is waiting" goes to them too.
      const asked = await callEndpoint(EMAIL_PREFERENCES_API.save, { news: false, committeeDigest: true }, { token: committee.token });
      expect(asked.status).toBe(200);
      const ours = await familyInEveryFeature(committee);
      const others = [await familyInEveryFeature(committee), await familyInEveryFeature(committee)];
      const announcementId = `onam-${ours.tag}`;
      await announcementToAll(
        announcementId,
        [ours.emails[0]!, ...others.flatMap((o) => o.emails.slice(0, 2)), ours.emails[1]!, committee.email],
        committee.email,
      );

      const files = await exportText(ours.familyId, ours.headToken);
      const leaks: string[] = [];
      const foreign = [
        committee.email,
        'someone@example.org',
        ...others.flatMap((o) => [o.tag, o.familyId, ...o.emails, ...o.phones, ...o.names]),
      ];
      for (const [name, text] of Object.entries(files)) {
        for (const needle of foreign) if (text.toLowerCase().includes(needle.toLowerCase())) leaks.push(`${name} holds ${needle}`);
      }
      expect(leaks).toEqual([]);

      // What is the family's is still there: its announcements, to its own addresses.
      const announcements = JSON.parse(files['announcements.json']!) as { id: string; subject: string; text: string; sent_to: string[] }[];
      expect(announcements.find((a) => a.id === announcementId)).toMatchObject({
        subject: 'Onam 2027',
        text: 'Join us for Onam.',
        sent_to: [ours.emails[0], ours.emails[1]],
      });
      expect(announcements.find((a) => a.id === `ann-${ours.tag}`)?.sent_to).toEqual([ours.emails[0], ours.emails[1]]);
      // The committee's audit entries are there, by "the committee".
      const audit = JSON.parse(files['auditLog.json']!) as { action: string; actor: unknown }[];
      expect(audit.filter((a) => a.actor === 'the committee').map((a) => a.action)).toEqual(expect.arrayContaining(['bookings.paid']));
      expect(files['members.json']).toContain(ours.names[0]);
    },
  );
});
