import { ANNOUNCEMENT_API, type AudienceInput } from '@edma/contract/announcements';
import { apiRoute } from '@edma/contract/api-paths';
import { EMAIL_PATHS, EMAIL_PREFERENCES_API, UNSUBSCRIBED_TEXT } from '@edma/contract/email-preferences';
import { associationToday } from '@edma/contract/dates';
import { DEFAULT_MEMBERSHIP_SETTINGS, membershipYearOf, type MembershipSettings } from '@edma/contract/membership';
import { FieldValue } from 'firebase-admin/firestore';
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcementRef } from '../../functions/src/store/announcement-docs.ts';
import { queueAnnouncementShare } from '../../functions/src/announcements/send-announcement.ts';
import { unsubscribeToken } from '../../functions/src/email/email-links.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, fetchSiteLink, postJson } from '../support/api-calls.ts';
import { approvedFamily, eventWithBookings, goingAnswer, openSettings, saveBooking } from '../support/bookings.ts';
import { committeeMember } from '../support/committee.ts';
import { writeDues } from '../support/membership.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { caughtEmails, emailSource, waitFor, waitForEmail } from '../support/mail-inbox.ts';
import { sendEmailsAsTheTriggerDoes } from './support/outbox-sender.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * Email to members: the news choice, the one-click unsubscribe (forged links change nothing), and
 * announcements to an audience computed on the server, once per address, through the delivery
 * pipeline, with their RFC 8058 headers; sixty recipients; a sender that dies midway.
 */

// The emulators' secret (scripts/lib/emulator-suite.mjs): in-process queueing signs links as the function does.
const SECRET = 'edma-local-email-links';
// The emulator's first trigger of a run starts a worker: on a busy machine that takes a while.
const MAIL_WAIT = 90_000;
const RECIPIENTS = 60;
const db = () => adminDb();
const emailDocId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const newsOf = async (email: string) => (await db().collection('emailPreferences').doc(emailDocId(email)).get()).data()?.news ?? null;
const saveNews = (token: string, news: boolean, committeeDigest?: boolean) =>
  callEndpoint(EMAIL_PREFERENCES_API.save, { news, ...(committeeDigest === undefined ? {} : { committeeDigest }) }, { token });
const preview = (audience: AudienceInput, token: string) =>
  callEndpoint(ANNOUNCEMENT_API.preview, { audience: JSON.stringify(audience) }, { token });
const newId = () => randomUUID().replaceAll('-', '');
const send = (body: Record<string, unknown>, token: string) =>
  postJson<{ success: boolean; id?: string; recipients?: number; message?: string }>(
    apiRoute(ANNOUNCEMENT_API.send.path),
    { id: newId(), ...body },
    { token },
  );
const emailsOf = async (announcementId: string) =>
  (await db().collection('contactMessages').where('announcementId', '==', announcementId).get()).docs.map(
    (doc) => doc.data() as { email: string; delivery: { state: string; lastError?: string } },
  );
const settled = (emails: { delivery: { state: string } }[]) =>
  emails.every((e) => e.delivery.state === 'sent' || e.delivery.state === 'failed');

/** Families straight into Firestore in one town (no sign-in), each address's news choice given. */
async function townFamilies(town: string, count: number, news: boolean): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 200) {
    const batch = db().batch();
    for (let j = i; j < Math.min(count, i + 200); j += 1) {
      const email = `${town.toLowerCase()}.${j}.${randomUUID().slice(0, 6)}@example.com`;
      emails.push(email);
      const family = db().collection('families').doc();
      batch.set(family, {
        house_no: String(j),
        address_line: 'Test Road',
        location: town,
        postal_code: 'EX1 1AA',
        membership_type: 'Silver',
        member_emails: [email],
        approval: 'approved',
        created_at: FieldValue.serverTimestamp(),
      });
      batch.set(family.collection('members').doc(), { name: `Member ${j}`, email, phone: '', dob: null, photo_path: null, order: 0 });
      batch.set(db().collection('emailPreferences').doc(emailDocId(email)), {
        email,
        news,
        changedBy: 'member',
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  return emails;
}

sendEmailsAsTheTriggerDoes();

let committee: Awaited<ReturnType<typeof committeeMember>>;
let member: Awaited<ReturnType<typeof approvedFamily>>;

beforeAll(async () => {
  committee = await committeeMember('news');
  member = await approvedFamily('newsmember');
});

describe('the news choice', () => {
  it('is off until the member says yes, and each caller changes only their own', async () => {
    const mine = () =>
      callEndpoint(
        EMAIL_PREFERENCES_API.mine,
        {},
        {
          token: member.token,
        },
      );
    expect((await mine()).body).toMatchObject({ news: false, committee: false, committeeDigest: false });
    expect((await saveNews(member.token, true, true)).status).toBe(200);
    // The digest is the committee's: a member's answer is not stored.
    expect((await mine()).body).toMatchObject({ news: true, committeeDigest: false });
    expect((await saveNews(member.token, false)).status).toBe(200);
    expect(await newsOf(member.email)).toBe(false);
    expect((await callEndpoint(EMAIL_PREFERENCES_API.mine, {})).status).toBe(401);
    expect((await saveNews('', true)).status).toBe(401);
    expect(await newsOf(member.email)).toBe(false);
  });
});

describe('one-click unsubscribe', () => {
  const url = (t: string) => `${emulatorEnv.siteUrl}${EMAIL_PATHS.unsubscribe}?token=${encodeURIComponent(t)}`;
  const oneClick = (t: string) =>
    fetchSiteLink(url(t), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it("honours a signed link without a sign-in (the RFC 8058 POST, or the page's button); forged, altered or other-address tokens change nothing", async () => {
    const [a, b] = await townFamilies(`Unsub${randomUUID().slice(0, 6)}`, 2, true);
    const token = unsubscribeToken(SECRET, a!);
    const [payload, issued, mac] = token.split('.') as [string, string, string];
    const forged = [
      unsubscribeToken('not-the-secret', a!),
      `${payload}.${issued}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      `${unsubscribeToken(SECRET, b!).split('.')[0]}.${issued}.${mac}`,
      `${payload}.${mac}`,
      payload,
      '',
    ];
    for (const bad of forged) {
      expect((await oneClick(bad)).status, bad).toBe(400);
      expect((await fetchSiteLink(url(bad))).status, bad).toBe(400);
    }
    expect([await newsOf(a!), await newsOf(b!)]).toEqual([true, true]);

    const posted = await oneClick(token);
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ success: true, message: UNSUBSCRIBED_TEXT });
    expect([await newsOf(a!), await newsOf(b!)]).toEqual([false, true]);

    // Opening the link only asks (a mail scanner fetching it changes nothing); its button unsubscribes.
    const link = url(unsubscribeToken(SECRET, b!));
    const page = await fetchSiteLink(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<form method="post"[^>]*>.*Unsubscribe<\/button>/s);
    expect(await newsOf(b!)).toBe(true);
    const pressed = await fetchSiteLink(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'confirm=yes',
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(UNSUBSCRIBED_TEXT);
    expect(await newsOf(b!)).toBe(false);
  });

  it('stores nothing for an address that is not saying yes (unknown or erased), and an old link does not undo a newer yes', async () => {
    const stranger = `${randomUUID().slice(0, 8)}@example.com`;
    expect((await oneClick(unsubscribeToken(SECRET, stranger))).status).toBe(200);
    expect((await db().collection('emailPreferences').doc(emailDocId(stranger)).get()).exists).toBe(false);

    const [c] = await townFamilies(`Again${randomUUID().slice(0, 6)}`, 1, true);
    const before = await db().collection('emailPreferences').doc(emailDocId(c!)).get();
    // A link from an email sent before this address last said yes.
    const old = unsubscribeToken(SECRET, c!, Date.now() - 86_400_000);
    await db()
      .collection('emailPreferences')
      .doc(emailDocId(c!))
      .update({ newsSinceMs: Date.now() - 3_600_000 });
    const answer = await oneClick(old);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toMatch(/nothing was changed/);
    expect(await newsOf(c!)).toBe(true);
    expect((await db().collection('emailPreferences').doc(emailDocId(c!)).get()).get('changedBy')).toBe(before.get('changedBy'));
    // A link made after that yes still works.
    expect((await oneClick(unsubscribeToken(SECRET, c!))).status).toBe(200);
    expect(await newsOf(c!)).toBe(false);
  });
});

describe('announcements', () => {
  it('only the committee previews, tests or sends: a member is refused and nothing is stored or sent', async () => {
    const before = (await db().collection('announcements').count().get()).data().count;
    expect((await preview({}, member.token)).status).toBe(403);
    expect((await callEndpoint(ANNOUNCEMENT_API.test, { subject: 'x', body: 'y' }, { token: member.token })).status).toBe(403);
    expect((await send({ subject: 'Member send', body: 'y', audience: {} }, member.token)).status).toBe(403);
    expect((await send({ subject: 'Anon send', body: 'y', audience: {} }, '')).status).toBe(401);
    expect((await callEndpoint(ANNOUNCEMENT_API.archive, {})).status).toBe(401);
    expect((await db().collection('announcements').count().get()).data().count).toBe(before);
    // Long enough for anything queued to have been delivered.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const refusedSubjects = ['Member send', 'Anon send', 'x', '[Test] x'];
    expect((await caughtEmails()).filter((e) => refusedSubjects.includes(e.subject))).toEqual([]);
  });

  it("the members' archive answers the event by its id and leaves out a record without the stored shape", async () => {
    const stored = {
      subject: 'Archive check',
      body: 'Book **now**',
      html: '<p>Book <strong>now</strong></p>',
      text: 'Book now',
      eventId: 'archive-check-event',
      audience: { towns: [], membershipTypes: [], childAge: null, event: null },
      families: 1,
      recipients: [member.email],
      queued: 1,
      batchStart: 1,
      sentBy: committee.email,
      sentAt: FieldValue.serverTimestamp(),
      sentAtMs: Date.now() + 60_000,
    };
    const good = newId();
    const bad = newId();
    // As an earlier seed wrote it: a site-relative link where the event id belongs.
    await announcementRef(good).create(stored);
    await announcementRef(bad).create({
      ...stored,
      subject: 'Damaged',
      eventId: '/calendar/archive-check-event',
      sentAtMs: Date.now() + 61_000,
    });
    const archive = await callApi<{ success: boolean; announcements: { id: string; eventId: string | null }[] }>(
      apiRoute(ANNOUNCEMENT_API.archive.path),
      { token: member.token },
    );
    expect(archive.status).toBe(200);
    expect(archive.body.announcements.find((a) => a.id === good)).toMatchObject({
      subject: 'Archive check',
      eventId: 'archive-check-event',
    });
    expect(archive.body.announcements.map((a) => a.id)).not.toContain(bad);
    // The answer holds no stored link of any kind.
    expect(JSON.stringify(archive.body)).not.toContain('eventUrl');
    await Promise.all([announcementRef(good).delete(), announcementRef(bad).delete()]);
  });

  it('counts by this year’s dues status, a family without a record as "none"', async () => {
    const town = `Dues${randomUUID().slice(0, 6)}`;
    await townFamilies(town, 3, true);
    const ids = (await db().collection('families').where('location', '==', town).get()).docs.map((doc) => doc.id);
    const stored = (await db().collection('membershipSettings').doc('current').get()).get('settings') as MembershipSettings | undefined;
    const year = membershipYearOf(associationToday(), (stored ?? DEFAULT_MEMBERSHIP_SETTINGS).yearStart);
    await writeDues(ids[0]!, year, 'paid');
    await writeDues(ids[1]!, year, 'due');
    // Last year's record does not count.
    await writeDues(ids[2]!, year - 1, 'paid');
    const families = async (duesStatuses: AudienceInput['duesStatuses']) =>
      (await preview({ towns: [town], duesStatuses }, committee.token)).body.families;
    expect(await families(['paid'])).toBe(1);
    expect(await families(['due', 'none'])).toBe(2);
    expect(await families([])).toBe(3);
    expect((await preview({ towns: [town], duesStatuses: ['owing' as 'due'] }, committee.token)).status).toBe(400);
  });

  it('refuses a bad audience or draft with the first problem', async () => {
    expect((await preview({ childAge: { from: 12, to: 5 } }, committee.token)).status).toBe(400);
    const bad = await callApi(apiRoute(ANNOUNCEMENT_API.preview.path) + '?audience=%7Bnot-json', { token: committee.token });
    expect(bad.status).toBe(400);
    expect((await send({ subject: '', body: 'y', audience: {} }, committee.token)).body).toMatchObject({
      success: false,
      message: 'Enter a subject.',
    });
  });

  it(
    'sends each address that said yes one email with the RFC 8058 headers; a POST to them unsubscribes; the next one leaves it out',
    { timeout: 240_000 },
    async () => {
      const town = `News${randomUUID().slice(0, 6)}`;
      const yes = await townFamilies(town, 3, true);
      const no = await townFamilies(town, 2, false);
      expect((await preview({ towns: [town] }, committee.token)).body).toEqual({
        success: true,
        families: 5,
        recipients: 3,
        withoutConsent: 2,
      });
      expect((await preview({ towns: [town], membershipTypes: ['Gold'] }, committee.token)).body).toMatchObject({
        families: 0,
        recipients: 0,
      });

      const test = await callEndpoint(
        ANNOUNCEMENT_API.test,
        { subject: `Test ${town}`, body: 'Hello **all**' },
        { token: committee.token },
      );
      expect(test.status).toBe(200);
      await waitForEmail((e) => e.subject === `[Test] Test ${town}` && e.to[0]!.address === committee.email, MAIL_WAIT);

      const subject = `Onam ${town}\r\nBcc: everyone@example.com`;
      const sent = await send(
        { subject, body: '**Come** <script>x</script> [bad](javascript:alert(1))', audience: { towns: [town] } },
        committee.token,
      );
      expect(sent.body).toMatchObject({ success: true, recipients: 3 });
      const emails = await waitFor(
        () => emailsOf(sent.body.id!),
        (list) => list.length === 3 && settled(list),
        60_000,
      );
      expect(emails.map((e) => e.email).sort()).toEqual([...yes].sort());
      const caught = await waitFor(
        async () => (await caughtEmails()).filter((e) => e.subject.startsWith(`Onam ${town}`)),
        (list) => list.length === 3,
        MAIL_WAIT,
      );
      expect(caught.map((e) => e.to.map((t) => t.address))).toEqual(expect.arrayContaining(yes.map((e) => [e])));
      expect(caught.flatMap((e) => e.to.map((t) => t.address)).filter((a) => no.includes(a))).toEqual([]);

      const source = await emailSource(caught.find((e) => e.to[0]!.address === yes[0])!.id);
      const headers = source.split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const link = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1];
      expect(link).toMatch(/\/api\/email\/unsubscribe\?token=/);
      // The text part shows what was typed, as text; the HTML part holds no script and no javascript: link.
      const html = source.split(/Content-Type: text\/html/)[1] ?? '';
      expect(html).toContain('&lt;script&gt;');
      expect(html).not.toMatch(/<script|href=(3D)?"javascript/i);

      const posted = await fetchSiteLink(link!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(posted.status).toBe(200);
      expect(await newsOf(yes[0]!)).toBe(false);
      expect((await preview({ towns: [town] }, committee.token)).body).toMatchObject({ recipients: 2, withoutConsent: 3 });
      const again = await send({ subject: `Second ${town}`, body: 'Again', audience: { towns: [town] } }, committee.token);
      expect(again.body).toMatchObject({ success: true, recipients: 2 });
      expect((await emailsOf(again.body.id!)).map((e) => e.email)).not.toContain(yes[0]);
    },
  );

  it('an unsubscribed member still gets the booking emails', { timeout: 240_000 }, async () => {
    const family = await approvedFamily('unsubbooker');
    await saveNews(family.token, true);
    const link = `${emulatorEnv.siteUrl}${EMAIL_PATHS.unsubscribe}?token=${unsubscribeToken(SECRET, family.email)}`;
    expect(
      (
        await fetchSiteLink(link, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(200);
    expect(await newsOf(family.email)).toBe(false);
    const eventId = await eventWithBookings(committee.token, openSettings());
    expect((await saveBooking(goingAnswer(eventId, family.memberIds), family.token)).status).toBe(200);
    await waitForEmail((e) => e.to[0]!.address === family.email && e.subject.startsWith('Booking confirmed'), MAIL_WAIT);
  });

  it('sending the same announcement twice (a lost answer) queues nothing twice', { timeout: 240_000 }, async () => {
    const town = `Twice${randomUUID().slice(0, 6)}`;
    await townFamilies(town, 2, true);
    const body = { id: newId(), subject: `Twice ${town}`, body: 'Once', audience: { towns: [town] } };
    const [first, second] = await Promise.all([
      callEndpoint(ANNOUNCEMENT_API.send, body, { token: committee.token }),
      callEndpoint(ANNOUNCEMENT_API.send, body, { token: committee.token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const emails = await waitFor(
      () => emailsOf(body.id),
      (list) => list.length === 2 && settled(list),
      60_000,
    );
    expect(emails).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await caughtEmails()).filter((e) => e.subject === `Twice ${town}`)).toHaveLength(2);
  });

  it('a sender killed midway and restarted sends nobody a second copy', { timeout: 240_000 }, async () => {
    const town = `Killed${randomUUID().slice(0, 6)}`;
    const recipients = await townFamilies(town, 30, true);
    const id = newId();
    const subject = `Killed ${town}`;
    await announcementRef(id).create({
      subject,
      body: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
      eventId: null,
      audience: { towns: [town], membershipTypes: [], childAge: null, event: null },
      families: 30,
      recipients: [...recipients].sort(),
      queued: 0,
      batchStart: 0,
      sentBy: committee.email,
      sentAt: FieldValue.serverTimestamp(),
      sentAtMs: Date.now(),
    });
    const options = { today: '2026-11-25', siteUrl: emulatorEnv.siteUrl, secret: SECRET, limit: 1_000_000 };
    await expect(queueAnnouncementShare(id, { ...options, interruptAfter: 12 })).rejects.toThrow('Sender interrupted.');
    expect((await emailsOf(id)).length).toBeLessThan(30);
    const again = await queueAnnouncementShare(id, options);
    expect(again.queued).toBe(30);
    await waitFor(
      () => emailsOf(id),
      (list) => list.length === 30 && settled(list),
      60_000,
    );
    const caught = await waitFor(
      async () => (await caughtEmails()).filter((e) => e.subject === subject),
      (list) => list.length >= 30,
      MAIL_WAIT,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const addresses = (await caughtEmails()).filter((e) => e.subject === subject).map((e) => e.to[0]!.address);
    expect(caught.length).toBe(30);
    expect([...addresses].sort()).toEqual([...recipients].sort());
    // Run once more: nothing new.
    expect((await queueAnnouncementShare(id, options)).made).toBe(0);
  });

  // Sixty: several of the sender's groups of ten, each recipient once. How long 250 take is the bench's
  // (bench/sections/announcement-delivery.ts).
  it('every recipient reaches sent or a recorded failure, once', { timeout: 300_000 }, async () => {
    const town = `Many${randomUUID().slice(0, 6)}`;
    const recipients = await townFamilies(town, RECIPIENTS, true);
    const sent = await send({ subject: `Many ${town}`, body: 'Sixty', audience: { towns: [town] } }, committee.token);
    expect(sent.body).toMatchObject({ success: true, recipients: RECIPIENTS });
    const emails = await waitFor(
      () => emailsOf(sent.body.id!),
      (list) => list.length === RECIPIENTS && settled(list),
      240_000,
    );
    expect(new Set(emails.map((e) => e.email)).size).toBe(RECIPIENTS);
    expect(emails.map((e) => e.email).sort()).toEqual([...recipients].sort());
    const failed = emails.filter((e) => e.delivery.state === 'failed');
    for (const f of failed) expect(f.delivery.lastError).toBeTruthy();
    const detail = await callEndpoint(
      ANNOUNCEMENT_API.detail,
      { id: sent.body.id! },
      {
        token: committee.token,
      },
    );
    expect(detail.body.recipients).toHaveLength(RECIPIENTS);
  });
});
