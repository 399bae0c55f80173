import { associationToday } from '@edma/contract/dates';
import { PRIVACY_NOTICE_API, PRIVACY_NOTICE_UNCHANGED_MESSAGE, publishedMessage, type PrivacyNotice } from '@edma/contract/privacy-notice';
import { FieldValue } from 'firebase-admin/firestore';
import { renderPageMarkdown } from '../../announcements/markdown.ts';
import { changeContent, readContent } from '../../content/content-doc.ts';
import { PRIVACY_NOTICE_CONTENT, type PrivacyNoticeDoc } from '../../store/privacy-notice-kind.ts';
import { servePublicJson } from '../../content/public-content.ts';
import { familyRef, memberEmailRef } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { PRIVACY_NOTICE_SEEN } from '../../store/privacy-notice-docs.ts';
import { invalidInput } from '../../errors/domain-error.ts';
import type { EndpointHandler, RawHandler } from '../../http/route.ts';
import { currentNoticeVersion } from '../accepted-notice.ts';

/*
 * The privacy notice: `content/privacyNotice` (the seed until the committee first publishes),
 * served to everyone as rendered, inert HTML; each publication is the next version, audited. A
 * family records the version it accepted when it registers (`families/{id}.privacy_notice`); each
 * signed-in user the newest version they have seen (`privacyNoticeSeen/{uid}`).
 */

const noticeAnswer = (doc: PrivacyNoticeDoc): PrivacyNotice => ({
  success: true,
  version: doc.version,
  updatedOn: doc.updated_on,
  html: renderPageMarkdown(doc.text),
  text: doc.text,
});

/** GET content/privacy-notice.json: the page's notice (public, cacheable, ETag). */
export const getPublicPrivacyNotice: RawHandler<'public'> = async (request) => {
  const { data, version } = await readContent(db(), PRIVACY_NOTICE_CONTENT);
  return servePublicJson(request, {
    key: 'privacy-notice.json',
    version,
    render: () => noticeAnswer(data),
  });
};

/** GET committee/privacy-notice: the same for the console's editor, never cached. */
export const getCommitteePrivacyNotice: EndpointHandler<typeof PRIVACY_NOTICE_API.committee, 'committee'> = async () =>
  noticeAnswer((await readContent(db(), PRIVACY_NOTICE_CONTENT)).data);

/** POST committee/privacy-notice/publish {text}: the next version, dated today (UK), audited. The same text is refused. */
export const publishPrivacyNotice: EndpointHandler<typeof PRIVACY_NOTICE_API.publish, 'committee'> = async ({ text }, { caller }) => {
  const details: { version?: number; previous?: number; length: number } = { length: text.length };
  const next = await changeContent(db(), PRIVACY_NOTICE_CONTENT, caller, {
    action: 'privacy-notice.publish',
    details,
    apply: (current) => {
      if (current.text.trim() === text) throw invalidInput(PRIVACY_NOTICE_UNCHANGED_MESSAGE);
      details.previous = current.version;
      details.version = current.version + 1;
      return { version: current.version + 1, text, updated_on: associationToday() };
    },
  });
  return { success: true, message: publishedMessage(next.version), version: next.version };
};

/** The version a user accepted with their family's registration (0 when none). */
async function acceptedByFamily(email: string): Promise<number> {
  const owner = await memberEmailRef(email).get();
  const familyId = owner.get('familyId') as string | undefined;
  if (!familyId) return 0;
  const accepted = (await familyRef(familyId).get()).get('privacy_notice.version') as unknown;
  return typeof accepted === 'number' ? accepted : 0;
}

/** GET privacy/notice-seen: the current version and the newest one this user has seen (or accepted at registration). */
export const getNoticeSeen: EndpointHandler<typeof PRIVACY_NOTICE_API.seen, 'signed-in'> = async (_input, { caller }) => {
  const [notice, seenDoc, accepted] = await Promise.all([
    readContent(db(), PRIVACY_NOTICE_CONTENT),
    db().collection(PRIVACY_NOTICE_SEEN).doc(caller.uid).get(),
    acceptedByFamily(caller.email),
  ]);
  const seen = seenDoc.get('version') as unknown;
  return {
    success: true,
    current: { version: notice.data.version, updatedOn: notice.data.updated_on },
    seen: Math.max(typeof seen === 'number' ? seen : 0, accepted),
  };
};

export const NO_SUCH_VERSION_MESSAGE = 'There is no such version of the privacy notice.';

/** POST privacy/notice-seen/save {version}: this user has seen that version (never lowers what is recorded). */
export const markNoticeSeen: EndpointHandler<typeof PRIVACY_NOTICE_API.markSeen, 'signed-in'> = async ({ version }, { caller }) => {
  if (version > (await currentNoticeVersion())) throw invalidInput(NO_SUCH_VERSION_MESSAGE);
  const ref = db().collection(PRIVACY_NOTICE_SEEN).doc(caller.uid);
  await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('version') as unknown;
    if (typeof stored === 'number' && stored >= version) return;
    tx.set(ref, { version, seen_at: FieldValue.serverTimestamp() });
  });
  return { success: true };
};
