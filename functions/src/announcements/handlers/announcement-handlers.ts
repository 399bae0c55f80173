import { ANNOUNCEMENT_TEXTS, RECIPIENT_STATES, type ANNOUNCEMENT_API, type RecipientState } from '@edma/contract/announcements';
import { isListedFamily } from '@edma/contract/committee';
import { eventPageUrl } from '@edma/contract/calendar-texts';
import { associationToday } from '@edma/contract/dates';
import { FieldValue } from 'firebase-admin/firestore';
import { recordAudit } from '../../store/audit-log.ts';
import { CONTACT_MAX_ATTEMPTS, EMAIL_LINK_SECRET, siteUrl } from '../../config/params.ts';
import { CONTACT_MESSAGES, type ContactMessageDoc } from '../../store/contact-docs.ts';
import { deliverContactMessage } from '../../email/outbox-delivery.ts';
import { smtpSettingsFromParams } from '../../email/smtp-settings.ts';
import { readContent } from '../../content/content-doc.ts';
import { EVENTS_CONTENT } from '../../store/content-kinds.ts';
import { queueServiceEmailsOnce } from '../../email/queue-email.ts';
import { familyRef, memberEmailRef, type FamilyDoc, type MemberEmailDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { invalidInput, notAllowed, notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { ANNOUNCEMENTS, announcementRef, readAnnouncement, type AnnouncementDoc } from '../../store/announcement-docs.ts';
import { computeAudience } from '../audience.ts';
import { renderMarkdown, renderWhatsAppText } from '../markdown.ts';
import { announcementEmail, queueAnnouncementShare } from '../send-announcement.ts';

const today = () => associationToday();

/** The event an announcement links to must still exist when it is written. */
async function assertEventExists(eventId: string | null): Promise<void> {
  if (!eventId) return;
  const events = await readContent(db(), EVENTS_CONTENT);
  if (!events.data.events.some((event) => event.id === eventId)) throw invalidInput(ANNOUNCEMENT_TEXTS.eventNotFound);
}

/** GET committee/announcements/preview?audience=: how many families and addresses, before sending. */
export const previewAudience: EndpointHandler<typeof ANNOUNCEMENT_API.preview, 'committee'> = async ({ audience }) => {
  const result = await computeAudience(audience, today());
  return { success: true, families: result.families, recipients: result.recipients.length, withoutConsent: result.withoutConsent };
};

/** POST committee/announcements/test: the email as a recipient would get it, to the caller only. */
export const sendTestAnnouncement: EndpointHandler<typeof ANNOUNCEMENT_API.test, 'committee'> = async (draft, { caller }) => {
  await assertEventExists(draft.eventId);
  const rendered = renderMarkdown(draft.body);
  const content = { subject: `[Test] ${draft.subject}`, ...rendered, eventId: draft.eventId };
  await queueServiceEmailsOnce(`announcement-test.${Date.now()}`, [caller.email], {
    ...announcementEmail(content, caller.email, siteUrl(), EMAIL_LINK_SECRET.value()),
    name: 'Announcement test',
  });
  return { success: true, message: ANNOUNCEMENT_TEXTS.testSent(caller.email) };
};

/**
 * POST committee/announcements/send: the audience computed here, the announcement stored once under
 * the page's id (sending again after a lost answer sends nothing twice), then today's share queued.
 */
export const sendAnnouncement: EndpointHandler<typeof ANNOUNCEMENT_API.send, 'committee'> = async (input, { caller }) => {
  const existing = await announcementRef(input.id).get();
  if (!existing.exists) {
    await assertEventExists(input.eventId);
    const audience = await computeAudience(input.audience, today());
    if (audience.recipients.length === 0) return { success: false, message: ANNOUNCEMENT_TEXTS.noRecipients };
    const rendered = renderMarkdown(input.body);
    const now = Date.now();
    // Two sends of one id at once: the first stores it, the second finds it and only queues.
    await db().runTransaction(async (tx) => {
      if ((await tx.get(announcementRef(input.id))).exists) return;
      tx.create(announcementRef(input.id), {
        subject: input.subject,
        body: input.body,
        html: rendered.html,
        text: rendered.text,
        eventId: input.eventId,
        audience: input.audience,
        families: audience.families,
        recipients: audience.recipients,
        queued: 0,
        batchStart: 0,
        sentBy: caller.email,
        sentAt: FieldValue.serverTimestamp(),
        sentAtMs: now,
      });
      recordAudit(tx, caller, 'announcement.send', `${ANNOUNCEMENTS}/${input.id}`, { recipients: audience.recipients.length });
    });
  }
  const share = await queueAnnouncementShare(input.id, { today: today(), siteUrl: siteUrl(), secret: EMAIL_LINK_SECRET.value() });
  return { success: true, id: input.id, recipients: share.total, message: ANNOUNCEMENT_TEXTS.sent(share.total) };
};

async function recipientStates(id: string, doc: AnnouncementDoc) {
  const emails = await db().collection(CONTACT_MESSAGES).where('announcementId', '==', id).get();
  const byAddress = new Map<string, { state: RecipientState; error: string | null; docId: string }>();
  for (const email of emails.docs) {
    const data = email.data() as ContactMessageDoc;
    byAddress.set(data.email, { state: data.delivery.state, error: data.delivery.lastError ?? null, docId: email.id });
  }
  return doc.recipients.map((email) => ({ email, ...(byAddress.get(email) ?? { state: 'scheduled' as const, error: null, docId: null }) }));
}

function summaryOf(id: string, doc: AnnouncementDoc, states: { state: RecipientState }[]) {
  const counts = Object.fromEntries(RECIPIENT_STATES.map((state) => [state, 0])) as Record<RecipientState, number>;
  for (const { state } of states) counts[state] += 1;
  return { id, subject: doc.subject, sentAtMs: doc.sentAtMs, sentBy: doc.sentBy, recipients: doc.recipients.length, counts };
}

/** GET committee/announcements: the newest first, each with its recipients counted by state. */
export const listAnnouncements: EndpointHandler<typeof ANNOUNCEMENT_API.list, 'committee'> = async () => {
  const recent = await db().collection(ANNOUNCEMENTS).orderBy('sentAtMs', 'desc').limit(30).get();
  const readable = recent.docs.flatMap((snapshot) => {
    const doc = readAnnouncement(snapshot);
    return doc ? [{ id: snapshot.id, doc }] : [];
  });
  const announcements = await Promise.all(readable.map(async ({ id, doc }) => summaryOf(id, doc, await recipientStates(id, doc))));
  return { success: true, announcements };
};

/** Pasted into the association's WhatsApp group: its emphasis in WhatsApp's marks, and where to read more. */
const whatsappText = (doc: AnnouncementDoc) =>
  [
    `*${doc.subject}*`,
    renderWhatsAppText(doc.body),
    doc.eventId ? eventPageUrl(siteUrl(), doc.eventId) : `${siteUrl().replace(/\/+$/, '')}/dashboard`,
  ].join('\n\n');

/** GET committee/announcements/detail?id=: each recipient's state, and the text for WhatsApp. */
export const announcementDetail: EndpointHandler<typeof ANNOUNCEMENT_API.detail, 'committee'> = async ({ id }) => {
  const snapshot = await announcementRef(id).get();
  const doc = snapshot.exists ? readAnnouncement(snapshot) : null;
  if (!doc) throw notFound(ANNOUNCEMENT_TEXTS.notFound);
  const states = await recipientStates(id, doc);
  const eventUrl = doc.eventId ? eventPageUrl(siteUrl(), doc.eventId) : null;
  return {
    success: true,
    announcement: { ...summaryOf(id, doc, states), text: doc.text, eventUrl, whatsapp: whatsappText(doc) },
    recipients: states.map(({ email, state, error }) => ({ email, state, error })),
  };
};

/** POST committee/announcements/retry {id}: one more attempt at each failed email of the announcement. */
export const retryAnnouncement: EndpointHandler<typeof ANNOUNCEMENT_API.retry, 'committee'> = async ({ id }, { caller }) => {
  const snapshot = await announcementRef(id).get();
  const doc = snapshot.exists ? readAnnouncement(snapshot) : null;
  if (!doc) throw notFound(ANNOUNCEMENT_TEXTS.notFound);
  const failed = (await recipientStates(id, doc)).filter((r) => r.state === 'failed' && r.docId);
  let sent = 0;
  for (const recipient of failed) {
    const outcome = await deliverContactMessage(recipient.docId!, smtpSettingsFromParams(), {
      maxAttempts: CONTACT_MAX_ATTEMPTS.value(),
      sender: 'committee',
      onClaim: (tx) => recordAudit(tx, caller, 'contact.retry', `${CONTACT_MESSAGES}/${recipient.docId}`),
    });
    if (outcome?.state === 'sent') sent += 1;
  }
  return { success: true, retried: failed.length, message: `${sent} of ${failed.length} sent again.` };
};

/** GET announcements: past announcements, for members of an approved family. */
export const announcementArchive: EndpointHandler<typeof ANNOUNCEMENT_API.archive, 'signed-in'> = async (_input, { caller }) => {
  const owner = await memberEmailRef(caller.email).get();
  const familyId = owner.exists ? (owner.data() as MemberEmailDoc).familyId : null;
  const family = familyId ? await familyRef(familyId).get() : null;
  if (!caller.committee && (!family?.exists || !isListedFamily((family.data() as FamilyDoc).approval)))
    throw notAllowed(ANNOUNCEMENT_TEXTS.notMember);
  const recent = await db().collection(ANNOUNCEMENTS).orderBy('sentAtMs', 'desc').limit(50).get();
  return {
    success: true,
    announcements: recent.docs.flatMap((snapshot) => {
      const doc = readAnnouncement(snapshot);
      return doc ? [{ id: snapshot.id, subject: doc.subject, text: doc.text, eventId: doc.eventId, sentAtMs: doc.sentAtMs }] : [];
    }),
  };
};
