import { isPhotoPath } from '@edma/contract/photos';

/** `photos/{familyId}/{memberId}-{16 hex}[-thumb].webp`, as `newPhotoPath` names them. */
const OWNED_PHOTO = /^photos\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+?)-([0-9a-f]{16})(-thumb)?\.webp$/;

export interface PhotoOwner {
  familyId: string;
  memberId: string;
  /** The member's `photo_path` this file belongs to (the photo itself for a thumbnail). */
  photoPath: string;
}

/** Whose photo a stored path is, or null for any name the functions never create. */
export function photoOwner(path: string): PhotoOwner | null {
  if (!isPhotoPath(path)) return null;
  const match = OWNED_PHOTO.exec(path);
  if (!match) return null;
  const [, familyId, memberId, random] = match;
  return { familyId: familyId!, memberId: memberId!, photoPath: `photos/${familyId}/${memberId}-${random}.webp` };
}
