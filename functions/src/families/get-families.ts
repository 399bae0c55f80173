import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { buildDirectory } from './directory.ts';
import { FAMILIES, MEMBERS } from './family-docs.ts';

/**
 * Browsers always revalidate, so a family that just registered sees itself; the Hosting CDN may
 * serve the same answer for a few seconds to absorb bursts of visitors.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/**
 * GET get_families.php: the public directory. Two queries (all families, all members through a
 * collection-group query), each projected to the public fields only, joined in memory.
 */
export const getFamilies: ApiHandler = async () => {
  const [families, members] = await Promise.all([
    db().collection(FAMILIES).select('location', 'membership_type', 'created_at').get(),
    db().collectionGroup(MEMBERS).select('name', 'dob', 'photo_path', 'order').get(),
  ]);
  const directory = buildDirectory(
    families.docs.map((doc) => ({
      id: doc.id,
      location: String(doc.get('location') ?? ''),
      membership_type: String(doc.get('membership_type') ?? ''),
      createdAtMs: (doc.get('created_at') as Timestamp | undefined)?.toMillis() ?? 0,
    })),
    members.docs
      .filter((doc) => doc.ref.parent.parent?.parent.id === FAMILIES)
      .map((doc) => ({
        familyId: doc.ref.parent.parent!.id,
        name: String(doc.get('name') ?? ''),
        dob: (doc.get('dob') as string | null | undefined) || null,
        photo_path: (doc.get('photo_path') as string | null | undefined) || null,
        order: Number(doc.get('order') ?? 0),
      })),
  );
  return { json: directory, headers: { 'Cache-Control': DIRECTORY_CACHE_CONTROL } };
};
