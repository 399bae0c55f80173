import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { multiLineText } from './plain-text.ts';
import { MAX_PRIVACY_NOTICE_LENGTH } from './privacy-notice-texts.ts';

/*
 * The privacy notice (/privacy): content the committee edits in the console, written in Markdown
 * and published as numbered versions. Registration records the version a family accepted; a
 * signed-in member is shown a newer version once, and the server records that they have seen it.
 */

export const PRIVACY_NOTICE_PATHS = {
  /** GET, public: the current notice (cacheable, revalidated with an ETag; an extension, as the other content). */
  notice: '/api/content/privacy-notice.json',
  /** GET, committee: the same notice for the console's editor, never cached. */
  committee: '/api/committee/privacy-notice',
  /** POST {text}, committee: publishes the next version. */
  publish: '/api/committee/privacy-notice/publish',
  /** GET, signed-in: the current version and the newest one this user has seen or accepted. */
  seen: '/api/privacy/notice-seen',
  /** POST {version}, signed-in: this user has seen that version. */
  markSeen: '/api/privacy/notice-seen/save',
} as const;

// The page's address and the texts: in a module without zod, for the site's footer (the first load).
export * from './privacy-notice-texts.ts';

const versionSchema = z.number().int().min(1);
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** POST publish: the whole notice, in Markdown. */
export const publishNoticeSchema = z.object({
  text: multiLineText()
    .trim()
    .min(1, { message: 'Write the notice before publishing it.' })
    .max(MAX_PRIVACY_NOTICE_LENGTH, {
      message: `The notice must be at most ${MAX_PRIVACY_NOTICE_LENGTH.toLocaleString('en-GB')} characters.`,
    }),
});
export type PublishNotice = z.input<typeof publishNoticeSchema>;

/** The current notice: its version, the UK date it was published, its Markdown (`text`) and that as HTML. */
export const privacyNoticeSchema = z.object({
  success: z.literal(true),
  version: versionSchema,
  updatedOn: isoDateSchema,
  /** Safe HTML rendered by the server from `text` (no raw HTML, only http(s), mailto and site links). */
  html: z.string(),
  /** The notice as the committee wrote it (Markdown, which reads as plain text). */
  text: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const publishResultSchema = resultSchema.extend({ version: versionSchema.optional() });

/** What a signed-in user has seen: `seen` is 0 while they have seen and accepted none. */
export const noticeSeenSchema = z.object({
  success: z.literal(true),
  current: z.object({ version: versionSchema, updatedOn: isoDateSchema }),
  seen: z.number().int().min(0),
});
export type NoticeSeen = z.infer<typeof noticeSeenSchema>;

export const markSeenSchema = z.object({ version: versionSchema });

/** Whether the dashboard shows "Our privacy notice has changed". */
export const noticeIsNew = (answer: Pick<NoticeSeen, 'current' | 'seen'>) => answer.current.version > answer.seen;

const noInput = z.object({});

export const PRIVACY_NOTICE_API = {
  notice: endpoint({ method: 'GET', path: PRIVACY_NOTICE_PATHS.notice, request: noInput, response: privacyNoticeSchema }),
  committee: endpoint({ method: 'GET', path: PRIVACY_NOTICE_PATHS.committee, request: noInput, response: privacyNoticeSchema }),
  publish: endpoint({ method: 'POST', path: PRIVACY_NOTICE_PATHS.publish, request: publishNoticeSchema, response: publishResultSchema }),
  seen: endpoint({ method: 'GET', path: PRIVACY_NOTICE_PATHS.seen, request: noInput, response: noticeSeenSchema }),
  markSeen: endpoint({ method: 'POST', path: PRIVACY_NOTICE_PATHS.markSeen, request: markSeenSchema, response: resultSchema }),
};
