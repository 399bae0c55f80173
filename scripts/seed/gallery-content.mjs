// The gallery's albums and the Committee page's people, as the committee will edit them: written
// from the site's former fixed content (contract/src/gallery.ts, executive-committee.ts; the images stay
// in web/public/images) where nothing is stored yet, and never over what the committee saved.
import { seedContent } from '../../functions/src/content/content-seeding.ts';
import { ALBUMS_CONTENT, EXECUTIVE_COMMITTEE_CONTENT } from '../../functions/src/store/gallery-kinds.ts';

/**
 * Writes `content/albums` and `content/committee` where missing (the same documents the API writes).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ created: string[], kept: string[] }} [report] what was written and what was already there, by path
 */
export async function seedGalleryContent(db, report = { created: [], kept: [] }) {
  const outcomes = [
    [ALBUMS_CONTENT.name, await seedContent(db, ALBUMS_CONTENT)],
    [EXECUTIVE_COMMITTEE_CONTENT.name, await seedContent(db, EXECUTIVE_COMMITTEE_CONTENT)],
  ];
  for (const [name, written] of outcomes) (written ? report.created : report.kept).push(`content/${name}`);
  return report;
}
