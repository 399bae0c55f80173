import { z } from 'zod';
import { resultSchema } from './api-result.ts';
import { CONTACT_DELIVERY_STATES } from './contact.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';
import { MAX_SHORT_TEXT } from './limits.ts';
import { DUES_STATUS_LABELS, DUES_STATUSES } from './membership.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

/*
 * Announcements: the committee writes to chosen families (the audience is computed on the server
 * from these filters, never sent as a list), one email per address that said yes to news.
 */

export const ANNOUNCEMENT_PATHS = {
  list: '/api/committee/announcements',
  detail: '/api/committee/announcements/detail',
  preview: '/api/committee/announcements/preview',
  test: '/api/committee/announcements/test',
  send: '/api/committee/announcements/send',
  retry: '/api/committee/announcements/retry',
  /** Signed in, a member of an approved family: past announcements. */
  archive: '/api/announcements',
} as const;

export const MAX_ANNOUNCEMENT_SUBJECT = 150;
export const MAX_ANNOUNCEMENT_BODY = 10_000;
export const MAX_AGE_FILTER = 25;

/** An event's families by their answer; `not-answered`: approved families with no answer yet. */
export const EVENT_ANSWERS = ['going', 'waiting', 'not-coming', 'not-answered'] as const;
export type EventAnswer = (typeof EVENT_ANSWERS)[number];
export const EVENT_ANSWER_LABELS: Record<EventAnswer, string> = {
  going: 'Booked',
  waiting: 'On the waiting list',
  'not-coming': 'Not coming',
  'not-answered': 'Not yet answered',
};

/** The dues statuses an announcement can be sent by, and "none" (no record this year). */
export const AUDIENCE_DUES_STATUSES = [...DUES_STATUSES, 'none'] as const;
export type AudienceDuesStatus = (typeof AUDIENCE_DUES_STATUSES)[number];
export const AUDIENCE_DUES_LABELS: Record<AudienceDuesStatus, string> = { ...DUES_STATUS_LABELS, none: 'No dues record' };

const age = z
  .number({ message: 'Enter an age in years.' })
  .int({ message: 'Ages are whole years.' })
  .min(0, { message: 'An age cannot be negative.' })
  .max(MAX_AGE_FILTER, { message: `At most ${MAX_AGE_FILTER} years.` });

/**
 * Which approved families: every filter given must hold (AND); within one filter, any of the values
 * (OR). Nothing chosen: all families. Dues status: of the current membership year ("none": no
 * dues record yet, e.g. before the fees are set or for a family approved since).
 */
export const audienceSchema = z.object({
  towns: z.array(singleLineText().trim().min(1).max(MAX_SHORT_TEXT)).max(20).default([]),
  membershipTypes: z.array(singleLineText().trim().min(1).max(MAX_SHORT_TEXT)).max(20).default([]),
  duesStatuses: z.array(z.enum(AUDIENCE_DUES_STATUSES)).max(AUDIENCE_DUES_STATUSES.length).default([]),
  /** A member whose age today is within the band (inclusive): a child between 5 and 12. */
  childAge: z
    .object({ from: age, to: age })
    .refine((band) => band.from <= band.to, { message: 'The age band must go from the younger age to the older.', path: ['to'] })
    .nullable()
    .default(null),
  event: z
    .object({
      eventId: contentIdSchema,
      answers: z.array(z.enum(EVENT_ANSWERS)).min(1, { message: 'Choose at least one answer.' }).max(EVENT_ANSWERS.length),
    })
    .nullable()
    .default(null),
});
export type Audience = z.output<typeof audienceSchema>;
export type AudienceInput = z.input<typeof audienceSchema>;

/** The audience as a GET's query value (a preview is a read: it counts no edit against the limits). */
const audienceQuerySchema = z
  .string()
  .max(4000)
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The audience is not valid.' });
      return z.NEVER;
    }
  })
  .pipe(audienceSchema);

export const announcementDraftSchema = z.object({
  subject: singleLineText()
    .trim()
    .min(1, { message: 'Enter a subject.' })
    .max(MAX_ANNOUNCEMENT_SUBJECT, { message: `The subject must be at most ${MAX_ANNOUNCEMENT_SUBJECT} characters.` }),
  body: multiLineText()
    .trim()
    .min(1, { message: 'Write the announcement.' })
    .max(MAX_ANNOUNCEMENT_BODY, { message: `The announcement must be at most ${MAX_ANNOUNCEMENT_BODY} characters.` }),
  /** A calendar event the email links to (its page /calendar/{eventId}). */
  eventId: contentIdSchema.nullable().default(null),
});
export type AnnouncementDraft = z.input<typeof announcementDraftSchema>;

const announcementIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Not a valid announcement id.' });

/** Made by the page once per composed announcement: sending again after a lost answer sends nothing twice. */
export const sendAnnouncementSchema = announcementDraftSchema.extend({ id: announcementIdSchema, audience: audienceSchema });

export const audienceCountSchema = z.object({
  success: z.literal(true),
  families: z.number(),
  /** Addresses that said yes to news: one email each. */
  recipients: z.number(),
  /** Addresses in those families that have not said yes (they get nothing). */
  withoutConsent: z.number(),
});

/** `scheduled`: waiting for a later day's share of the sending limit. */
export const RECIPIENT_STATES = ['scheduled', ...CONTACT_DELIVERY_STATES] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export const announcementSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  sentAtMs: z.number(),
  sentBy: z.string(),
  recipients: z.number(),
  counts: z.record(z.enum(RECIPIENT_STATES), z.number()),
});
export type AnnouncementSummary = z.output<typeof announcementSummarySchema>;

export const announcementDetailSchema = z.object({
  success: z.literal(true),
  announcement: announcementSummarySchema.extend({
    text: z.string(),
    /** The linked event's page, absolute (built by the server from the stored event id). */
    eventUrl: z.url({ protocol: /^https?$/ }).nullable(),
    /** Text and link to paste into WhatsApp. */
    whatsapp: z.string(),
  }),
  recipients: z.array(z.object({ email: z.string(), state: z.enum(RECIPIENT_STATES), error: z.string().nullable() })),
});

export const archivedAnnouncementSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The linked event: the page links to its page on this site (eventPagePath). */
  eventId: contentIdSchema.nullable(),
  sentAtMs: z.number(),
});
export type ArchivedAnnouncement = z.output<typeof archivedAnnouncementSchema>;

export const ANNOUNCEMENT_TEXTS = {
  sent: (n: number) => `The announcement is on its way to ${n} ${n === 1 ? 'address' : 'addresses'}.`,
  testSent: (email: string) => `A test was sent to ${email}.`,
  noRecipients: 'Nobody in this audience has said yes to news from the committee.',
  notFound: 'This announcement no longer exists.',
  notMember: 'The archive is for members of an approved family.',
  eventNotFound: 'The linked event no longer exists.',
} as const;

const idOnly = z.object({ id: announcementIdSchema });

export const ANNOUNCEMENT_API = {
  list: endpoint({
    method: 'GET',
    path: ANNOUNCEMENT_PATHS.list,
    request: z.object({}),
    response: z.object({ success: z.literal(true), announcements: z.array(announcementSummarySchema) }),
  }),
  detail: endpoint({ method: 'GET', path: ANNOUNCEMENT_PATHS.detail, request: idOnly, response: announcementDetailSchema }),
  preview: endpoint({
    method: 'GET',
    path: ANNOUNCEMENT_PATHS.preview,
    request: z.object({ audience: audienceQuerySchema }),
    response: audienceCountSchema,
  }),
  test: endpoint({ method: 'POST', path: ANNOUNCEMENT_PATHS.test, request: announcementDraftSchema, response: resultSchema }),
  send: endpoint({
    method: 'POST',
    path: ANNOUNCEMENT_PATHS.send,
    request: sendAnnouncementSchema,
    response: resultSchema.extend({ id: z.string().optional(), recipients: z.number().optional() }),
  }),
  retry: endpoint({
    method: 'POST',
    path: ANNOUNCEMENT_PATHS.retry,
    request: idOnly,
    response: resultSchema.extend({ retried: z.number().optional() }),
  }),
  archive: endpoint({
    method: 'GET',
    path: ANNOUNCEMENT_PATHS.archive,
    request: z.object({}),
    response: z.object({ success: z.literal(true), announcements: z.array(archivedAnnouncementSchema) }),
  }),
};
