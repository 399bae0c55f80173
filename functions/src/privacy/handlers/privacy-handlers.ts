import { isListedFamily } from '@edma/contract/committee';
import { ageOn, associationToday } from '@edma/contract/dates';
import {
  ADULTS_ONLY_EXPORT_MESSAGE,
  ADULTS_ONLY_MESSAGE,
  ERASURE_COOLING_OFF_DAYS,
  isChildAge,
  NOT_A_CHILD_MESSAGE,
  NOT_AN_APPROVED_MEMBER_MESSAGE,
  PRIVACY_API,
} from '@edma/contract/privacy';
import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../../auth/verify-caller.ts';
import { recordAudit } from '../../store/audit-log.ts';
import { CONTACT_TO, RATE_LIMIT_MULTIPLIER, siteUrl } from '../../config/params.ts';
import { addDays } from '../../store/clock.ts';
import { directoryFromSources, rebuildDirectory } from '../../directory/snapshot-store.ts';
import { directoryBody } from '../../directory/snapshot-layout.ts';
import { renderEmail } from '../../email/email-layout.ts';
import { unsentServiceEmails } from '../../email/queue-email.ts';
import { readFamilyForCaller } from '../../families/family-access.ts';
import { callerAge, isAdultAge } from '../../families/caller-age.ts';
import { familyRef, memberEmailRef, membersOf, type FamilyDoc, type MemberDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { conflict, notAllowed, notFound } from '../../errors/domain-error.ts';
import { EndpointReply, type Access, type EndpointHandler, type RawHandler } from '../../http/route.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { buildFamilyExport } from '../family-export.ts';
import { privacySettingsRef, readPrivacySettings } from '../../store/privacy-settings.ts';
import { exportFileName } from '@edma/contract/privacy';

type Handler<E extends keyof typeof PRIVACY_API, A extends Access> = EndpointHandler<(typeof PRIVACY_API)[E], A>;

const millis = (value: unknown) => (value as Timestamp | undefined)?.toMillis?.() ?? 0;

/** GET privacy/directory-audience: the committee's choice, so the directory page can say why it is empty. */
export const getDirectoryAudience: Handler<'directoryAudience', 'public'> = async () => {
  const settings = await readPrivacySettings(db());
  return new EndpointReply({ directory: settings.directory }, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=10' });
};

/** A signed-in member of an approved family, or 403: the members directory shows every name. */
async function approvedMembersFamily(caller: Caller): Promise<string> {
  const owner = await memberEmailRef(caller.email).get();
  const familyId = owner.exists ? String(owner.get('familyId')) : '';
  const family = familyId ? await familyRef(familyId).get() : null;
  if (!family?.exists || !isListedFamily(family.get('approval'))) throw notAllowed(NOT_AN_APPROVED_MEMBER_MESSAGE);
  return familyId;
}

/**
 * GET privacy/members-directory: the directory as signed-in members of approved families see it:
 * every listed family (those hidden from the public too) with every name. Never cached by anyone
 * but the caller's browser, and never the public snapshot: it holds names that need a sign-in.
 */
export const getMembersDirectory: RawHandler<'signed-in'> = async (_request, caller) => {
  await approvedMembersFamily(caller);
  const source = await directoryFromSources(db(), { viewer: 'members' });
  return {
    binary: Buffer.from(directoryBody(source.items.map((item) => item.json))),
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store', Vary: 'Authorization' },
  };
};

async function readFamilyAndMembers(tx: Transaction, familyId: string, caller: Caller) {
  const family = await readFamilyForCaller(tx, familyId, caller);
  const members = await tx.get(membersOf(familyId).orderBy('order'));
  return { family, members };
}

/** Only an adult of the family (18 or over by date of birth, signed in) changes its privacy choices. */
async function adultOfFamily(tx: Transaction, familyId: string, caller: Caller, message = ADULTS_ONLY_MESSAGE) {
  const read = await readFamilyAndMembers(tx, familyId, caller);
  const today = associationToday();
  const members = read.members.docs.map((d) => d.data() as MemberDoc);
  if (!isAdultAge(callerAge(members, caller.email, today))) throw notAllowed(message);
  return { ...read, today };
}

/** GET privacy/family: the caller's family's choices, each child's recorded consent, a pending erasure. */
export const getFamilyPrivacy: Handler<'family', 'my-family'> = async (_input, { caller }) => {
  const { familyId } = caller;
  const settings = await readPrivacySettings(db());
  return db().runTransaction(async (tx) => {
    const { family, members } = await readFamilyAndMembers(tx, familyId, caller);
    const today = associationToday();
    const docs = members.docs.map((d) => ({ id: d.id, ...(d.data() as MemberDoc) }));
    const request = family.erasure_request;
    return {
      success: true as const,
      hidden: family.directory_hidden === true,
      directory: settings.directory,
      can_change: isAdultAge(callerAge(docs, caller.email, today)),
      members: docs.map((m) => {
        const age = ageOn(m.dob, today);
        const child = isChildAge(age);
        const consent = m.public_consent ?? null;
        return {
          id: m.id,
          name: m.name,
          age,
          child,
          show_name: child ? consent?.name === true : true,
          show_photo: m.photo_public === true && (!child || consent?.photo === true),
          has_photo: Boolean(m.photo_path),
          consent: child && consent ? { by: consent.by, at_ms: millis(consent.at) } : null,
        };
      }),
      erasure: request ? { due: request.due, requested_by: request.by, requested_at_ms: millis(request.at) } : null,
    };
  });
};

/** POST privacy/family/hide {hidden}: out of (or back into) the public directory; members still see it. */
export const hideFamily: Handler<'hideFamily', 'my-family'> = async ({ hidden }, { caller }) => {
  const { familyId } = caller;
  await db().runTransaction(async (tx) => {
    await adultOfFamily(tx, familyId, caller);
    tx.update(familyRef(familyId), { directory_hidden: hidden, updated_at: FieldValue.serverTimestamp() });
  });
  return {
    success: true,
    message: hidden ? 'Your family is hidden from the public directory.' : 'Your family is shown in the public directory.',
  };
};

/**
 * POST privacy/family/consent {memberId, showName, showPhoto}: an adult of the family
 * records, for a child of it, whether everyone may see the child's name and photo; who and when are
 * kept with it. Adults choose their own photo on their member card.
 */
export const recordConsent: Handler<'consent', 'my-family'> = async ({ memberId, showName, showPhoto }, { caller }) => {
  const { familyId } = caller;
  await db().runTransaction(async (tx) => {
    const { members, today } = await adultOfFamily(tx, familyId, caller);
    const member = members.docs.find((d) => d.id === memberId);
    if (!member) throw notFound('Member not found.');
    const data = member.data() as MemberDoc;
    if (!isChildAge(ageOn(data.dob, today))) throw conflict(NOT_A_CHILD_MESSAGE);
    const consent = showName || showPhoto ? { name: showName, photo: showPhoto, by: caller.email, at: FieldValue.serverTimestamp() } : null;
    tx.update(member.ref, { public_consent: consent, photo_public: showPhoto });
  });
  return { success: true, message: 'Saved.' };
};

/** GET privacy/family/export: a zip of everything held about the family, logged; a few an hour per caller. */
export const exportFamily: RawHandler<'my-family'> = async (_request, caller) => {
  // Each export reads every photo of the family into a zip: limited before any of it.
  await enforceRateLimit('family-export', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const { familyId } = caller;
  await db().runTransaction(async (tx) => {
    // A child's export would hand them every adult's data: adults only, like the other privacy rights.
    await adultOfFamily(tx, familyId, caller, ADULTS_ONLY_EXPORT_MESSAGE);
    recordAudit(tx, caller, 'family.export', `families/${familyId}`, {});
  });
  const zip = await buildFamilyExport(db(), familyId);
  return {
    binary: zip.bytes,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName(familyId, associationToday())}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  };
};

const base = () => siteUrl().replace(/\/+$/, '');

/**
 * POST privacy/family/erase {confirm: 'DELETE'}: an adult of the family asks for the
 * family to be deleted. It happens ERASURE_COOLING_OFF_DAYS later (the daily job) unless cancelled;
 * the committee and the family's addresses are told now, once per due date: asked, cancelled and
 * asked again the same day, they are told once. A few requests a day per caller.
 */
export const requestErasure: Handler<'requestErasure', 'my-family'> = async (_input, { caller }) => {
  const { familyId } = caller;
  await enforceRateLimit('erasure-request', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const due = await db().runTransaction(async (tx) => {
    const { family, members, today } = await adultOfFamily(tx, familyId, caller);
    if (family.erasure_request) return family.erasure_request.due;
    const due = addDays(today, ERASURE_COOLING_OFF_DAYS);
    // The emails name the deletion (family and date), not the moment it was asked.
    const key = `erasure-request.${familyId}.${due}`;
    const committee = CONTACT_TO.value();
    const toCommittee = await unsentServiceEmails(tx, `${key}.committee`, committee ? [committee] : []);
    const toFamily = await unsentServiceEmails(tx, `${key}.family`, family.member_emails);
    tx.update(familyRef(familyId), { erasure_request: { due, by: caller.email, at: FieldValue.serverTimestamp() } });
    const head = (members.docs[0]?.data() as MemberDoc | undefined)?.name ?? '';
    if (committee) {
      toCommittee({
        ...renderEmail({
          subject: 'A family asked to be deleted',
          greeting: 'Dear committee,',
          paragraphs: [
            `The family of ${head} (${familyId}) asked on the website for all its data to be deleted.`,
            `Unless the family cancels, everything the association holds about it will be erased on ${due} by the daily job; paid bookings and dues stay in the accounts without names.`,
          ],
        }),
        name: head,
        familyId,
      });
    }
    toFamily({
      ...renderEmail({
        subject: 'Your family will be deleted from EDMA',
        greeting: 'Dear EDMA family,',
        paragraphs: [
          `${caller.email} asked for your family and all its data to be deleted from the EDMA website.`,
          `This happens on ${due}. Until then you can download your data or cancel on your dashboard.`,
        ],
        action: { label: 'Open your dashboard', url: `${base()}/dashboard?familyId=${encodeURIComponent(familyId)}` },
      }),
      name: head,
      familyId,
    });
    return due;
  });
  return { success: true, message: `Your family will be deleted on ${due} unless you cancel before then.`, due };
};

/**
 * POST privacy/family/erase/cancel: any signed-in member of the family keeps it. Never
 * limited: refusing a cancel would let the family be erased against its wish; it emails nobody.
 */
export const cancelErasure: Handler<'cancelErasure', 'my-family'> = async (_input, { caller }) => {
  const { familyId } = caller;
  await db().runTransaction(async (tx) => {
    const family: FamilyDoc = await readFamilyForCaller(tx, familyId, caller);
    if (!family.erasure_request) throw conflict('No deletion was asked for.');
    tx.update(familyRef(familyId), { erasure_request: null });
  });
  return { success: true, message: 'Cancelled: your family will not be deleted.' };
};

/** GET committee/privacy: the directory audience and retention periods. */
export const getPrivacySettings: Handler<'settings', 'committee'> = async () => ({
  success: true as const,
  settings: await readPrivacySettings(db()),
});

/** POST committee/privacy/save: audited; the public directory is rebuilt at once for the new audience. */
export const savePrivacySettings: Handler<'saveSettings', 'committee'> = async (settings, { caller }) => {
  await db().runTransaction(async (tx) => {
    tx.set(privacySettingsRef(db()), { ...settings, updatedAt: FieldValue.serverTimestamp(), updatedBy: caller.email });
    recordAudit(tx, caller, 'privacy.settings', 'privacySettings/current', settings);
  });
  await rebuildDirectory(db());
  return { success: true, message: 'Saved.' };
};
