import {
  EMAIL_RELEASED_MESSAGE,
  FAMILY_ERASED_MESSAGE,
  type CONSOLE_FAMILY_API,
  type ConsoleFamily,
  type ConsoleMember,
} from '@edma/contract/console-families';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { recordAudit } from '../../store/audit-log.ts';
import { releaseEmailAddress } from '../../committee/families-release.ts';
import { db } from '../../store/admin.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { invitationsOfFamily } from '../../store/invitation-docs.ts';
import { eraseFamilyData } from '../../privacy/erase-family-data.ts';
import { FAMILY_NOT_FOUND_MESSAGE, readExistingFamily } from '../family-access.ts';
import { FAMILIES, familyRef, MEMBERS, membersOf, type FamilyDoc, type MemberDoc } from '../../store/family-docs.ts';
import { familyDetailsUpdate } from '../family-details.ts';

type Handler<E extends keyof typeof CONSOLE_FAMILY_API> = EndpointHandler<(typeof CONSOLE_FAMILY_API)[E], 'committee'>;

// The whole association (a few hundred families) fits: the CSV export takes the unfiltered list.
const MAX_LISTED = 1000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function consoleMember(doc: DocumentSnapshot): ConsoleMember {
  const member = doc.data() as Partial<MemberDoc>;
  // Whatever a document lacks (hand-made or older data) is answered as empty, never as a broken list.
  return {
    id: doc.id,
    name: text(member.name),
    email: text(member.email),
    phone: text(member.phone),
    dob: typeof member.dob === 'string' ? member.dob : null,
    has_photo: Boolean(member.photo_path),
    photo_public: member.photo_public === true,
  };
}

function consoleFamily(id: string, family: Partial<FamilyDoc>, members: ConsoleMember[]): ConsoleFamily {
  return {
    familyId: id,
    house_no: text(family.house_no),
    address_line: text(family.address_line),
    postal_code: text(family.postal_code),
    location: text(family.location),
    membership_type: text(family.membership_type),
    // Families from before approval existed are listed, as approved.
    approval: family.approval === 'pending' || family.approval === 'rejected' ? family.approval : 'approved',
    created_at_ms: (family.created_at as Timestamp | undefined)?.toMillis?.() ?? 0,
    members,
  };
}

const headName = (family: ConsoleFamily) => family.members[0]?.name ?? '';

/**
 * GET committee/families?q=: every family (pending and rejected too) whose members' names or
 * emails, or whose town or postcode, contain q (any case); all of them when q is empty. Two
 * queries for the whole association (a few hundred families), filtered here.
 */
export const listConsoleFamilies: Handler<'list'> = async ({ q }) => {
  const needle = q.toLowerCase();
  const [families, members] = await Promise.all([db().collection(FAMILIES).get(), db().collectionGroup(MEMBERS).get()]);
  const byFamily = new Map<string, DocumentSnapshot[]>();
  for (const doc of members.docs) {
    const family = doc.ref.parent.parent;
    if (!family || family.parent.id !== FAMILIES || family.parent.parent) continue;
    byFamily.set(family.id, [...(byFamily.get(family.id) ?? []), doc]);
  }
  const matches = families.docs
    .map((doc) => {
      const list = (byFamily.get(doc.id) ?? []).sort((a, b) => Number(a.get('order')) - Number(b.get('order')));
      return consoleFamily(doc.id, doc.data() as FamilyDoc, list.map(consoleMember));
    })
    .filter((family) => {
      if (!needle) return true;
      const fields = [family.location, family.postal_code, ...family.members.flatMap((m) => [m.name, m.email])];
      return fields.some((field) => field.toLowerCase().includes(needle));
    })
    .sort((a, b) => headName(a).localeCompare(headName(b)) || a.familyId.localeCompare(b.familyId));
  return { success: true, families: matches.slice(0, MAX_LISTED), truncated: matches.length > MAX_LISTED };
};

/** GET committee/families/family?familyId=: one family, its members and the emails it invited. */
export const getConsoleFamily: Handler<'family'> = async ({ familyId }) => {
  const [family, members, invitations] = await Promise.all([
    familyRef(familyId).get(),
    membersOf(familyId).orderBy('order').get(),
    invitationsOfFamily(familyId).get(),
  ]);
  if (!family.exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  return {
    success: true,
    family: consoleFamily(familyId, family.data() as FamilyDoc, members.docs.map(consoleMember)),
    invitations: invitations.docs.map((doc) => doc.get('email') as string).sort(),
  };
};

/**
 * POST committee/families/release-email {email}: the same release as `npm run committee -- release`
 * (one implementation, families-release.ts), audited. The audit names the family, not the address.
 */
export const releaseFamilyEmail: Handler<'releaseEmail'> = async ({ email }, { caller }) => {
  const outcome = await releaseEmailAddress(db(), email, (tx, released) =>
    recordAudit(tx, caller, 'family.release-email', released.familyId ? `families/${released.familyId}` : 'memberEmails', {
      invitationsClosed: released.invitationsClosed,
      membersCleared: released.membersCleared,
    }),
  );
  if ('refused' in outcome) throw conflict(outcome.refused);
  return {
    success: true,
    message: EMAIL_RELEASED_MESSAGE,
    familyId: outcome.familyId,
    invitationsClosed: outcome.invitationsClosed,
    membersCleared: outcome.membersCleared,
  };
};

/**
 * POST committee/families/erase {familyId, confirm: familyId}: the GDPR right to erasure, the same
 * complete erasure as a family's own request (privacy/erase-family-data.ts): nothing of the family
 * is left in any collection or in Storage but the anonymised records the accounts need.
 */
export const eraseFamily: Handler<'erase'> = async ({ familyId }, { caller }) => {
  const erased = await eraseFamilyData(db(), familyId, caller, 'committee');
  return { success: true, message: FAMILY_ERASED_MESSAGE, members: erased.members, photos: erased.photos };
};

/**
 * POST committee/families/update: any family's address and membership, with the dashboard's schema
 * and its "Other" rule. The audit names the fields, not their values.
 */
export const updateConsoleFamily: Handler<'update'> = async (input, { caller }) => {
  const familyId = input.familyId;
  await db().runTransaction(async (tx) => {
    await readExistingFamily(tx, familyId);
    tx.update(familyRef(familyId), familyDetailsUpdate(input));
    recordAudit(tx, caller, 'family.update', `families/${familyId}`, {
      fields: ['house_no', 'address_line', 'location', 'postal_code', 'membership_type'],
    });
  });
  return { success: true, message: 'The family was updated.' };
};
