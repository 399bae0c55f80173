import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { readContent } from '../content/content-doc.ts';
import { PRIVACY_NOTICE_CONTENT } from '../store/privacy-notice-kind.ts';
import { db } from '../store/admin.ts';

/** What a family stores about the notice it accepted at registration. */
export interface AcceptedNotice {
  version: number;
  accepted_at: FieldValue;
}

/** The current notice's version (registration records it). */
export async function currentNoticeVersion(store: Firestore = db()): Promise<number> {
  return (await readContent(store, PRIVACY_NOTICE_CONTENT)).data.version;
}

/** The family field registration writes: the version the registrant accepted, and when. */
export async function acceptedNotice(): Promise<AcceptedNotice> {
  return { version: await currentNoticeVersion(), accepted_at: FieldValue.serverTimestamp() };
}
