import { verifyCaller } from '../../auth/verify-caller.ts';
import { familyRef, membersOf, type FamilyDoc, type MemberDoc } from '../../store/family-docs.ts';
import { bucket, db } from '../../store/admin.ts';
import type { ApiHandler } from '../../http/api-request.ts';
import { notFound } from '../../errors/domain-error.ts';
import { photoOwner } from '../photo-owner.ts';
import { associationToday } from '@edma/contract/dates';
import { isListedFamily } from '@edma/contract/committee';
import { publicExposure } from '../../directory/directory-entry.ts';
import { readPrivacySettings } from '../../store/privacy-settings.ts';

const PHOTO_NOT_FOUND = 'Photo not found.';

/**
 * A photo its member chose to show in the public directory. Short-lived, because a member may
 * change their mind or remove the photo: it stops being served (and cached) within five minutes.
 */
export const PUBLIC_PHOTO_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';
/** Any other photo: only the family's own signed-in members and the committee, never kept anywhere. */
export const PRIVATE_PHOTO_CACHE_CONTROL = 'private, no-store';

/**
 * Public only when the member chose it (a child's with an adult's consent), the family is listed in
 * the directory and has not hidden itself, and the directory itself is public: the photo is then in
 * what any visitor already gets from get_families.php.
 */
async function isPublicPhoto(member: MemberDoc, family: FamilyDoc | undefined): Promise<boolean> {
  if (!publicExposure(member, associationToday()).photo) return false;
  if (!family || !isListedFamily(family.approval) || family.archived_on || family.directory_hidden === true) return false;
  return (await readPrivacySettings(db())).directory === 'public';
}

/**
 * GET photos/<familyId>/<file>.webp: a member photo that its member still has. Public photos (see
 * isPublicPhoto) go to anyone; the others only to the family's own signed-in members and the
 * committee (401 without a sign-in, 404 for anyone else, so nobody learns that a private photo exists). Only names the functions create are
 * looked up, so no other object of the bucket can be reached.
 */
export const servePhoto: ApiHandler = async (request) => {
  const owner = photoOwner(request.route);
  if (!owner) throw notFound(PHOTO_NOT_FOUND);
  const member = (await membersOf(owner.familyId).doc(owner.memberId).get()).data() as MemberDoc | undefined;
  if (!member || member.photo_path !== owner.photoPath) throw notFound(PHOTO_NOT_FOUND);
  const family = (await familyRef(owner.familyId).get()).data() as FamilyDoc | undefined;
  let cacheControl = PUBLIC_PHOTO_CACHE_CONTROL;
  if (!(await isPublicPhoto(member, family))) {
    const caller = await verifyCaller(request.headers.authorization);
    if (!caller.committee && !family?.member_emails.includes(caller.email)) throw notFound(PHOTO_NOT_FOUND);
    cacheControl = PRIVATE_PHOTO_CACHE_CONTROL;
  }
  let data: Buffer;
  try {
    [data] = await bucket().file(request.route).download();
  } catch (error) {
    if ((error as { code?: number }).code === 404) throw notFound(PHOTO_NOT_FOUND);
    throw error;
  }
  return {
    binary: data,
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff', Vary: 'Authorization' },
  };
};
