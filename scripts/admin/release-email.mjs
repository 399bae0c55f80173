import { releaseEmailAddress } from '../../functions/src/committee/families-release.ts';

/**
 * Releases an email address that a family claimed or listed by mistake (see releaseEmailAddress:
 * the one implementation, shared with the committee console's API). Refusals are thrown here.
 *
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} rawEmail
 */
export async function releaseEmail(db, rawEmail) {
  const outcome = await releaseEmailAddress(db, rawEmail);
  if ('refused' in outcome) throw new Error(outcome.refused);
  return outcome;
}
