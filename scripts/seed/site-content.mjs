// The calendar's events and the Videos page's banner and list, as the committee will edit them:
// written from the spec's content (contract/src/content-seed.ts) where nothing is stored yet, so a
// project's content starts as the site showed it and is never reset once the committee saves.
import { seedContent } from '../../functions/src/content/content-seeding.ts';
import { EVENTS_CONTENT, VIDEOS_CONTENT } from '../../functions/src/store/content-kinds.ts';

/**
 * Writes `content/events` and `content/videos` where missing (the same documents the API writes).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ created: string[], kept: string[] }} [report] what was written and what was already there, by path
 */
export async function seedSiteContent(db, report = { created: [], kept: [] }) {
  const outcomes = [
    [EVENTS_CONTENT.name, await seedContent(db, EVENTS_CONTENT)],
    [VIDEOS_CONTENT.name, await seedContent(db, VIDEOS_CONTENT)],
  ];
  for (const [name, written] of outcomes) (written ? report.created : report.kept).push(`content/${name}`);
  return report;
}
