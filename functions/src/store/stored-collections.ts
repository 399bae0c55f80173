import { z } from 'zod';
import { announcementDocSchema, emailBudgetDocSchema } from './announcement-docs.ts';
import { bankReferenceDocSchema, bookingDocSchema, bookingEventDocSchema, bookingHealthDocSchema } from './booking-docs.ts';
import { auditLogDocSchema } from './audit-log.ts';
import { contactMessageDocSchema, deliverySweepDocSchema } from './contact-docs.ts';
import { EVENTS_CONTENT, VIDEOS_CONTENT } from './content-kinds.ts';
import { contentDocSchema, type ContentKind } from './content-docs.ts';
import { ALBUMS_CONTENT, EXECUTIVE_COMMITTEE_CONTENT } from './gallery-kinds.ts';
import { PRIVACY_NOTICE_CONTENT } from './privacy-notice-kind.ts';
import { SITE_CONTACT_CONTENT } from './site-contact-kind.ts';
import { dailyRunDocSchema } from './daily-docs.ts';
import { doorPassDocSchema } from './door-pass-docs.ts';
import { doorWalkInDocSchema } from './door-walk-in-docs.ts';
import { directoryShardDocSchema, directoryVersionDocSchema } from './directory-docs.ts';
import { drawDocSchema, roundStartDocSchema, spinDocSchema, storedDrawPasswordSchema } from './draw-docs.ts';
import { sealHistoryDocSchema, storedSeedSchema } from './draw-seals.ts';
import { emailPreferenceDocSchema } from './email-preference-docs.ts';
import { familyDocSchema, memberAddDocSchema, memberDocSchema, memberEmailDocSchema, registrationDocSchema } from './family-docs.ts';
import { invitationDocSchema } from './invitation-docs.ts';
import { bankImportDocSchema, bankLineDocSchema, duesDocSchema, membershipSettingsDocSchema, summaryWishDocSchema } from './dues-docs.ts';
import { privacyNoticeSeenDocSchema } from './privacy-notice-docs.ts';
import { privacySettingsDocSchema } from './privacy-settings.ts';
import { rateLimitDocSchema } from './rate-limit-docs.ts';
import { rotaHelperDocSchema, rotaSlotDocSchema } from './rota-docs.ts';

/*
 * Every Firestore document the product writes, by path, with the shape it is stored in: one list,
 * so a test can read a whole database (the demo data, a backup) and check each document against
 * its schema, and a collection nobody described is noticed rather than left unchecked.
 */

export interface StoredCollection {
  /**
   * A document path: collection ids and, between them, either a document's own id (`content/events`)
   * or `{name}` for any id (`families/{familyId}/members/{memberId}`).
   */
  path: string;
  schema: z.ZodType;
}

const content = <S extends z.ZodObject>(kind: ContentKind<S>): StoredCollection => ({
  path: `content/${kind.name}`,
  schema: contentDocSchema(kind),
});

export const STORED_COLLECTIONS: readonly StoredCollection[] = [
  // Families and their members (families/, registration/, members/, invitations/).
  { path: 'families/{familyId}', schema: familyDocSchema },
  { path: 'families/{familyId}/members/{memberId}', schema: memberDocSchema },
  { path: 'families/{familyId}/memberAdds/{key}', schema: memberAddDocSchema },
  { path: 'memberEmails/{emailHash}', schema: memberEmailDocSchema },
  { path: 'registrations/{key}', schema: registrationDocSchema },
  { path: 'invitations/{invitationId}', schema: invitationDocSchema },
  // The public directory's snapshot (directory/).
  { path: 'publicDirectory/version', schema: directoryVersionDocSchema },
  { path: 'publicDirectory/{shardId}', schema: directoryShardDocSchema },
  // Content the committee edits (content/).
  content(EVENTS_CONTENT),
  content(VIDEOS_CONTENT),
  content(ALBUMS_CONTENT),
  content(EXECUTIVE_COMMITTEE_CONTENT),
  content(PRIVACY_NOTICE_CONTENT),
  content(SITE_CONTACT_CONTENT),
  // Draws (draws/).
  { path: 'draws/{drawId}', schema: drawDocSchema },
  { path: 'draws/{drawId}/spins/{spinId}', schema: spinDocSchema },
  { path: 'draws/{drawId}/rounds/{number}', schema: roundStartDocSchema },
  { path: 'draws/{drawId}/seals/{seedHash}', schema: sealHistoryDocSchema },
  { path: 'drawSettings/seeds/draws/{drawId}', schema: storedSeedSchema },
  { path: 'drawSettings/password', schema: storedDrawPasswordSchema },
  // Bookings (bookings/).
  { path: 'bookingEvents/{eventId}', schema: bookingEventDocSchema },
  { path: 'bookings/{bookingId}', schema: bookingDocSchema },
  { path: 'bookingHealth/{bookingId}', schema: bookingHealthDocSchema },
  { path: 'bankReferences/{reference}', schema: bankReferenceDocSchema },
  { path: 'doorPasses/{passId}', schema: doorPassDocSchema },
  { path: 'doorWalkIns/{walkInId}', schema: doorWalkInDocSchema },
  // Membership dues (membership/).
  { path: 'membershipSettings/current', schema: membershipSettingsDocSchema },
  { path: 'dues/{duesId}', schema: duesDocSchema },
  { path: 'bankLines/{hash}', schema: bankLineDocSchema },
  { path: 'bankImports/{importId}', schema: bankImportDocSchema },
  { path: 'membershipSummaries/{uid}', schema: summaryWishDocSchema },
  // Announcements and emails (announcements/, email/, contact/).
  { path: 'announcements/{announcementId}', schema: announcementDocSchema },
  { path: 'emailBudget/{date}', schema: emailBudgetDocSchema },
  { path: 'emailPreferences/{emailHash}', schema: emailPreferenceDocSchema },
  { path: 'contactMessages/{messageId}', schema: contactMessageDocSchema },
  { path: 'deliverySweep/legacy', schema: deliverySweepDocSchema },
  // Privacy, the committee's record, the daily job and rate limits.
  { path: 'privacySettings/current', schema: privacySettingsDocSchema },
  { path: 'privacyNoticeSeen/{uid}', schema: privacyNoticeSeenDocSchema },
  { path: 'auditLog/{entryId}', schema: auditLogDocSchema },
  { path: 'dailyRuns/{date}', schema: dailyRunDocSchema },
  { path: 'rateLimits/{counterId}', schema: rateLimitDocSchema },
  // The helpers' rota (rota/).
  { path: 'rotaSlots/{slotId}', schema: rotaSlotDocSchema },
  { path: 'rotaHelpers/{helperId}', schema: rotaHelperDocSchema },
];

const isAnyId = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** How well a pattern names a document path: null when it does not, else its number of literal ids. */
function specificity(pattern: string, path: string): number | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  let literal = 0;
  for (const [i, segment] of want.entries()) {
    const actual = have[i]!;
    if (actual === '') return null;
    if (isAnyId(segment)) continue;
    if (segment !== actual) return null;
    literal += 1;
  }
  return literal;
}

/** The entry of a concrete document path (`families/f1/members/m1`); a named document wins over `{any}`. Null when none. */
export function storedCollectionOf(path: string, collections: readonly StoredCollection[] = STORED_COLLECTIONS): StoredCollection | null {
  let best: { entry: StoredCollection; literal: number } | null = null;
  for (const entry of collections) {
    const literal = specificity(entry.path, path);
    if (literal !== null && (best === null || literal > best.literal)) best = { entry, literal };
  }
  return best?.entry ?? null;
}

/** The schema a document at this path is stored in, or null when no collection describes it. */
export function schemaForDocumentPath(path: string): z.ZodType | null {
  return storedCollectionOf(path)?.schema ?? null;
}

export interface StoredShapeIssue {
  /** Where in the document (field names and array indexes); empty for the document itself. */
  at: PropertyKey[];
  message: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * Fields of `stored` that the parsed value lacks: what the schema's objects dropped as unknown (a
 * misspelt or left-over field), at any depth. Maps and arrays are compared where both sides have them.
 */
function droppedFields(stored: unknown, parsed: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(stored) && Array.isArray(parsed)) return stored.flatMap((item, i) => droppedFields(item, parsed[i], [...at, i]));
  if (!isPlainObject(stored) || !isPlainObject(parsed)) return [];
  return Object.keys(stored).flatMap((key) =>
    Object.hasOwn(parsed, key) ? droppedFields(stored[key], parsed[key], [...at, key]) : [[...at, key]],
  );
}

/**
 * What is wrong with a stored document (its path and `data()`): no collection describes it, or its
 * schema's issues, or fields the schema does not know. Empty when it has its stored shape.
 */
export function storedShapeIssues(
  path: string,
  data: unknown,
  collections: readonly StoredCollection[] = STORED_COLLECTIONS,
): StoredShapeIssue[] {
  const entry = storedCollectionOf(path, collections);
  if (!entry)
    return [{ at: [], message: 'No stored shape describes this collection (add it to functions/src/store/stored-collections.ts).' }];
  const parsed = entry.schema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ at: issue.path, message: issue.message }));
  return droppedFields(data, parsed.data).map((at) => ({ at, message: `Not a field of ${entry.path}.` }));
}

/** One line per issue: `families/f1: member_emails.0: Invalid email address`. */
export function formatStoredShapeIssue(path: string, issue: StoredShapeIssue): string {
  return `${path}: ${issue.at.length > 0 ? `${issue.at.map(String).join('.')}: ` : ''}${issue.message}`;
}
