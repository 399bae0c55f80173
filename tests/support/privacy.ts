import { FAMILY_API } from '@edma/contract/family';
import { CONTACT_API } from '@edma/contract/contact';
import { BOOKINGS_API } from '@edma/contract/bookings';
import { COMMITTEE_API } from '@edma/contract/committee';
import { MEMBERSHIP_API } from '@edma/contract/membership';
import { REFERENCE_ALPHABET } from '@edma/contract/money';
import { apiRoute } from '@edma/contract/api-paths';
import { Timestamp } from 'firebase-admin/firestore';
import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { adminDb } from './admin.ts';
import { callApi, register } from './api-calls.ts';
import { googleSignIn } from './auth-tokens.ts';
import { eventWithBookings, goingAnswer, saveBooking } from './bookings.ts';
import { committeeMember } from './committee.ts';
import { saveSettings, statementForm, writeDues } from './membership.ts';
import { photo } from './images.ts';
import { aFamily, uniqueGmail } from './test-data.ts';
import { callEndpoint } from './call-endpoint.ts';

const emailId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const digits = () => String(Math.floor(10000 + Math.random() * 89999));

/** Text unique to one seeded family: every name and address line of it carries it. */
export const uniqueTag = () => `Q${Math.random().toString(36).slice(2, 10)}`;

/**
 * A family seeded into every feature that holds a family's data: registered with photos (an adult's
 * public), a second address accepted and a third invited, approved by the committee (its approval
 * email), a contact message from its address, a paid booking with dietary needs and an unpaid one,
 * dues confirmed by a bank line, a bank import naming it in lines that matched nothing (a year
 * already paid, a gift without a reference) beside another payer's line, email preferences, an
 * announcement sent to it. Answers what the
 * family's data looks like, to find it (or not) anywhere afterwards.
 */
export async function familyInEveryFeature(committee?: Awaited<ReturnType<typeof committeeMember>>) {
  const tag = uniqueTag();
  const head = uniqueGmail('head');
  const spouse = uniqueGmail('spouse');
  const invited = uniqueGmail('invited');
  const phones = [`07700 9${digits()}`, `07700 8${digits()}`];
  const names = [`Head ${tag}`, `Spouse ${tag}`, `Child ${tag}`, `Invited ${tag}`];
  const form = aFamily({
    addressLine: `${tag} Lane`,
    members: [
      { name: names[0], email: head, phone: phones[0], dob: '1980-01-02', photo: await photo(), photoPublic: 'true' },
      { name: names[1], email: spouse, phone: phones[1], dob: '1982-03-04', photo: await photo('spouse.jpg') },
      { name: names[2], dob: '2015-05-06', photo: await photo('child.jpg'), photoPublic: 'true' },
      { name: names[3], email: invited },
    ],
  });
  const registered = await register(form);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const familyId = registered.body.family_id!;
  const headToken = (await googleSignIn(head)).token;
  const spouseToken = (await googleSignIn(spouse)).token;
  expect((await callEndpoint(FAMILY_API.acceptInvitation, { familyId }, { token: spouseToken })).status).toBe(200);
  const board = committee ?? (await committeeMember());
  expect((await callEndpoint(COMMITTEE_API.approve, { familyId }, { token: board.token })).status).toBe(200);
  expect((await callEndpoint(CONTACT_API.send, { name: names[0]!, email: head, message: `Hello from ${names[0]}` })).status).toBe(200);

  const db = adminDb();
  const members = (await db.collection('families').doc(familyId).collection('members').orderBy('order').get()).docs;
  const memberIds = members.map((m) => m.id);
  const photoPaths = members.map((m) => m.get('photo_path') as string | null).filter((p): p is string => Boolean(p));

  const paidEvent = await eventWithBookings(board.token);
  const answer = goingAnswer(paidEvent, memberIds.slice(0, 3), { note: `Note ${tag}` });
  answer.members = (answer.members ?? []).map((m, i) => (i === 2 ? { ...m, diets: ['nut-allergy'], otherDiet: `Allergy ${tag}` } : m));
  const booked = await saveBooking(answer, headToken);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect((await callEndpoint(BOOKINGS_API.paid, { eventId: paidEvent, familyId, paid: true }, { token: board.token })).status).toBe(200);
  const unpaidEvent = await eventWithBookings(board.token, undefined, '2027-10-02');
  expect((await saveBooking(goingAnswer(unpaidEvent, memberIds.slice(0, 2)), headToken)).status).toBe(200);

  // Features written as their own code writes them (they have their own tests).
  const duesReference = aDuesReference();
  await writeDues(familyId, 2026, 'paid', undefined, {
    reference: duesReference,
    claimedOn: '2026-04-02',
    paidOn: '2026-04-03',
    history: [{ at: '2026-04-02T10:00:00.000Z', by: head, what: 'claimed' }],
  });
  const duesId = `2026~${familyId}`;
  await db.collection('bankReferences').doc(duesReference).set({ kind: 'dues', target: duesId });
  const bankImportId = await importStatement(board.token, [
    `03/04/2026,30.00,"FP HEAD ${tag.toUpperCase()}",${duesReference}`,
    `04/04/2026,15.00,"GIFT FROM ${names[2]!.toUpperCase()}",`,
    `05/04/2026,30.00,"${OTHER_PAYER}",${aDuesReference()}`,
  ]);
  await db
    .collection('bankLines')
    .doc(`line-${tag}`)
    .set({
      reference: 'EDMA-26-X',
      duesId,
      date: '2026-04-03',
      amountPence: 3000,
      text: `FP HEAD ${tag.toUpperCase()} EDMA-26`,
      importId: 'import-1',
    });
  await db.collection('emailPreferences').doc(emailId(head)).set({ email: head, news: false, updatedAt: Timestamp.now() });
  await db
    .collection('announcements')
    .doc(`ann-${tag}`)
    .set({ subject: 'News', recipients: [head, spouse, 'someone@example.org'] });
  return {
    familyId,
    tag,
    emails: [head, spouse, invited],
    phones,
    names,
    photoPaths,
    memberIds,
    headToken,
    spouseToken,
    committee: board,
    events: { paid: paidEvent, unpaid: unpaidEvent },
    duesId,
    bankImportId,
  };
}

/** Another payer's line in the seeded bank import: not the family's, kept by its erasure. */
export const OTHER_PAYER = 'FP R VARGHESE';

/** A dues reference nobody was given (`EDMA-26-7KQ4`). */
const aDuesReference = () =>
  `EDMA-26-${Array.from({ length: 4 }, () => REFERENCE_ALPHABET[Math.floor(Math.random() * REFERENCE_ALPHABET.length)]).join('')}`;

/** A statement imported by the committee as the console does (settings saved first if none are); answers its bankImports id. */
async function importStatement(committeeToken: string, lines: string[]): Promise<string> {
  const db = adminDb();
  if (!(await db.collection('membershipSettings').doc('current').get()).exists) await saveSettings(committeeToken);
  // The committee's file name: nothing of the family's (the tag marks the family's words only).
  const fileName = `statement-${randomUUID()}.csv`;
  const csv = `Date,Paid in,Description,Reference\n${lines.join('\n')}\n`;
  const columns = { date: 'Date', amount: 'Paid in', text: ['Description', 'Reference'] };
  const imported = await callApi(apiRoute(MEMBERSHIP_API.import.path), {
    token: committeeToken,
    body: statementForm(csv, columns, fileName),
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  const stored = await db.collection('bankImports').where('fileName', '==', fileName).get();
  expect(stored.size).toBe(1);
  return stored.docs[0]!.id;
}
