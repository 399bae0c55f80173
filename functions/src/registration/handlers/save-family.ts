import { FAMILY_API, normaliseEmail, resolveOther, type Registration } from '@edma/contract/family';
import { MAX_MEMBERS_PER_FAMILY } from '@edma/contract/limits';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Caller } from '../../auth/verify-caller.ts';
import { RATE_LIMIT_MULTIPLIER, siteUrl } from '../../config/params.ts';
import { FAMILIES, familyRef, MEMBERS, memberEmailRef, REGISTRATIONS, type FamilyDoc, type MemberDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { inTurn } from '../../store/in-turn.ts';
import { timed } from '../../http/server-timing.ts';
import { readMultipart } from '../../http/request-body.ts';
import { invalidInput } from '../../errors/domain-error.ts';
import type { RawHandler } from '../../http/route.ts';
import { parseOrReject } from '../../http/validation-message.ts';
import { applyFamilyEmails } from '../../invitations/apply-family-emails.ts';
import { planFamilyEmails } from '../../invitations/family-emails.ts';
import { assertOwnEmailEntryFree } from '../../members/email-index.ts';
import { deletePhotos, newPhotoPath, savePhoto, settleAll } from '../../photos/photo-storage.ts';
import { processPhoto, type ProcessedPhoto } from '../../photos/process-photo.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { registrationKey, sha256 } from '../idempotency-key.ts';
import { registrationFromForm } from '../registration-form.ts';
import { registrationReceivedEmail, registrationWaitingEmail } from '../registration-emails.ts';
import { committeeDigestRecipients, setNewsInTransaction } from '../../email/email-preferences.ts';
import { queueServiceEmails } from '../../email/queue-email.ts';
import { acceptedNotice, type AcceptedNotice } from '../../privacy/accepted-notice.ts';

export const REGISTRATION_SAVED_MESSAGE = 'Family and members saved successfully!';

export const NOT_A_MEMBER_MESSAGE = "Your Google account email address must be one of the family members' email addresses.";

/**
 * POST save_family.php: creates a family and its members, all or nothing, for a signed-in Google
 * user whose verified email is one of the members'. That email is the only one the registration
 * claims; every other member email becomes an invitation its owner accepts or declines. Photos are
 * checked and stored first, then one transaction writes every document; if it fails the stored
 * photos are deleted again. The same form sent twice answers success with the family saved first.
 * Its Server-Timing names the stages: limit, form, photos (checking), storage, lookups and tx;
 * lookups run while the photos are stored, so those two stages overlap.
 */
export const saveFamily: RawHandler<'signed-in'> = async (request, caller) => {
  await timed('limit', () => enforceRateLimit('registration', request.ip, RATE_LIMIT_MULTIPLIER.value()));
  const form = registrationFromForm(await timed('form', () => readMultipart(request, MAX_MEMBERS_PER_FAMILY + 1)));
  const registration = parseOrReject(FAMILY_API.save.request, form.input);
  if (!registration.members.some((m) => normaliseEmail(m.email) === caller.email)) throw invalidInput(NOT_A_MEMBER_MESSAGE);
  // Each photo is decoded and encoded on its own; together they take the time of the slower one.
  const processed = new Map<number, ProcessedPhoto>(
    await timed('photos', () =>
      Promise.all([...form.photos].map(async ([position, file]) => [position, await processPhoto(file.data)] as const)),
    ),
  );
  // The input is good: what the transaction needs besides the form is read while the photos upload.
  const lookups = timed('lookups', registrationLookups);
  // Awaited below; a failure while the uploads are still running must not count as unhandled.
  lookups.catch(() => {});
  const photoHashes = registration.members.map((_, i) => {
    const file = form.photos.get(i);
    return file ? sha256(file.data) : null;
  });
  const key = registrationKey(registration, photoHashes, caller.email);

  const familyId = db().collection(FAMILIES).doc().id;
  const memberIds = registration.members.map(() => db().collection(FAMILIES).doc().id);
  const photoPaths = new Map([...processed.keys()].map((position) => [position, newPhotoPath(familyId, memberIds[position]!)]));
  try {
    await timed('storage', () => settleAll([...processed].map(([position, photo]) => savePhoto(photoPaths.get(position)!, photo))));
    const savedFamilyId = await writeRegistration(caller, registration, await lookups, key, familyId, memberIds, photoPaths);
    if (savedFamilyId !== familyId) await deletePhotos(photoPaths.values());
    return { json: { success: true, message: REGISTRATION_SAVED_MESSAGE, family_id: savedFamilyId } };
  } catch (error) {
    await deletePhotos(photoPaths.values());
    throw error;
  }
};

interface RegistrationLookups {
  /** Who is told of a registration waiting for approval. */
  committee: string[];
  /** The privacy notice linked beside the form: its version as the server has it now. */
  privacyNotice: AcceptedNotice;
}

async function registrationLookups(): Promise<RegistrationLookups> {
  const [{ recipients, failures }, privacyNotice] = await Promise.all([committeeDigestRecipients(), acceptedNotice()]);
  // A failed lookup must not block the registration; it is logged, not read as "nobody asked".
  if (failures.length > 0) logger.warn('Committee recipients could not be looked up', { failures });
  return { committee: recipients, privacyNotice };
}

/** Writes the whole registration in one transaction; answers the id of the family now stored. */
async function writeRegistration(
  caller: Caller,
  registration: Registration,
  { committee, privacyNotice }: RegistrationLookups,
  key: string,
  familyId: string,
  memberIds: string[],
  photoPaths: Map<number, string>,
): Promise<string> {
  const emails = planFamilyEmails([], [], registration.members, [caller.email]);
  const registrationRef = db().collection(REGISTRATIONS).doc(key);
  const head = registration.members[0]!.name;
  const town = resolveOther(registration.location, registration.otherLocation);
  // One registration of a caller at a time in this instance (see in-turn.ts): the same form sent
  // twice at once would otherwise race on the query that proves the caller's email is free.
  return inTurn(`registration.${caller.email}`, () =>
    timed('tx', () =>
      db().runTransaction(async (tx) => {
        // Both reads in one round trip: a double submit's record, and who holds the caller's email.
        const [previous, ownEmail] = await tx.getAll(registrationRef, memberEmailRef(caller.email));
        if (previous!.exists) return previous!.get('familyId') as string;
        assertOwnEmailEntryFree(ownEmail!, familyId);

        const family: Omit<FamilyDoc, 'created_at' | 'privacy_notice'> & { created_at: FieldValue; privacy_notice: AcceptedNotice } = {
          house_no: registration.houseNo,
          address_line: registration.addressLine,
          location: resolveOther(registration.location, registration.otherLocation),
          postal_code: registration.postalCode,
          membership_type: resolveOther(registration.membershipType, registration.otherMembership),
          member_emails: emails.accepted,
          // Listed in the directory once the committee approves it.
          approval: 'pending',
          privacy_notice: privacyNotice,
          created_at: FieldValue.serverTimestamp(),
        };
        tx.create(familyRef(familyId), family);
        registration.members.forEach((member, order) => {
          const doc: MemberDoc = {
            name: member.name,
            email: member.email,
            phone: member.phone,
            dob: member.dob || null,
            photo_path: photoPaths.get(order) ?? null,
            photo_public: member.photoPublic,
            order,
          };
          tx.create(familyRef(familyId).collection(MEMBERS).doc(memberIds[order]!), doc);
        });
        applyFamilyEmails(tx, familyId, emails, registration.members[0]!.name);
        tx.create(registrationRef, { familyId, created_at: FieldValue.serverTimestamp() });
        // The registrant's own answer to "News from the committee" (the other members choose for themselves).
        if (registration.newsOptIn) setNewsInTransaction(tx, caller.email, true);
        queueServiceEmails(tx, `registration-received.${familyId}`, [caller.email], {
          ...registrationReceivedEmail(head, siteUrl()),
          name: head,
          familyId,
        });
        queueServiceEmails(tx, `registration-waiting.${familyId}`, committee, {
          ...registrationWaitingEmail(head, town, siteUrl()),
          name: head,
          familyId,
        });
        return familyId;
      }),
    ),
  );
}
